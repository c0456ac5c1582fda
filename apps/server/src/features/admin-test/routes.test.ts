import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tragkraft/domain';
import { createTestApp, injectAs, type TestApp } from '../../../test/support/test-app';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { adminTestEndpoints } from '@tragkraft/sync-protocol';

describe('[admin-test] test endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a deliberate server error as 500 with a code', async () => {
    const response = await injectAs(t.app, 'admin', requestTo(adminTestEndpoints.serverError));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'testError', message: 'Absichtlicher Testfehler des Servers.' });
  });

  it('answers a real SQL error as 500 without leaking the statement', async () => {
    const response = await injectAs(t.app, 'admin', requestTo(adminTestEndpoints.sqlError));
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal');
    expect(response.body).not.toMatch(/table_that_does_not_exist|SqliteError|at /);
  });

  it('writes a log line for the log test', async () => {
    const response = await injectAs(t.app, 'admin', requestTo(adminTestEndpoints.log));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, logged: expect.stringContaining('Log-Test') });
  });

  it.each<[Role]>([['operator'], ['employee'], ['client'], ['clerk']])('refuses the %s', async (role) => {
    for (const url of [urlTo(adminTestEndpoints.serverError), urlTo(adminTestEndpoints.sqlError), urlTo(adminTestEndpoints.log)]) {
      expect((await injectAs(t.app, role, { method: 'GET', url })).statusCode).toBe(403);
    }
  });
});
