// Sessions: one row per signed-in device. Ending a session ends its token at once, on every
// server instance, because the guard reads the row on each request.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { sessions } from '../../db/schema';

/** Every session write can join a larger transaction (`db` may be one). */
export async function startSession(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = new Date().toISOString();
  // Expired rows are no longer good for anything; a sign-in is a cheap moment to drop them.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString() });
  return id;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date().toISOString() }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every session of the user, or every one but `except` (the device that asked). */
export async function endAllSessions(db: Db, userId: number, except?: string): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  await db
    .update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(except ? and(open, ne(sessions.id, except)) : open);
}
