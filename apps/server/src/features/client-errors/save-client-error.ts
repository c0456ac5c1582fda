// Stores one front-end error report. Reports are bounded three ways (decision 013): each
// field by the schema, each user by a rate counted in the database (so several server
// instances on one database share it), and the table by age and row count.
import { and, count, eq, gte } from 'drizzle-orm';
import type { ClientErrorBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clientErrors } from '../../db/schema';
import { withoutSecrets } from '../../logging';
import { AppError } from '../../plugins/errors';
import { pruneClientErrors } from './prune-client-errors';

/** At most this many reports per user within the window; a crash loop sends hundreds. */
export const CLIENT_ERROR_RATE = { count: 30, windowMs: 60 * 60 * 1000 };
export {  CLIENT_ERROR_ROWS_KEPT } from './prune-client-errors';

const USER_AGENT_MAX = 500;

export function saveClientError(db: Db, userId: number, body: ClientErrorBody, userAgent: string, now = new Date()): void {
  const since = new Date(now.getTime() - CLIENT_ERROR_RATE.windowMs).toISOString();
  // IMMEDIATE: the count and the insert are one step for every writer of the database.
  db.transaction(
    (tx) => {
      const recent = tx
        .select({ n: count() })
        .from(clientErrors)
        .where(and(eq(clientErrors.userId, userId), gte(clientErrors.createdAt, since)))
        .get()!.n;
      if (recent >= CLIENT_ERROR_RATE.count) {
        throw new AppError(429, 'tooManyRequests', 'Zu viele Fehlerberichte. Bitte versuchen Sie es später nochmals.');
      }
      tx.insert(clientErrors)
        .values({
          userId,
          message: body.message,
          trace: body.trace ?? '',
          url: withoutSecrets((body.url ?? '').split('?', 1)[0]!.split('#', 1)[0]!),
          userAgent: userAgent.slice(0, USER_AGENT_MAX),
          createdAt: now.toISOString(),
        })
        .run();
      pruneClientErrors(tx, now);
    },
    { behavior: 'immediate' },
  );
}
