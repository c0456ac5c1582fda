// Stores one front-end error report. Reports are bounded three ways (decision 013): each
// field by the schema, each user by a rate counted in the database (so several server
// instances on one database share it), and the table by age and row count.
import { and, count, eq, gte } from 'drizzle-orm';
import type { ClientErrorBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { clientErrors } from '../../db/schema';
import { withoutSecrets } from '../../logging';
import { AppError } from '../../plugins/errors';
import { pruneClientErrors } from './prune-client-errors';

/** At most this many reports per user within the window; a crash loop sends hundreds. */
export const CLIENT_ERROR_RATE = { count: 30, windowMs: 60 * 60 * 1000 };
export { CLIENT_ERROR_ROWS_KEPT } from './prune-client-errors';

const USER_AGENT_MAX = 500;

export async function saveClientError(db: Db, userId: number, body: ClientErrorBody, userAgent: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - CLIENT_ERROR_RATE.windowMs).toISOString();
  await db.transaction(async (tx) => {
    // The count and the insert are one step: another instance's report of the same user waits.
    await lockNames(tx, [`client-errors:${userId}`]);
    const [recent] = await tx
      .select({ n: count() })
      .from(clientErrors)
      .where(and(eq(clientErrors.userId, userId), gte(clientErrors.createdAt, since)));
    if (recent!.n >= CLIENT_ERROR_RATE.count) {
      throw new AppError(429, 'tooManyRequests', 'Zu viele Fehlerberichte. Bitte versuchen Sie es später nochmals.');
    }
    await tx.insert(clientErrors).values({
      userId,
      message: body.message,
      trace: body.trace ?? '',
      url: withoutSecrets((body.url ?? '').split('?', 1)[0]!.split('#', 1)[0]!),
      userAgent: userAgent.slice(0, USER_AGENT_MAX),
      createdAt: now.toISOString(),
    });
    await pruneClientErrors(tx, now);
  });
}
