import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@tragkraft/domain';
import { clientErrors, users } from '../../db/schema';
import { buildApp } from '../../app';
import { createTestApp, DEMO_EMAIL, injectAs, testConfig, tokenFor, type TestApp } from '../../../test/support/test-app';
import { CLIENT_ERROR_RATE, CLIENT_ERROR_ROWS_KEPT } from './save-client-error';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { clientErrorsEndpoints } from '@tragkraft/sync-protocol';

const DAY = 24 * 60 * 60 * 1000;

describe('[client-errors] POST /api/client-error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.delete(clientErrors);
  });

  it.each(ROLES.map((role) => [role]))('stores the report of a signed-in %s', async (role) => {
    const response = await injectAs(t.app, role, requestTo(clientErrorsEndpoints.report, { body: { message: `Boom ${role}`, trace: 'at App (App.tsx:1)', url: '/orders?q=Seefeld' } }));
    expect(response.statusCode).toBe(200);
    const stored = (await t.app.db.select().from(clientErrors)).find((row) => row.message === `Boom ${role}`);
    // The screen without its query string (search words, addresses).
    expect(stored).toMatchObject({ trace: 'at App (App.tsx:1)', url: '/orders' });
    expect(stored?.userId).toEqual(expect.any(Number));
  });

  it('keeps no secret link in the stored screen address', async () => {
    const response = await injectAs(t.app, 'admin', requestTo(clientErrorsEndpoints.report, { body: { message: 'x', url: '/set-password/abcDEF123_-' } }));
    expect(response.statusCode).toBe(200);
    expect((await t.app.db.select().from(clientErrors).limit(1))[0]?.url).toBe('/set-password/[redacted]');
  });

  it('refuses anonymous reports and stores nothing', async () => {
    const response = await call(t.app, clientErrorsEndpoints.report, { body: { message: 'anonymous' } });
    expect(response.statusCode).toBe(401);
    expect(await t.app.db.select().from(clientErrors)).toHaveLength(0);
  });

  it('refuses a missing message, oversized fields and an oversized body with a code, storing nothing', async () => {
    const missing = await injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { unsafeBody: { trace: 'x' } }));
    expect(missing.statusCode).toBe(400);
    const huge = await injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { body: { message: 'x', trace: 'y'.repeat(40_000) } }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payloadTooLarge');
    for (const payload of [{ message: 'x'.repeat(2001) }, { message: 'x', trace: 'y'.repeat(8001) }, { message: 'x', url: `/${'u'.repeat(500)}` }]) {
      const tooLong = await injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { body: payload }));
      expect(tooLong.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(tooLong.json().code).toBe('validation');
    }
    expect(await t.app.db.select().from(clientErrors)).toHaveLength(0);
  });

  it(`takes at most ${CLIENT_ERROR_RATE.count} reports per user and hour, counted in the database`, async () => {
    const token = await tokenFor(t.app, DEMO_EMAIL.employee);
    const send = (i: number) =>
      call(t.app, clientErrorsEndpoints.report, { token, body: { message: `loop ${i}` } });
    const answers = await Promise.all(Array.from({ length: CLIENT_ERROR_RATE.count + 5 }, (_, i) => send(i)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CLIENT_ERROR_RATE.count);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toEqual({ code: 'tooManyRequests', message: expect.stringMatching(/Fehlerberichte/) });
    expect(await t.app.db.select().from(clientErrors)).toHaveLength(CLIENT_ERROR_RATE.count);

    // Another user is not held back by it.
    expect((await injectAs(t.app, 'operator', requestTo(clientErrorsEndpoints.report, { body: { message: 'other' } }))).statusCode).toBe(200);

    // The count is the database's: reports older than the window no longer count.
    const [employee] = await t.app.db.select().from(users).where(eq(users.email, DEMO_EMAIL.employee)).limit(1);
    const earlier = new Date(Date.now() - CLIENT_ERROR_RATE.windowMs - 1000).toISOString();
    await t.app.db.update(clientErrors).set({ createdAt: earlier }).where(eq(clientErrors.userId, employee!.id));
    expect((await send(99)).statusCode).toBe(200);
  });

  it('keeps 30 days and at most 10\'000 reports, pruned when a report comes in', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_EMAIL.admin)).limit(1);
    const now = Date.now();
    const old = Array.from({ length: 3 }, (_, i) => ({ userId: admin!.id, message: `old ${i}`, createdAt: new Date(now - 31 * DAY - i).toISOString() }));
    const recent = Array.from({ length: CLIENT_ERROR_ROWS_KEPT + 2 }, (_, i) => ({
      userId: admin!.id,
      message: `recent ${i}`,
      createdAt: new Date(now - 29 * DAY + i * 1000).toISOString(),
    }));
    const rows = [...old, ...recent];
    await t.app.db.transaction(async (tx) => {
      // In order (ids grow with time), a thousand rows a statement (PostgreSQL's parameter limit).
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(clientErrors).values(rows.slice(i, i + 1000));
    });
    const response = await injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { body: { message: 'newest' } }));
    expect(response.statusCode).toBe(200);
    const kept = (await t.app.db.select({ message: clientErrors.message }).from(clientErrors)).map((r) => r.message);
    expect(kept).toHaveLength(CLIENT_ERROR_ROWS_KEPT);
    expect(kept).toContain('newest');
    expect(kept.filter((m) => m.startsWith('old'))).toEqual([]);
    // The oldest recent ones made room.
    expect(kept).not.toContain('recent 2');
    expect(kept).toContain('recent 3');
  });
});

describe('[client-errors] retention at start', () => {
  it('removes reports older than 30 days when the server starts', async () => {
    const t = await createTestApp();
    try {
      const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_EMAIL.admin)).limit(1);
      await t.app.db.insert(clientErrors).values({ userId: admin!.id, message: 'stale', createdAt: new Date(Date.now() - 31 * DAY).toISOString() });
      await t.app.db.insert(clientErrors).values({ userId: admin!.id, message: 'fresh', createdAt: new Date(Date.now() - 29 * DAY).toISOString() });
      const restarted = await buildApp(testConfig(t.dataDir, { seedDemo: false, databaseUrl: t.config.databaseUrl }));
      try {
        expect((await restarted.db.select().from(clientErrors)).map((r) => r.message)).toEqual(['fresh']);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('[client-errors] GET /api/admin/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the latest reports for admins, newest first, with who and where', async () => {
    await injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { body: { message: 'first', url: '/offer', trace: 'at Offer' } }));
    await injectAs(t.app, 'employee', requestTo(clientErrorsEndpoints.report, { body: { message: 'second', url: '/operations/4' }, headers: { 'user-agent': 'Phone Browser 1.0' } }));
    const response = await injectAs(t.app, 'admin', requestTo(clientErrorsEndpoints.list));
    expect(response.statusCode).toBe(200);
    const list = response.json<{ message: string }[]>();
    expect(list.map((e) => e.message)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({
      url: '/operations/4',
      userAgent: 'Phone Browser 1.0',
      trace: '',
      user: { email: 'employee@demo.ch', role: 'employee', name: expect.any(String) },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list[1]).toMatchObject({ url: '/offer', trace: 'at Offer', user: { email: 'client@demo.ch', role: 'client' } });
  });

  it('shows at most the latest 200', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_EMAIL.admin)).limit(1);
    await t.app.db.insert(clientErrors).values(Array.from({ length: 250 }, (_, i) => ({ userId: admin!.id, message: `bulk ${i}` })));
    const list = (await injectAs(t.app, 'admin', requestTo(clientErrorsEndpoints.list))).json<{ message: string }[]>();
    expect(list).toHaveLength(200);
    expect(list[0]!.message).toBe('bulk 249');
  });

  it('is for admins only: other roles 403, anonymous 401', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const response = await injectAs(t.app, role, requestTo(clientErrorsEndpoints.list));
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await call(t.app, clientErrorsEndpoints.list)).statusCode).toBe(401);
  });
});
