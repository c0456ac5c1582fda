// Which outbox items are on their way in this page and how far (bytes sent of total), for
// 'Wird gesendet · 1.2 von 3.4 MB'. In memory only: it describes this page's requests. The
// screens read it through features/sync/use-send-progress.ts (React stays out of the engine).

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

/** Calls `listener` on every change; returns the unsubscribe. */
export function subscribeSendProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The items on their way now, by outbox item id (a new map after every change). */
export const currentSendProgress = (): ReadonlyMap<string, SendProgress> => progress;
