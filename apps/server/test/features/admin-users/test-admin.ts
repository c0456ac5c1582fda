// Helpers of the back-office route tests: cached sign-in tokens of the demo roles and the
// check that a route refuses every role but admin (403) and anonymous callers (401).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@tragkraft/domain';
import { users } from '../../../src/db/schema';
import { parseMail } from '../../support/documents';
import { DEMO_EMAIL, tokenFor } from '../../support/test-app';

const cache = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** A sign-in token of an e-mail (demo password), signed in once per app. */
function cachedToken(app: FastifyInstance, email: string): Promise<string> {
  const tokens = cache.get(app) ?? new Map<string, Promise<string>>();
  cache.set(app, tokens);
  if (!tokens.has(email)) tokens.set(email, tokenFor(app, email));
  return tokens.get(email)!;
}

export async function as(app: FastifyInstance, who: Role | string, options: InjectOptions) {
  const email = who in DEMO_EMAIL ? DEMO_EMAIL[who as Role] : who;
  const token = await cachedToken(app, email);
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

const OTHER_ROLES: Role[] = ['operator', 'employee', 'client', 'clerk'];

/** Every non-admin role gets 403 and an anonymous caller 401; nothing changes. */
export async function expectAdminOnly(app: FastifyInstance, options: InjectOptions): Promise<void> {
  for (const role of OTHER_ROLES) {
    const response = await as(app, role, options);
    expect(response.statusCode, `${role} ${options.method} ${options.url}`).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  }
  const anonymous = await app.inject(options);
  expect(anonymous.statusCode, `anonymous ${options.method} ${options.url}`).toBe(401);
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user!.id;
}

/** Recipient, subject and text of a written mail. */
export async function parseMailText(raw: string) {
  const mail = await parseMail(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
}
