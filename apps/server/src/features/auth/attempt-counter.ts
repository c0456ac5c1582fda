// Counts attempts per key in a sliding window, in the database (auth_attempts), so every
// server instance sees the same counts. An attempt is reserved BEFORE the expensive check
// (the password hash) in one immediate transaction: however many requests arrive at once,
// at most `limit` of them per key and window get past the reservation.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { authAttempts } from '../../db/schema';

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

export function countAttempts(db: Db, key: string, windowMs: number, now: number): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.at, now - windowMs)))
    .get();
  return row?.n ?? 0;
}

/**
 * Reserves one attempt under every rule's key when none of them is used up; answers the ids
 * of the reserved rows (to release them when the attempt turns out to be no failure), or null
 * when a key is at its limit (nothing is reserved then).
 */
export function reserveAttempts(db: Db, rules: AttemptRule[], now: number): number[] | null {
  return db.transaction(
    (tx) => {
      tx.delete(authAttempts).where(lt(authAttempts.at, now - OLDEST_KEPT_MS)).run();
      for (const rule of rules) {
        if (countAttempts(tx as unknown as Db, rule.key, rule.windowMs, now) >= rule.limit) return null;
      }
      return rules
        .filter((rule) => rule.record !== false)
        .map((rule) => tx.insert(authAttempts).values({ key: rule.key, at: now }).returning({ id: authAttempts.id }).get().id);
    },
    { behavior: 'immediate' },
  );
}

/** The attempt was no failure (right password, or never checked): it no longer counts. */
export function releaseAttempts(db: Db, ids: number[]): void {
  if (ids.length > 0) db.delete(authAttempts).where(inArray(authAttempts.id, ids)).run();
}

export function clearAttempts(db: Db, key: string): void {
  db.delete(authAttempts).where(eq(authAttempts.key, key)).run();
}
