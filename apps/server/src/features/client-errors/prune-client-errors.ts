// Retention of front-end error reports: 30 days and at most 10'000 rows, the newest kept.
// Runs with every stored report and once at start (decision 013).
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { clientErrors } from '../../db/schema';

const CLIENT_ERROR_DAYS_KEPT = 30;
export const CLIENT_ERROR_ROWS_KEPT = 10_000;

/** Deletes what is past retention; two statements, so the caller hands a transaction. */
export async function pruneClientErrors(tx: Db, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - CLIENT_ERROR_DAYS_KEPT * 24 * 60 * 60 * 1000).toISOString();
  await tx.delete(clientErrors).where(lt(clientErrors.createdAt, oldest));
  // Ids grow with time: everything at or below the id just past the newest 10'000 goes.
  await tx
    .delete(clientErrors)
    .where(sql`${clientErrors.id} <= (SELECT ${clientErrors.id} FROM ${clientErrors} ORDER BY ${clientErrors.id} DESC LIMIT 1 OFFSET ${CLIENT_ERROR_ROWS_KEPT})`);
}
