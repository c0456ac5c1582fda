import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkNewPassword } from '@tragkraft/domain';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { hashPassword } from './password-hash';
import { hashResetToken } from './reset-tokens';

export function assertStrongPassword(password: string): void {
  const check = checkNewPassword(password);
  if (!check.ok) throw badRequest(check.message, 'weakPassword');
}

/**
 * Sets a password from a reset link. The token is used up, and the user's token version
 * rises so every older sign-in (possibly an intruder's) ends.
 */
export async function setPasswordWithToken(app: FastifyInstance, token: string, password: string): Promise<void> {
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  app.db.transaction((tx) => {
    const row = tx
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .get();
    if (!row) throw badRequest('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.', 'invalidToken');
    tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.tokenHash, row.tokenHash)).run();
    tx.update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, row.userId))
      .run();
  });
}

/**
 * Change password while signed in. The token version stays, so the current session goes on
 * (the user just proved it is theirs by being signed in).
 */
export async function changePassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  app.db.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, userId)).run();
}
