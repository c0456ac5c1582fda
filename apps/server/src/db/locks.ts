// Rows that do not exist yet cannot be locked with FOR UPDATE (a count under a limit, a day's
// booked capacity). On PostgreSQL such a check takes a transaction-scoped advisory lock on a
// name, so two instances serialise on it; on SQLite every write transaction already runs alone
// (sqlite-driver.ts), so there is nothing to take.
import { sql } from 'drizzle-orm';
import type { Db } from './open-database';
import { ENGINE } from './schema';

/** Locks the names until the transaction `tx` ends. Sorted, so two callers never deadlock. */
export async function lockNames(tx: Db, names: string[]): Promise<void> {
  if (ENGINE !== 'postgres') return;
  for (const name of [...new Set(names)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
  }
}
