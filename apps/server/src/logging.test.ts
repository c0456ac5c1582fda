import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { sql } from 'drizzle-orm';
import { rawRows } from './db/open-database';
import { DEMO_PASSWORD } from './db/seed-demo';
import { REQUEST_ID_HEADER, withoutEmailAddresses, withoutSecrets } from './logging';
import { setPasswordLink, testConfig, waitForMails, writtenMails } from '../test/support/test-app';
import { createTestDatabase } from '../test/support/test-database';
import { call } from '../test/support/call-endpoint';
import { authEndpoints, mapsEndpoints } from '@tragkraft/sync-protocol';

describe('[logs] structured request logs without personal data', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-logs-'));
    app = await buildApp(testConfig(dataDir, { logLevel: 'info', databaseUrl: await createTestDatabase(true, dataDir) }), { write: (line) => void lines.push(line) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON object per line; each request line has its id, method, path and status, and nothing personal', async () => {
    lines.length = 0;
    const wrong = await call(app, authEndpoints.signIn, { body: { email: 'client@demo.ch', password: 'falsch-123' } });
    expect(wrong.statusCode).toBe(401);
    const login = await call(app, authEndpoints.signIn, { body: { email: 'client@demo.ch', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const search = await call(app, mapsEndpoints.autocomplete, { query: { q: 'Seefeldstrasse 88' }, token });
    expect(search.statusCode).toBe(200);
    const reset = await call(app, authEndpoints.requestReset, { body: { email: 'client@demo.ch' } });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.map((e) => e.res)).toEqual([401, 200, 200, reset.statusCode].map((statusCode) => ({ statusCode })));
    const received = entries.filter((e) => e.msg === 'incoming request');
    expect(received.map((e) => e.req)).toEqual([
      // Literal paths on purpose: as the log line prints them.
      { method: 'POST', path: '/api/auth/' },
      { method: 'POST', path: '/api/auth/' },
      { method: 'GET', path: '/api/maps/autocomplete' },
      { method: 'POST', path: '/api/auth/request-reset' },
    ]);
    // The id of each request is on its lines and in its answer.
    expect(completed[2]!.reqId).toBe(search.headers[REQUEST_ID_HEADER]);
    expect(new Set(received.map((e) => e.reqId)).size).toBe(4);

    const text = lines.join('\n');
    for (const secret of ['client@demo.ch', DEMO_PASSWORD, 'falsch-123', token, 'Seefeld', '127.0.0.1', 'remoteAddress', 'authorization']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('never logs the token of a set-password link that is opened', async () => {
    // The first test's reset mail may still be on its way: wait for the clerk's own.
    await waitForMails(dataDir, 1);
    const before = writtenMails(dataDir).length;
    const reset = await call(app, authEndpoints.requestReset, { body: { email: 'clerk@demo.ch' } });
    expect(reset.statusCode).toBe(200);
    const link = setPasswordLink((await waitForMails(dataDir, before + 1)).find((mail) => mail.includes('clerk@demo.ch')) ?? '');
    expect(link).not.toBeNull();
    const path = new URL(link!).pathname;
    const token = path.split('/').pop()!;
    lines.length = 0;
    for (const url of [path, `${path}?x=1`, `${path}/`, `/SET-PASSWORD/${token}`, `//set-password/${token}`]) {
      await app.inject({ method: 'GET', url });
    }
    const received = lines.map((line) => JSON.parse(line) as { msg: string; req?: { path: string } }).filter((e) => e.msg === 'incoming request');
    expect(received.map((e) => e.req!.path)).toEqual([
      '/set-password/[redacted]',
      '/set-password/[redacted]',
      '/set-password/[redacted]/',
      '/SET-PASSWORD/[redacted]',
      '//set-password/[redacted]',
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('redacts every secret link pattern, and leaves other paths alone', () => {
    expect(withoutSecrets('/set-password/abc_DEF-123')).toBe('/set-password/[redacted]');
    // Literal paths on purpose: what the log redacts.
    expect(withoutSecrets('/api/calendar/Zx9_secret-1.ics')).toBe('/api/calendar/[redacted].ics');
    expect(withoutSecrets('/api/calendar/Zx9_secret-1')).toBe('/api/calendar/[redacted]');
    expect(withoutSecrets('/set-password')).toBe('/set-password');
    expect(withoutSecrets('/operation/12')).toBe('/operation/12');
    expect(withoutSecrets('/api/auth/set-password')).toBe('/api/auth/set-password');
    expect(withoutSecrets('/set%2Dpassword/abc')).toBe('/set-password/[redacted]');
    expect(withoutSecrets('/orders/%E0%A4%A')).toBe('/orders/%E0%A4%A');
  });

  it('logs a failed database query without its parameters, on either engine (issue 29)', async () => {
    lines.length = 0;
    const secret = 'geheim.person@example.ch';
    // A real query of each engine that fails after its parameters were bound.
    const failed = await rawRows(app.db, sql`SELECT * FROM table_that_does_not_exist WHERE email = ${secret} AND name = ${'Hans Geheim'}`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    app.log.error({ err: failed }, 'unexpected error');
    const text = lines.join('\n');
    expect(text).toContain('table_that_does_not_exist');
    for (const value of [secret, 'geheim.person', 'Hans Geheim']) expect(text, value).not.toContain(value);
  });

  it('masks e-mail addresses in error texts it logs', () => {
    expect(withoutEmailAddresses("Can't send mail - all recipients were rejected: 550 5.1.1 <max.muster@firma.ch>: unknown")).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <<e-mail>>: unknown",
    );
  });
});
