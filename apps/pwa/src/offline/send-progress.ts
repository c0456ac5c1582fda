// Which outbox items are on their way in this page and how far (bytes sent of total), for
// 'Wird gesendet · 1.2 von 3.4 MB'. In memory only: it describes this page's requests.
import { useSyncExternalStore } from 'react';

export interface SendProgress {
  sent: number;
  total: number;
}

let progress: ReadonlyMap<string, SendProgress> = new Map();
const listeners = new Set<() => void>();

export function setSendProgress(itemId: string, sent: number | null, total: number): void {
  const next = new Map(progress);
  if (sent === null) next.delete(itemId);
  else next.set(itemId, { sent, total });
  progress = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The items on their way, by outbox item id. */
export function useSendProgress(): ReadonlyMap<string, SendProgress> {
  return useSyncExternalStore(subscribe, () => progress);
}
