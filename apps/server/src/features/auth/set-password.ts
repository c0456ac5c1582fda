import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MESSAGES } from '@tragkraft/domain';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError, badRequest } from '../../plugins/errors';
import type { Session } from '../../plugins/auth';
import { revokeFeed } from '../calendar/feed-link';
import { releaseAttempts, reserveAttempts, type AttemptRule } from '../../limits/attempt-counter';
import type { HashGate } from './hash-gate';
import { hashPassword, verifyPassword } from '../../security/password-hash';
import { assertPasswordAllowed } from './password-policy';
import { hashResetToken } from './reset-tokens';
import { endAllSessions } from './sessions';

/**
 * Sets a password from a reset link. Every link of the user is used up with it, and every
 * sign-in of the user ends (possibly an intruder's).
 */
export async function setPasswordWithToken(app: FastifyInstance, gate: HashGate, address: string, token: string, password: string): Promise<void> {
  assertPasswordAllowed(password);
  const passwordHash = await gate.run(address, () => hashPassword(password));
  const now = new Date().toISOString();
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: passwordResetTokens.userId, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .limit(1);
    if (!row) throw badRequest('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.', 'invalidToken');
    // The e-mail is known only now; refusing here leaves the link unused.
    assertPasswordAllowed(password, row.email);
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await endAllSessions(tx, row.userId);
    await revokeFeed(tx, row.userId);
  });
}

/** Wrong current passwords per account: 5 in 15 minutes, then 429 (a stolen phone guessing). */
const currentPasswordRule = (userId: number): AttemptRule => ({ key: `change-password:${userId}`, limit: 5, windowMs: 15 * 60_000 });

/**
 * Change password while signed in, with the current password (issue 29: a stolen, unlocked
 * phone must not lock the owner out). Every other sign-in of the user ends and the calendar
 * link is revoked; this device stays signed in.
 */
export async function changePassword(app: FastifyInstance, gate: HashGate, address: string, session: Session, currentPassword: string, password: string): Promise<void> {
  if (currentPassword === '') throw badRequest(PASSWORD_MESSAGES.currentMissing, 'wrongPassword');
  const [user] = await app.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
  assertPasswordAllowed(password, user?.email);
  const attempt = await reserveAttempts(app.db, [currentPasswordRule(session.userId)], Date.now());
  if (!attempt) throw new AppError(429, 'tooManyRequests', 'Zu viele falsche Passwörter. Bitte versuchen Sie es in 15 Minuten nochmals.');
  if (!(await gate.run(address, () => verifyPassword(currentPassword, user?.passwordHash ?? null)))) {
    throw badRequest(PASSWORD_MESSAGES.currentWrong, 'wrongPassword');
  }
  await releaseAttempts(app.db, attempt);
  const passwordHash = await gate.run(address, () => hashPassword(password));
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, session.userId));
    await endAllSessions(tx, session.userId, session.sessionId);
    await revokeFeed(tx, session.userId);
  });
}
