import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import { createTestApp, setPasswordLink, tokenFor, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { call } from '../../../test/support/call-endpoint';
import { authEndpoints, clientErrorsEndpoints } from '@tragkraft/sync-protocol';

describe('[auth] forgot password and set password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (email: string) => call(t.app, authEndpoints.requestReset, { body: { email }, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1` });
  const setPassword = (token: string, password: string) =>
    call(t.app, authEndpoints.setPassword, { body: { token, password } });
  const login = (email: string, password: string) =>
    call(t.app, authEndpoints.signIn, { body: { email, password }, remoteAddress: '10.8.0.1' });

  it('mails a single-use link that sets a new password', async () => {
    const before = writtenMails(t.dataDir).length;
    const oldToken = await tokenFor(t.app, 'client2@demo.ch');
    const response = await requestReset('Client2@demo.ch');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const mails = await waitForMails(t.dataDir, before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: client2@demo\.ch$/m);
    const link = setPasswordLink(mail);
    expect(link).toMatch(/^http:\/\/app\.test\/set-password\//);
    const token = link!.split('/').at(-1)!;

    expect((await setPassword(token, 'neues-passwort')).statusCode).toBe(200);
    expect((await login('client2@demo.ch', 'neues-passwort')).statusCode).toBe(200);
    expect((await login('client2@demo.ch', 'demo1234')).statusCode).toBe(401);

    const again = await setPassword(token, 'noch-ein-anderes');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalidToken');

    // A reset ends every earlier sign-in.
    const withOld = await call(t.app, clientErrorsEndpoints.report, { token: oldToken, body: { message: 'x' } });
    expect(withOld.statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = writtenMails(t.dataDir).length;
    const response = await requestReset('niemand@example.ch');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writtenMails(t.dataDir)).toHaveLength(before);
  });

  it('refuses an expired link', async () => {
    const before = writtenMails(t.dataDir).length;
    await requestReset('employee@demo.ch');
    const token = setPasswordLink((await waitForMails(t.dataDir, before + 1)).at(-1)!)!.split('/').at(-1)!;
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(isNull(passwordResetTokens.usedAt));
    const response = await setPassword(token, 'Abgelaufen-2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalidToken');
    expect((await login('employee@demo.ch', 'demo1234')).statusCode).toBe(200);
  });

  it('refuses a made-up token, and a short, common or e-mail password without using the link', async () => {
    expect((await setPassword('made-up-token', 'Erfunden-2026')).json().code).toBe('invalidToken');
    const before = writtenMails(t.dataDir).length;
    await requestReset('operator@demo.ch');
    const token = setPasswordLink((await waitForMails(t.dataDir, before + 1)).at(-1)!)!.split('/').at(-1)!;
    const refusals: [string, string][] = [
      ['123456789', 'Das neue Passwort muss mindestens 10 Zeichen lang sein.'],
      ['password123', 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['Qwertyuiop', 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['1234567890', 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['Operator@Demo.ch', 'Das neue Passwort darf nicht Ihre E-Mail-Adresse sein.'],
    ];
    for (const [password, message] of refusals) {
      const refused = await setPassword(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json(), password).toEqual({ code: 'weakPassword', message });
    }
    expect((await setPassword(token, 'Zehn-Zeichen')).statusCode).toBe(200);
  });

  it('sends one account at most 3 reset mails an hour, whatever the addresses; the answer stays the same', async () => {
    const before = writtenMails(t.dataDir).length;
    for (let i = 0; i < 6; i++) {
      const response = await requestReset('clerk@demo.ch');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    await waitForMails(t.dataDir, before + 6, 1500);
    const sent = writtenMails(t.dataDir).slice(before).filter((mail) => /^To: clerk@demo\.ch$/m.test(mail));
    expect(sent).toHaveLength(3);
    // Another account is not held back by it.
    await requestReset('client@demo.ch');
    expect((await waitForMails(t.dataDir, before + 4)).slice(before).some((mail) => /^To: client@demo\.ch$/m.test(mail))).toBe(true);
  });

  it('a new request keeps a link younger than 15 minutes working, and replaces older ones', async () => {
    const linkOf = async (count: number) => setPasswordLink((await waitForMails(t.dataDir, count)).at(-1)!)!.split('/').at(-1)!;
    const email = 'electrolux@demo.ch';
    let before = writtenMails(t.dataDir).length;
    await requestReset(email);
    const first = await linkOf(before + 1);
    await requestReset(email);
    const second = await linkOf(before + 2);
    expect(second).not.toBe(first);
    // The first one (sent a moment ago) still works; using it uses up every link.
    expect((await setPassword(first, 'Electro-Neu-2026')).statusCode).toBe(200);
    expect((await setPassword(second, 'Electro-Neu-2027')).json().code).toBe('invalidToken');

    // A link older than 15 minutes is replaced by the next request.
    before = writtenMails(t.dataDir).length;
    await requestReset('veriset@demo.ch');
    const old = await linkOf(before + 1);
    const sixteenMinutesAgo = new Date(Date.now() + 24 * 3_600_000 - 16 * 60_000).toISOString();
    await t.app.db.update(passwordResetTokens).set({ expiresAt: sixteenMinutesAgo }).where(isNull(passwordResetTokens.usedAt));
    await requestReset('veriset@demo.ch');
    const newest = await linkOf(before + 2);
    expect((await setPassword(old, 'Electro-Neu-2028')).json().code).toBe('invalidToken');
    expect((await setPassword(newest, 'Electro-Neu-2028')).statusCode).toBe(200);
  });

  it('does not send a reset request with an empty e-mail', async () => {
    const response = await call(t.app, authEndpoints.requestReset, { body: { email: '' } });
    expect(response.statusCode).toBe(400);
  });
});
