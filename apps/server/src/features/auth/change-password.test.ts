import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tragkraft/domain';
import { createTestApp, DEMO_EMAIL, tokenFor, type TestApp } from '../../../test/support/test-app';
import { call } from '../../../test/support/call-endpoint';
import { authEndpoints, clientErrorsEndpoints } from '@tragkraft/sync-protocol';

describe('[auth] POST /api/user/change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changeWith = (token: string, payload: object) =>
    call(t.app, authEndpoints.changePassword, { token, unsafeBody: payload });
  const signIn = (email: string, password: string) => call(t.app, authEndpoints.signIn, { body: { email, password }, remoteAddress: '10.8.1.1' });

  it.each<[Role]>([['client'], ['admin'], ['operator'], ['employee']])('lets the %s change the password with the current one and keeps the session', async (role) => {
    const token = await tokenFor(t.app, DEMO_EMAIL[role]);
    const response = await changeWith(token, { currentPassword: 'demo1234', password: `Neu-fuer-${role}-26` });
    expect(response.statusCode, response.body).toBe(200);
    const stillValid = await call(t.app, clientErrorsEndpoints.report, { token, body: { message: 'x' } });
    expect(stillValid.statusCode).toBe(200);
    expect((await signIn(DEMO_EMAIL[role], `Neu-fuer-${role}-26`)).statusCode).toBe(200);
    // Back, for the other tests (the old short demo password is no longer accepted as new).
    expect((await changeWith(token, { currentPassword: `Neu-fuer-${role}-26`, password: 'demo1234' })).statusCode).toBe(400);
  });

  it('refuses without the current password, or with a wrong one, and changes nothing (German text)', async () => {
    const token = await tokenFor(t.app, 'nina.brunner@demo.ch');
    const without = await changeWith(token, { password: 'Gestohlenes-Handy' });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('validation');
    const empty = await changeWith(token, { currentPassword: '', password: 'Gestohlenes-Handy' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'wrongPassword', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' });
    const wrong = await changeWith(token, { currentPassword: 'geraten-1234', password: 'Gestohlenes-Handy' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'wrongPassword', message: 'Das aktuelle Passwort ist falsch.' });
    expect((await signIn('nina.brunner@demo.ch', 'demo1234')).statusCode).toBe(200);
    expect((await signIn('nina.brunner@demo.ch', 'Gestohlenes-Handy')).statusCode).toBe(401);
  });

  it('stops guessing the current password after 5 wrong ones (429)', async () => {
    const token = await tokenFor(t.app, 'jonas.frei@demo.ch');
    for (let i = 0; i < 5; i++) expect((await changeWith(token, { currentPassword: `falsch-${i}`, password: 'Gestohlenes-Handy' })).statusCode).toBe(400);
    const held = await changeWith(token, { currentPassword: 'demo1234', password: 'Gestohlenes-Handy' });
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('tooManyRequests');
  });

  it('refuses a password shorter than 10 characters, a common one and the e-mail (weakPassword)', async () => {
    const token = await tokenFor(t.app, 'reto.baumann@demo.ch');
    const cases: [string, string][] = [
      ['kurz-123', 'Das neue Passwort muss mindestens 10 Zeichen lang sein.'],
      ['demo1234', 'Das neue Passwort muss mindestens 10 Zeichen lang sein.'],
      ['Basketball', 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['qwerty123456', 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['reto.baumann@demo.ch', 'Das neue Passwort darf nicht Ihre E-Mail-Adresse sein.'],
    ];
    for (const [password, message] of cases) {
      const response = await changeWith(token, { currentPassword: 'demo1234', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({ code: 'weakPassword', message });
    }
    // The existing short demo password still signs in until it is changed.
    expect((await signIn('reto.baumann@demo.ch', 'demo1234')).statusCode).toBe(200);
  });

  it('refuses the clerk (not in the route table) and anonymous callers', async () => {
    const clerk = await tokenFor(t.app, DEMO_EMAIL.clerk);
    expect((await changeWith(clerk, { currentPassword: 'demo1234', password: 'Sicher-genug-26' })).statusCode).toBe(403);
    const anonymous = await call(t.app, authEndpoints.changePassword, { body: { currentPassword: 'demo1234', password: 'Sicher-genug-26' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
  });
});
