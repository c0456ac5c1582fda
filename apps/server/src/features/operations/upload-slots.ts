// Bounds on report uploads running at once (issue 14 item 7, decision 012): per user and for
// the whole server. A further upload is refused at once (429 for the same user, 503 when the
// server is full) instead of waiting: a phone's outbox retries later, and a queue would only
// keep sockets and temporary files open.
import { REPORT_UPLOAD_TEXTS } from '@tragkraft/sync-protocol';
import { ConcurrencyGate } from '../../limits/concurrency-gate';
import { AppError } from '../../plugins/errors';

export type UploadSlots = ConcurrencyGate<number>;

export function uploadSlots(limits: { uploadsPerUser: number; uploadsTotal: number }): UploadSlots {
  return new ConcurrencyGate<number>(limits.uploadsPerUser, limits.uploadsTotal, {
    key: () => new AppError(429, 'tooManyRequests', REPORT_UPLOAD_TEXTS.uploadRunning),
    total: () => new AppError(503, 'serviceUnavailable', REPORT_UPLOAD_TEXTS.uploadsBusy),
  });
}
