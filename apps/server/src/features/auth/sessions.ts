// Sessions: one row per signed-in device. Ending a session ends its token at once, on every
// server instance, because the guard reads the row on each request.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { sessions } from '../../db/schema';

/** The database or a transaction on it: every session write can join a larger transaction. */
type Writer = Pick<Db, 'insert' | 'update' | 'delete'>;

export function startSession(db: Writer, userId: number, expiresAt: Date): string {
  const id = randomBytes(16).toString('base64url');
  const now = new Date().toISOString();
  // Expired rows are no longer good for anything; a sign-in is a cheap moment to drop them.
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString() }).run();
  return id;
}

export function endSession(db: Writer, sessionId: string): void {
  db.update(sessions).set({ endedAt: new Date().toISOString() }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt))).run();
}

/** Ends every session of the user, or every one but `except` (the device that asked). */
export function endAllSessions(db: Writer, userId: number, except?: string): void {
  const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  db.update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(except ? and(open, ne(sessions.id, except)) : open)
    .run();
}
