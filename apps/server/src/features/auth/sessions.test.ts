// Sessions end on the server: sign-out, sign-out everywhere, a password change (other devices),
// a reset (all) and an admin deactivation. Only the newest reset link works (once the older one is 15 minutes old).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { createTestApp, setPasswordLink, tokenFor, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { call, urlTo } from '../../../test/support/call-endpoint';
import { authEndpoints, ordersEndpoints, employeeEndpoints, adminUsersEndpoints } from '@tragkraft/sync-protocol';

describe('[auth] sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const asToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const works = async (token: string) => (await asToken(token, 'GET', urlTo(ordersEndpoints.future))).statusCode === 200 || (await asToken(token, 'GET', urlTo(employeeEndpoints.ownFuture))).statusCode === 200;

  it('sign-out ends this token on the server and no other', async () => {
    const phone = await tokenFor(t.app, 'client@demo.ch');
    const office = await tokenFor(t.app, 'client@demo.ch');
    expect((await asToken(phone, 'POST', urlTo(authEndpoints.signOut))).statusCode).toBe(200);
    const after = await asToken(phone, 'GET', urlTo(ordersEndpoints.future));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('invalidToken');
    expect(await works(office)).toBe(true);
  });

  it('sign-out everywhere ends every token of the user, and only of that user', async () => {
    const phone = await tokenFor(t.app, 'clerk@demo.ch');
    const office = await tokenFor(t.app, 'clerk@demo.ch');
    const colleague = await tokenFor(t.app, 'client@demo.ch');
    expect((await asToken(office, 'POST', urlTo(authEndpoints.signOutEverywhere))).statusCode).toBe(200);
    expect(await works(phone)).toBe(false);
    expect(await works(office)).toBe(false);
    expect(await works(colleague)).toBe(true);
  });

  it('a password change ends the other devices and keeps this one', async () => {
    const phone = await tokenFor(t.app, 'employee@demo.ch');
    const office = await tokenFor(t.app, 'employee@demo.ch');
    expect((await asToken(office, 'POST', urlTo(authEndpoints.changePassword), { currentPassword: 'demo1234', password: 'Geraete-Wechsel-26' })).statusCode).toBe(200);
    expect(await works(office)).toBe(true);
    expect(await works(phone)).toBe(false);
  });

  it('an admin deactivating a user ends the user’s sessions, also after reactivation', async () => {
    const admin = await tokenFor(t.app, 'admin@demo.ch');
    const nina = await tokenFor(t.app, 'nina.brunner@demo.ch');
    const user = (await t.app.db.select().from(users).where(eq(users.email, 'nina.brunner@demo.ch')).limit(1))[0]!;
    const detail = (await asToken(admin, 'GET', urlTo(adminUsersEndpoints.detail, { params: { id: user.id } }))).json<Record<string, unknown>>();
    expect((await asToken(admin, 'POST', urlTo(adminUsersEndpoints.update), { ...detail, inactive: true })).statusCode).toBe(200);
    expect((await asToken(admin, 'POST', urlTo(adminUsersEndpoints.update), { ...detail, inactive: false })).statusCode).toBe(200);
    expect(await works(nina)).toBe(false);
  });

  it('only the newest reset link works once the older one is 15 minutes old', async () => {
    const requestReset = () => call(t.app, authEndpoints.requestReset, { body: { email: 'operator@demo.ch' }, remoteAddress: '10.20.0.1' });
    const before = writtenMails(t.dataDir).length;
    await requestReset();
    const older = setPasswordLink((await waitForMails(t.dataDir, before + 1)).at(-1)!)!.split('/').at(-1)!;
    const sentLongAgo = new Date(Date.now() + 24 * 3_600_000 - 20 * 60_000).toISOString();
    await t.app.db.update(passwordResetTokens).set({ expiresAt: sentLongAgo }).where(isNull(passwordResetTokens.usedAt));
    await requestReset();
    const newer = setPasswordLink((await waitForMails(t.dataDir, before + 2)).at(-1)!)!.split('/').at(-1)!;
    const setPassword = (token: string) => call(t.app, authEndpoints.setPassword, { body: { token, password: 'Neu-gesetzt-2026' } });
    expect((await setPassword(older)).json().code).toBe('invalidToken');
    expect((await setPassword(newer)).statusCode).toBe(200);
  });
});
