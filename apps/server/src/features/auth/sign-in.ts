import { setTimeout as sleep } from 'node:timers/promises';
import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginBody, SignInInfo } from '@tragkraft/sync-protocol';
import { users } from '../../db/schema';
import { AppError, unauthorized } from '../../plugins/errors';
import { clearAttempts, countAttempts, releaseAttempts, reserveAttempts } from './attempt-counter';
import type { HashGate } from './hash-gate';
import { verifyPassword } from './password-hash';
import { startSession } from './sessions';
import { accountAddressKey, accountDelayMs, accountKey, LIMIT_TEXTS, SIGN_IN_WINDOW_MS, signInRules } from './sign-in-limits';

const LOGIN_FAILED = 'Login fehlgeschlagen.';

export async function findActiveUserByEmail(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/**
 * Signs a user in. The attempt is reserved as a failure before the password is hashed (limits
 * in sign-in-limits.ts) and released when it succeeds, so parallel guesses cannot slip past the
 * count. An unknown e-mail costs the same hash as a wrong password: timing tells nothing.
 */
export async function signIn(app: FastifyInstance, gate: HashGate, body: LoginBody, address: string): Promise<SignInInfo> {
  const email = body.email.trim().toLowerCase();
  const user = await findActiveUserByEmail(app, email);
  const now = Date.now();
  const reserved = await reserveAttempts(app.db, signInRules(email, address, user !== undefined), now);
  if (!reserved) throw new AppError(429, 'tooManyRequests', LIMIT_TEXTS.signIn);

  let passwordOk: boolean;
  try {
    if (user) await sleep(accountDelayMs((await countAttempts(app.db, accountKey(email), SIGN_IN_WINDOW_MS, now)) - 1));
    passwordOk = await gate.run(address, () => verifyPassword(body.password, user?.passwordHash ?? null));
  } catch (error) {
    // Refused by the hash gate: nothing was checked, so nothing counts.
    await releaseAttempts(app.db, reserved);
    throw error;
  }
  if (!user || !passwordOk || user.inactive) throw unauthorized(LOGIN_FAILED, 'loginFailed');

  await releaseAttempts(app.db, reserved);
  await clearAttempts(app.db, accountAddressKey(email, address));
  const expires = app.tokenExpiry();
  const sid = await startSession(app.db, user.id, expires);
  return {
    user: { id: user.id, role: user.role, clientId: user.clientId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    token: app.signToken({ sub: user.id, role: user.role, clientId: user.clientId, sid }),
    expiresAt: expires.toISOString(),
  };
}
