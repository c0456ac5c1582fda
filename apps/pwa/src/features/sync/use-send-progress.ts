// The React binding of the engine's send progress (offline/send-progress.ts).
import { useSyncExternalStore } from 'react';
import { currentSendProgress, subscribeSendProgress, type SendProgress } from '../../offline/send-progress';

/** The items on their way, by outbox item id. */
export function useSendProgress(): ReadonlyMap<string, SendProgress> {
  return useSyncExternalStore(subscribeSendProgress, currentSendProgress);
}
