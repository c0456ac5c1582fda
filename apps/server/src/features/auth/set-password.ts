import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkNewPassword } from '@tragkraft/domain';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import type { Session } from '../../plugins/auth';
import type { HashGate } from './hash-gate';
import { hashPassword } from './password-hash';
import { hashResetToken } from './reset-tokens';
import { revokeFeed } from '../calendar/feed-link';
import { endAllSessions } from './sessions';

function assertStrongPassword(password: string): void {
  const check = checkNewPassword(password);
  if (!check.ok) throw badRequest(check.message, 'weakPassword');
}

/**
 * Sets a password from a reset link. Every link of the user is used up with it, and every
 * sign-in of the user ends (possibly an intruder's).
 */
export async function setPasswordWithToken(app: FastifyInstance, gate: HashGate, address: string, token: string, password: string): Promise<void> {
  assertStrongPassword(password);
  const passwordHash = await gate.run(address, () => hashPassword(password));
  const now = new Date().toISOString();
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .limit(1);
    if (!row) throw badRequest('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.', 'invalidToken');
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await endAllSessions(tx, row.userId);
    await revokeFeed(tx, row.userId);
  });
}

/**
 * Change password while signed in: every other sign-in of the user ends; this device stays
 * signed in (it just proved to be the user's by being signed in).
 */
export async function changePassword(app: FastifyInstance, gate: HashGate, address: string, session: Session, password: string): Promise<void> {
  assertStrongPassword(password);
  const passwordHash = await gate.run(address, () => hashPassword(password));
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, session.userId));
    await endAllSessions(tx, session.userId, session.sessionId);
    await revokeFeed(tx, session.userId);
  });
}
