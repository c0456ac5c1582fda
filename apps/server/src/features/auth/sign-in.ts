import { setTimeout as sleep } from 'node:timers/promises';
import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginBody, SignInInfo } from '@tragkraft/sync-protocol';
import { users } from '../../db/schema';
import { AppError, unauthorized } from '../../plugins/errors';
import { clearAttempts, countAttempts, releaseAttempts, reserveAttempts } from '../../limits/attempt-counter';
import { addressGroup } from '../../limits/address-group';
import { deviceAfterSignIn, type Device } from './device-cookie';
import { addressShare, type HashGate } from './hash-gate';
import { isKnownPlace, placeOf, rememberPlace } from './known-places';
import { verifyPassword } from '../../security/password-hash';
import { startSession } from './sessions';
import { accountAddressKey, accountDelayMs, accountKey, addressHeldBack, isAddressKey, LIMIT_TEXTS, SIGN_IN_WINDOW_MS, signInRules } from './sign-in-limits';

const LOGIN_FAILED = 'Login fehlgeschlagen.';

export async function findActiveUserByEmail(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** Who asks: the address (IPv6 by /64 for the limits) and the known device, if any. */
export interface SignInFrom {
  address: string;
  device: Device | null;
}

/**
 * Signs a user in. The attempt is reserved as a failure before the password is hashed (limits
 * in sign-in-limits.ts) and released when it succeeds, so parallel guesses cannot slip past the
 * count. An unknown e-mail costs the same hash as a wrong password: timing tells nothing.
 * A place or device the account signed in from before is not held back by its address's
 * limits nor slowed by guesses from elsewhere (issue 29 item 11), and a device has its own
 * share of the hash gate (item 3).
 */
export async function signIn(app: FastifyInstance, gate: HashGate, secret: string, body: LoginBody, from: SignInFrom): Promise<{ info: SignInInfo; device: Device }> {
  const email = body.email.trim().toLowerCase();
  const user = await findActiveUserByEmail(app, email);
  const now = Date.now();
  const group = addressGroup(from.address);
  const place = placeOf(secret, from.address);
  const ownDevice = user !== undefined && from.device?.userId === user.id;
  const trusted = user !== undefined && (ownDevice || (await isKnownPlace(app.db, user.id, place, now)));
  const rules = signInRules(email, group, user !== undefined, trusted);
  const reserved = await reserveAttempts(app.db, rules, now);
  if (!reserved) throw new AppError(429, 'tooManyRequests', LIMIT_TEXTS.signIn);
  const heldBack = trusted && (await addressHeldBack(app.db, group, now));

  let passwordOk: boolean;
  try {
    if (user && !trusted) await sleep(accountDelayMs((await countAttempts(app.db, accountKey(email), SIGN_IN_WINDOW_MS, now)) - 1));
    const share = ownDevice ? `device:${from.device!.id}` : addressShare(from.address);
    passwordOk = await gate.run(share, () => verifyPassword(body.password, user?.passwordHash ?? null));
  } catch (error) {
    // Refused by the hash gate: nothing was checked, so the account does not count it; the
    // address does (a flood of refused attempts uses up the address's limits, not the gate).
    // `reserved` holds one id per recorded rule, in the rules' order.
    const recorded = rules.filter((rule) => rule.record !== false);
    await releaseAttempts(app.db, reserved.filter((_, i) => !isAddressKey(recorded[i]!.key)));
    throw error;
  }
  if (!user || !passwordOk || user.inactive) {
    // The address's limits would have answered this: a wrong password tells nothing more.
    if (heldBack) throw new AppError(429, 'tooManyRequests', LIMIT_TEXTS.signIn);
    throw unauthorized(LOGIN_FAILED, 'loginFailed');
  }

  await releaseAttempts(app.db, reserved);
  await clearAttempts(app.db, accountAddressKey(email, group));
  await rememberPlace(app.db, user.id, place, now);
  const expires = app.tokenExpiry();
  const sid = await startSession(app.db, user.id, expires);
  return {
    info: {
      user: { id: user.id, role: user.role, clientId: user.clientId, email: user.email, firstName: user.firstName, lastName: user.lastName },
      token: app.signToken({ sub: user.id, role: user.role, clientId: user.clientId, sid }),
      expiresAt: expires.toISOString(),
    },
    device: deviceAfterSignIn(from.device, user.id),
  };
}
