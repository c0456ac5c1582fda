import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tragkraft/domain';
import { createTestApp, DEMO_EMAIL, injectAs, tokenFor, type TestApp } from '../../../test/support/test-app';

describe('[auth] POST /api/user/change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (role: Role, password: string) =>
    injectAs(t.app, role, { method: 'POST', url: '/api/user/change', payload: { password } });

  it.each<[Role]>([['client'], ['admin'], ['operator'], ['employee']])('lets the %s change the password and keeps the session', async (role) => {
    const token = await tokenFor(t.app, DEMO_EMAIL[role]);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/change', headers: { authorization: `Bearer ${token}` }, payload: { password: 'demo1234' } });
    expect(response.statusCode).toBe(200);
    const stillValid = await t.app.inject({ method: 'POST', url: '/api/client-error', headers: { authorization: `Bearer ${token}` }, payload: { message: 'x' } });
    expect(stillValid.statusCode).toBe(200);
  });

  it('stores the new password', async () => {
    expect((await change('operator', 'anders-99')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/', payload: { email: 'operator@demo.ch', password: 'anders-99' } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/user/change', headers: { authorization: `Bearer ${await tokenFor(t.app, 'operator@demo.ch', 'anders-99')}` }, payload: { password: 'demo1234' } });
  });

  it('refuses fewer than 6 characters with the spec message', async () => {
    const response = await change('client', 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'weakPassword', message: 'Das neue Passwort muss mindestens 6 Zeichen lang sein.' });
  });

  it('refuses the clerk (not in the route table) and anonymous callers', async () => {
    expect((await change('clerk', 'abcdef')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/change', payload: { password: 'abcdef' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
  });
});
