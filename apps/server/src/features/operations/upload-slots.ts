// Bounds on report uploads running at once (issue 14 item 7, decision 012): per user and for
// the whole server. A further upload is refused at once (429 for the same user, 503 when the
// server is full) instead of waiting: a phone's outbox retries later, and a queue would only
// keep sockets and temporary files open. The counts live in the process because what they
// protect (memory, file handles, disk bandwidth) is the process's own.
import { OPERATION_TEXTS } from '@tragkraft/sync-protocol';
import { AppError } from '../../plugins/errors';

export interface UploadSlots {
  /** Takes a slot for the user or throws 429/503; answers the function that gives it back (once). */
  take(userId: number): () => void;
}

export function uploadSlots(limits: { uploadsPerUser: number; uploadsTotal: number }): UploadSlots {
  const perUser = new Map<number, number>();
  let total = 0;
  return {
    take(userId) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.uploadsPerUser) throw new AppError(429, 'tooManyRequests', OPERATION_TEXTS.uploadRunning);
      if (total >= limits.uploadsTotal) throw new AppError(503, 'serviceUnavailable', OPERATION_TEXTS.uploadsBusy);
      perUser.set(userId, mine + 1);
      total++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total--;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
    },
  };
}
