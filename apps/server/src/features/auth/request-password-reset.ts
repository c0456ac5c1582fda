import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens } from '../../db/schema';
import { passwordLinkMail } from '../../messages/password-link-mail';
import { reserveAttempts } from '../../limits/attempt-counter';
import { findActiveUserByEmail } from './sign-in';
import { hashResetToken, newResetToken, RESET_LINK_KEPT_MS, RESET_TOKEN_LIFETIME_MS, resetMailRule } from './reset-tokens';

/**
 * Creates a single-use link and e-mails it to the user. It replaces the user's unused links
 * older than 15 minutes; a younger one keeps working beside it (the person may be opening it).
 */
export async function sendPasswordLink(app: FastifyInstance, user: { id: number; email: string; firstName: string }, publicUrl: string) {
  const token = newResetToken();
  const now = Date.now();
  await app.db.transaction(async (tx) => {
    // A link's age is its lifetime minus what is left of it.
    const keptFrom = new Date(now + RESET_TOKEN_LIFETIME_MS - RESET_LINK_KEPT_MS).toISOString();
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, keptFrom)));
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hashResetToken(token), userId: user.id, expiresAt: new Date(now + RESET_TOKEN_LIFETIME_MS).toISOString() });
  });
  const link = `${publicUrl}/set-password/${token}`;
  await app.mailer.send(passwordLinkMail(user, link));
}

/**
 * Forgot password. The answer is the same whether or not the e-mail exists, and the mail is
 * looked up and sent after answering, so neither the answer nor its timing reveals an account.
 * An account gets at most 3 reset mails an hour (issue 29): further requests answer alike and
 * send nothing, so nobody can flood a person's mailbox from many addresses.
 */
export function requestPasswordReset(app: FastifyInstance, email: string, publicUrl: string): void {
  const lookUpAndSend = async () => {
    const user = await findActiveUserByEmail(app, email);
    if (!user || user.inactive) return;
    if (!(await reserveAttempts(app.db, [resetMailRule(user.id)], Date.now()))) {
      app.log.info({ userId: user.id }, 'reset mail held back: hourly limit of the account');
      return;
    }
    await sendPasswordLink(app, user, publicUrl);
  };
  lookUpAndSend().catch((error: unknown) => app.log.error({ err: error }, 'reset mail failed'));
}
