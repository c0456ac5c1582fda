import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginBody, SignInInfo } from '@tragkraft/sync-protocol';
import { users } from '../../db/schema';
import { AppError, unauthorized } from '../../plugins/errors';
import { verifyPassword } from './password-hash';
import type { AttemptLimiter } from './attempt-limiter';

const LOGIN_FAILED = 'Login fehlgeschlagen.';

export function findActiveUserByEmail(app: FastifyInstance, email: string) {
  return app.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .get();
}

/**
 * Signs a user in. Failures are counted per IP and per e-mail; once either has 5 failures
 * within the window, further attempts answer 429 without checking the password.
 */
export async function signIn(app: FastifyInstance, limiter: AttemptLimiter, body: LoginBody, ip: string): Promise<SignInInfo> {
  const email = body.email.trim().toLowerCase();
  const keys = [`ip:${ip}`, `email:${email}`];
  if (keys.some((key) => limiter.isBlocked(key))) {
    throw new AppError(429, 'tooManyRequests', 'Bitte versuchen Sie es in einer Minute nochmals.');
  }
  const user = findActiveUserByEmail(app, email);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !passwordOk || user.inactive) {
    keys.forEach((key) => limiter.record(key));
    throw unauthorized(LOGIN_FAILED, 'loginFailed');
  }
  limiter.clear(`email:${email}`);
  const { token, expiresAt } = app.signToken({ sub: user.id, role: user.role, clientId: user.clientId, ver: user.tokenVersion });
  return {
    user: { id: user.id, role: user.role, clientId: user.clientId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    token,
    expiresAt,
  };
}
