// Counts attempts per key in a sliding window, in the database (auth_attempts), so every
// server instance sees the same counts. An attempt is reserved BEFORE the expensive check
// (the password hash) in one transaction (a lock per key on PostgreSQL): however many requests arrive at once,
// at most `limit` of them per key and window get past the reservation.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { lockNames } from '../db/locks';
import type { Db } from '../db/open-database';
import { authAttempts } from '../db/schema';

export interface AttemptRule {
  key: string;
  /** How many attempts the key may have in the window. */
  limit: number;
  windowMs: number;
  /** false: the key only holds the attempt back when used up; this attempt does not count under it. */
  record?: boolean;
}

/** Rows older than the longest window are of no use to any rule. */
const OLDEST_KEPT_MS = 60 * 60 * 1000;

export async function countAttempts(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.at, now - windowMs)));
  return row?.n ?? 0;
}

/**
 * Reserves one attempt under every rule's key when none of them is used up; answers the ids
 * of the reserved rows (to release them when the attempt turns out to be no failure), or null
 * when a key is at its limit (nothing is reserved then).
 */
export async function reserveAttempts(db: Db, rules: AttemptRule[], now: number): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    // Another instance counting the same key waits here until this reservation is committed.
    await lockNames(tx, rules.map((rule) => `attempts:${rule.key}`));
    await tx.delete(authAttempts).where(lt(authAttempts.at, now - OLDEST_KEPT_MS));
    for (const rule of rules) {
      if ((await countAttempts(tx, rule.key, rule.windowMs, now)) >= rule.limit) return null;
    }
    const ids: number[] = [];
    for (const rule of rules.filter((rule) => rule.record !== false)) {
      const [row] = await tx.insert(authAttempts).values({ key: rule.key, at: now }).returning({ id: authAttempts.id });
      ids.push(row!.id);
    }
    return ids;
  });
}

/** The attempt was no failure (right password, or never checked): it no longer counts. */
export async function releaseAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
