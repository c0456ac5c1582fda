// The bad-input sweep: malformed JSON, wrong shapes, huge strings, odd numbers, path
// traversal in ids and invalid tokens against every API route. Every answer must be a 4xx
// (or a harmless 2xx for reads that ignore the junk) with { code, message } and no internals,
// never a 500, and the stored data must be exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Access, Role } from '@tragkraft/domain';
import { endpointList, calendarEndpoints } from '@tragkraft/sync-protocol';
import { rawRows } from '../db/open-database';
import { ENGINE } from '../db/schema';
import { refreshStageFigures } from '../features/analytics/stage-figures';
import { createTestApp, DEMO_EMAIL, SESSION_ENDING_ROUTES, tokenFor, type TestApp } from '../../test/support/test-app';
import { concretePath } from '../../test/security/route-params';
import { call } from '../../test/support/call-endpoint';

const DELIBERATE_500 = new Set(['GET /api/admin/test-error', 'GET /api/admin/test-sql-error']);

// 2147483648: one past PostgreSQL's integer (issue 29, it reached the database as a 500).
const BAD_IDS = ['-1', '0', '2147483648', '99999999999999999999999', '1e3', 'abc', '..%2F..%2Fetc%2Fpasswd', '%00', "1'%20OR%201=1"];
const HUGE = 'x'.repeat(200_000);
const BAD_BODIES: (string | object)[] = [
  '{"unterminated": ',
  '[1,2,3]',
  '"just a string"',
  'null',
  { email: 12, password: ['x'], calcId: 'eins', stageId: -5, orderId: 1e308, invoiceId: '../1', lines: 'none' },
  { email: HUGE, message: HUGE, password: HUGE, address: HUGE, reason: HUGE },
  { startDate: '2026-02-30', endDate: 'gestern', date: '31.02.2026', time: '25:61', hours: -3, amount: Number.MAX_SAFE_INTEGER },
  // Issue 29: NUL in a string and numbers past 32 bits reached PostgreSQL (500s); years 0000 and 9999.
  { email: 'client@demo.ch\u0000', password: 'x\u0000', name: 'a\u0000b', message: '\u0000', company: 'NUL\u0000AG', description: '\u0000' },
  { id: 2_147_483_648, userId: 2_147_483_648, calcId: 2_147_483_648, orderId: 2_147_483_648, stageId: 2_147_483_648, invoiceId: 2_147_483_648, amount: 2_147_483_648, waitingTimeAmount: 1e300, since: 2_147_483_648 },
  { startDate: '0000-01-01', endDate: '9999-12-31', date: '9999-12-31', paymentDate: '0000-01-01', from: '0000-01-01', to: '9999-12-31', week: '9999-W52' },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}') as object,
];

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every entry of the endpoint table as ['METHOD /api/path', access], HEAD beside each GET. */
function routes(): [string, Access][] {
  return endpointList().flatMap(({ entry }): [string, Access][] => {
    const route: [string, Access] = [`${entry.method} ${entry.path}`, entry.access];
    return entry.method === 'GET' ? [route, [`HEAD ${entry.path}`, entry.access]] : [route];
  });
}

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Sign-in bookkeeping, not stored data: the sweep signs in and out on purpose (a sign-in
 * renews its place; "Auf allen Geräten abmelden" revokes the calendar link, issue 29).
 */
const AUTH_TABLES = new Set(['sessions', 'auth_attempts', 'sign_in_places', 'calendar_feeds']);

const TABLE_NAMES =
  ENGINE === 'postgres'
    ? sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
    : sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`;

/** Every table's rows, hashed per table: the sweep must not change a single stored value. */
async function dataFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = (await rawRows<{ name: string }>(t.app.db, TABLE_NAMES)).filter(({ name }) => !AUTH_TABLES.has(name));
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    // Sorted here: PostgreSQL has no rowid, and row order without ORDER BY is not defined.
    const rows = (await rawRows<Record<string, unknown>>(t.app.db, sql`SELECT * FROM ${sql.identifier(name)}`)).map((row) => JSON.stringify(row)).sort();
    hashes[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  return hashes;
}

describe('[security] bad-input sweep over every API route', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_EMAIL) as Role[]) tokens[role] = await tokenFor(t.app, DEMO_EMAIL[role]);
    // GET /api/me/calendar makes the caller's feed link on its first call, by design (issue 20):
    // the sweep starts with the link made, so that read changes nothing.
    await call(t.app, calendarEndpoints.ownLink, { token: tokens.admin });
    // The analytics figures (a cache of the stages, refreshed at start and by reads) are fresh
    // before the sweep: on PostgreSQL the start's refresh may still run when it begins.
    await refreshStageFigures(t.app.db);
  });
  afterAll(() => t.close());

  function expectClean(response: { statusCode: number; body: string }, what: string) {
    expect(response.statusCode, what).toBeLessThan(500);
    // HEAD answers carry no body.
    if (response.statusCode >= 400 && !what.startsWith('HEAD ')) {
      const body = JSON.parse(response.body) as { code?: unknown; message?: unknown };
      expect(typeof body.code, what).toBe('string');
      expect(typeof body.message, what).toBe('string');
    }
    expect(response.body, what).not.toMatch(/\n\s+at |SqliteError|node_modules|SQLITE_/);
  }

  it('answers every malformed request with a 4xx and a code, and changes no stored data', async () => {
    const before = await dataFingerprint(t);
    let requests = 0;
    for (const [route, access] of routes()) {
      if (DELIBERATE_500.has(route.replace(/^HEAD /, 'GET '))) continue;
      const [method, path] = route.split(' ') as [Method, string];
      const role: Role | null = access === 'public' ? null : access[0]!;
      const token = async () => (role && SESSION_ENDING_ROUTES.has(route) ? tokenFor(t.app, DEMO_EMAIL[role]) : tokens[role!]);
      const paths = path.includes(':') ? BAD_IDS.map((id) => path.replace(/:(\w+)/g, id)) : [path];
      for (const url of paths) {
        for (const body of method === 'GET' || method === 'HEAD' || method === 'DELETE' ? [undefined] : BAD_BODIES) {
          const response = await t.app.inject({
            method,
            url: `${url}?q=${encodeURIComponent(HUGE.slice(0, 5000))}&since=-1&from=nie`,
            headers: { ...(role ? { authorization: `Bearer ${await token()}` } : {}), ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
            ...(body === undefined ? {} : { payload: body }),
          });
          requests++;
          expectClean(response, `${route} as ${url} with ${typeof body === 'string' ? body.slice(0, 30) : JSON.stringify(body)?.slice(0, 60)}`);
        }
      }
      // 'Sign out everywhere' ended the shared token of that role too.
      if (role && SESSION_ENDING_ROUTES.has(route)) tokens[role] = await tokenFor(t.app, DEMO_EMAIL[role]);
    }
    expect(requests).toBeGreaterThan(500);
    expect(await dataFingerprint(t)).toEqual(before);
    // Some thousand requests: on PostgreSQL (a database per request's transaction) over a minute.
  }, 300_000);

  it('refuses expired, forged and unsigned tokens on every protected route', async () => {
    const [header, payload] = tokens.admin.split('.') as [string, string, string];
    const expiredPayload = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) - 60 };
    const wrongKey = createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url');
    const badTokens = [
      `${header}.${b64(expiredPayload)}.${tokens.admin.split('.')[2]}`,
      `${header}.${payload}.${wrongKey}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${wrongKey}`,
      'Bearer',
      '',
    ];
    for (const [route, access] of routes()) {
      if (access === 'public') continue;
      const [method, path] = route.split(' ') as [Method, string];
      for (const token of badTokens) {
        const response = await t.app.inject({ method, url: concretePath(path), headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, `${route} with ${token.slice(0, 20)}`).toBe(401);
      }
    }
  }, 120_000);
});
