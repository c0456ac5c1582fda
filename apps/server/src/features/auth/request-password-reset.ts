import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens } from '../../db/schema';
import { findActiveUserByEmail } from './sign-in';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_MS } from './reset-tokens';

/** Creates a single-use link and e-mails it to the user. Only the newest link works. */
export async function sendPasswordLink(app: FastifyInstance, user: { id: number; email: string; firstName: string }, publicUrl: string) {
  const token = newResetToken();
  await app.db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hashResetToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS).toISOString() });
  });
  const link = `${publicUrl}/set-password/${token}`;
  await app.mailer.send({
    to: user.email,
    subject: 'Passwort setzen',
    text: [
      `Guten Tag ${user.firstName}`.trim(),
      '',
      'Über den folgenden Link können Sie Ihr Passwort setzen. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
      '',
      link,
      '',
      'Falls Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    ].join('\n'),
  });
}

/**
 * Forgot password. The answer is the same whether or not the e-mail exists, and the mail is
 * looked up and sent after answering, so neither the answer nor its timing reveals an account.
 */
export function requestPasswordReset(app: FastifyInstance, email: string, publicUrl: string): void {
  const lookUpAndSend = async () => {
    const user = await findActiveUserByEmail(app, email);
    if (user && !user.inactive) await sendPasswordLink(app, user, publicUrl);
  };
  lookUpAndSend().catch((error: unknown) => app.log.error({ err: error }, 'reset mail failed'));
}
