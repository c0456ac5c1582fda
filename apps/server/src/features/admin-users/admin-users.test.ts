import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdminUser, AuditEntry } from '@tragkraft/sync-protocol';
import { seedFieldStage, seedUser } from '../../db/factories';
import { users } from '../../db/schema';
import { createTestApp, setPasswordLink, tokenFor, waitForMails, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, parseMailText, userIdOf } from '../../../test/features/admin-users/test-admin';
import { call, requestTo, urlTo } from '../../../test/support/call-endpoint';
import { adminUsersEndpoints, auditEndpoints, authEndpoints, employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';

describe('[admin-users] client users and staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => as(t.app, 'admin', { method: 'POST', url, payload });
  const staffBody = { email: 'neu.mitarbeiter@demo.ch', role: 'employee', gender: 'male', firstName: 'Neu', lastName: 'Mitarbeiter', phone: '079 000 00 01', permanent: true };
  const auditOf = async (userId: number) =>
    (await as(t.app, 'admin', requestTo(auditEndpoints.log, { query: { entity: 'user', entityId: String(userId) } }))).json<AuditEntry[]>();

  it('refuses every route to every other role and to anonymous callers', async () => {
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.clientUsers, { params: { id: 1 } }));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.detail, { params: { id: 1 } }));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.staff));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.create, { unsafeBody: { ...staffBody, email: 'x@demo.ch' } }));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.update, { unsafeBody: { id: 1, ...staffBody } }));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.remove, { params: { id: await userIdOf(t.app, 'nina.brunner@demo.ch') } }));
    await expectAdminOnly(t.app, requestTo(adminUsersEndpoints.sendPasswordLink, { body: { userId: 1 } }));
    expect(await t.app.db.select().from(users).where(eq(users.email, 'x@demo.ch'))).toEqual([]);
  });

  it('lists the users of a company and the staff with the inactive flag', async () => {
    const clientUsers = (await as(t.app, 'admin', requestTo(adminUsersEndpoints.clientUsers, { params: { id: 1 } }))).json<AdminUser[]>();
    expect(clientUsers.map((u) => u.email)).toEqual(['client@demo.ch', 'clerk@demo.ch']);
    expect(clientUsers[1]).toMatchObject({ role: 'clerk', clientId: 1, cc: false, gender: 'male', firstName: 'Thomas', hasPassword: true });
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.clientUsers, { params: { id: 999 } }))).statusCode).toBe(404);
    const staff = (await as(t.app, 'admin', requestTo(adminUsersEndpoints.staff))).json<AdminUser[]>();
    expect(staff.every((u) => ['admin', 'operator', 'employee'].includes(u.role) && u.clientId === null)).toBe(true);
    expect(staff.find((u) => u.email === 'peter.alt@demo.ch')).toMatchObject({ inactive: true, role: 'employee' });
    expect(staff.find((u) => u.email === 'admin@demo.ch')).toMatchObject({ adminSendEmail: true, phone: '044 555 10 10' });
  });

  it('creates staff without a password and a client user with cc on by default', async () => {
    const staff = await post(urlTo(adminUsersEndpoints.create), { ...staffBody, adminSendEmail: true, clientId: null });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<AdminUser>()).toMatchObject({ ...staffBody, clientId: null, inactive: false, adminSendEmail: false, cc: false, hasPassword: false });
    const clerk = await post(urlTo(adminUsersEndpoints.create), { clientId: 2, email: 'Sachbearbeiter@Alpenbau.ch', role: 'clerk', firstName: 'Sina' });
    expect(clerk.statusCode, clerk.body).toBe(200);
    expect(clerk.json<AdminUser>()).toMatchObject({ clientId: 2, role: 'clerk', cc: true, phone: '', permanent: false, email: 'Sachbearbeiter@Alpenbau.ch' });
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.detail, { params: { id: clerk.json<AdminUser>().id } }))).json()).toMatchObject({ firstName: 'Sina' });
    expect(await auditOf(clerk.json<AdminUser>().id)).toMatchObject([{ action: 'create', changes: { email: 'Sachbearbeiter@Alpenbau.ch' } }]);
  });

  it('answers emailexists for a duplicate e-mail in any case, on create and update', async () => {
    const duplicate = await post(urlTo(adminUsersEndpoints.create), { ...staffBody, email: 'CLIENT@demo.ch' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'emailexists', message: 'emailexists' });
    const nina = await userIdOf(t.app, 'nina.brunner@demo.ch');
    const update = await post(urlTo(adminUsersEndpoints.update), { id: nina, email: 'Employee@Demo.ch', role: 'employee', phone: '076 555 40 40' });
    expect(update.json()).toEqual({ code: 'emailexists', message: 'emailexists' });
    // The own address in another case is not a duplicate.
    const same = await post(urlTo(adminUsersEndpoints.update), { id: nina, email: 'Nina.Brunner@demo.ch', role: 'employee', phone: '076 555 40 40', firstName: 'Nina', lastName: 'Brunner', gender: 'female', permanent: true });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('creates one user when the same new address is sent twice at once, the other gets emailexists', async () => {
    const body = { ...staffBody, email: 'Zweimal@demo.ch' };
    const answers = await Promise.all([post(urlTo(adminUsersEndpoints.create), body), post(urlTo(adminUsersEndpoints.create), { ...body, email: 'zweimal@DEMO.ch' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ code: 'emailexists', message: 'emailexists' });
    const stored = await t.app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'zweimal@demo.ch'`);
    expect(stored).toHaveLength(1);
  });

  it('refuses invalid forms with their German messages', async () => {
    const noPhone = await post(urlTo(adminUsersEndpoints.create), { ...staffBody, email: 'ohne.telefon@demo.ch', phone: ' ' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ code: 'validation', message: 'Bitte geben Sie eine Telefonnummer ein.', errors: [{ field: 'phone' }] });
    const badEmail = await post(urlTo(adminUsersEndpoints.create), { clientId: 1, email: 'kein-at.ch', role: 'client' });
    expect(badEmail.json()).toMatchObject({ message: 'Ungültige E-Mail-Adresse: kein-at.ch' });
    const wrongRole = await post(urlTo(adminUsersEndpoints.create), { clientId: 1, email: 'rolle@demo.ch', role: 'operator', phone: '1' });
    expect(wrongRole.json()).toMatchObject({ message: 'Kundenbenutzer haben die Funktion Kunde oder Sachbearbeiter.' });
    const noClient = await post(urlTo(adminUsersEndpoints.create), { email: 'kunde@demo.ch', role: 'client' });
    expect(noClient.json()).toMatchObject({ message: 'Bitte wählen Sie einen Kunden.' });
    const unknownClient = await post(urlTo(adminUsersEndpoints.create), { clientId: 999, email: 'kunde@demo.ch', role: 'client' });
    expect(unknownClient.statusCode).toBe(404);
    const toStaff = await post(urlTo(adminUsersEndpoints.update), { id: await userIdOf(t.app, 'clerk@demo.ch'), email: 'clerk@demo.ch', role: 'admin', phone: '1' });
    expect(toStaff.json()).toMatchObject({ message: 'Kundenbenutzer haben die Funktion Kunde oder Sachbearbeiter.' });
  });

  it('ends the sessions of a deactivated employee, who can no longer sign in nor be planned', async () => {
    const person = await seedUser(t.app.db, { email: 'weg@demo.ch', role: 'employee', firstName: 'Wegda', lastName: 'Test', phone: '079 1' });
    const token = await tokenFor(t.app, 'weg@demo.ch');
    const deactivated = await post(urlTo(adminUsersEndpoints.update), { id: person.id, email: 'weg@demo.ch', role: 'employee', firstName: 'Wegda', lastName: 'Test', phone: '079 1', inactive: true });
    expect(deactivated.json<AdminUser>().inactive).toBe(true);
    const signIn = await call(t.app, authEndpoints.signIn, { body: { email: 'weg@demo.ch', password: 'demo1234' } });
    expect(signIn.statusCode).toBe(401);
    const old = await call(t.app, employeeEndpoints.ownFuture, { token });
    expect(old.statusCode).toBe(401);
    expect(await auditOf(person.id)).toMatchObject([{ action: 'update', changes: { inactive: { from: false, to: true } } }]);
  });

  it('keeps the admin from deactivating or deleting themself', async () => {
    const admin = await userIdOf(t.app, 'admin@demo.ch');
    const self = await post(urlTo(adminUsersEndpoints.update), { id: admin, email: 'admin@demo.ch', role: 'admin', phone: '044 555 10 10', inactive: true });
    expect(self.statusCode).toBe(400);
    const deleted = await as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id: admin } }));
    expect(deleted.json()).toMatchObject({ code: 'badRequest', message: 'Sie können sich nicht selbst löschen.' });
  });

  it('removes a user without history and anonymises one with history', async () => {
    const fresh = (await post(urlTo(adminUsersEndpoints.create), { ...staffBody, email: 'kurz@demo.ch' })).json<AdminUser>();
    const removed = await as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id: fresh.id } }));
    expect(removed.json()).toEqual({ ok: true, result: 'removed' });
    expect(await t.app.db.select().from(users).where(eq(users.id, fresh.id))).toEqual([]);

    const worker = await seedUser(t.app.db, { email: 'erfahren@demo.ch', role: 'employee', firstName: 'Erfa', lastName: 'Ren', phone: '079 2' });
    const { stage } = await seedFieldStage(t.app.db, { clientId: 1, userId: await userIdOf(t.app, 'client@demo.ch'), stage: { date: '2024-02-01', time: '08:00' }, team: [{ userId: worker.id, hours: 6 }] });
    const anonymised = await as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id: worker.id } }));
    expect(anonymised.json()).toEqual({ ok: true, result: 'anonymised' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, worker.id)).limit(1);
    expect(row).toMatchObject({ email: `deleted-${worker.id}@invalid`, inactive: true, phone: '', passwordHash: null, firstName: 'Erfa', lastName: 'Ren' });
    expect(row!.deletedAt).not.toBeNull();
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.detail, { params: { id: worker.id } }))).statusCode).toBe(404);
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.staff))).json<AdminUser[]>().map((u) => u.id)).not.toContain(worker.id);
    // The history stays: the stage's team still names the person; the address is free again.
    const detail = await as(t.app, 'admin', requestTo(operationsEndpoints.detail, { params: { stageId: stage.id } }));
    expect(JSON.stringify(detail.json())).toContain('Erfa');
    expect((await post(urlTo(adminUsersEndpoints.create), { ...staffBody, email: 'erfahren@demo.ch' })).statusCode).toBe(200);
    expect(await auditOf(worker.id)).toMatchObject([{ action: 'anonymise' }]);
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id: worker.id } }))).statusCode).toBe(404);
  });

  it('deletes a user sent several times at once once: the others answer 404, one audit entry', async () => {
    const fresh = (await post(urlTo(adminUsersEndpoints.create), { ...staffBody, email: 'doppelklick@demo.ch' })).json<AdminUser>();
    const answers = await Promise.all(Array.from({ length: 6 }, () => as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id: fresh.id } }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect((await auditOf(fresh.id)).map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('e-mails a set-password link that lets the new user sign in', async () => {
    const created = (await post(urlTo(adminUsersEndpoints.create), { clientId: 1, email: 'neuer.kunde@demo.ch', role: 'client', firstName: 'Nora' })).json<AdminUser>();
    const before = (await waitForMails(t.dataDir, 0)).length;
    const response = await post(urlTo(adminUsersEndpoints.sendPasswordLink), { userId: created.id });
    expect(response.json()).toEqual({ ok: true, sentTo: 'neuer.kunde@demo.ch' });
    const mails = await waitForMails(t.dataDir, before + 1);
    const mail = mails.at(-1)!;
    expect(await parseMailText(mail)).toMatchObject({ to: 'neuer.kunde@demo.ch', subject: 'Passwort setzen' });
    const token = setPasswordLink(mail)!.split('/').at(-1)!;
    const set = await call(t.app, authEndpoints.setPassword, { body: { token, password: 'Sicher-2024!' } });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await call(t.app, authEndpoints.signIn, { body: { email: 'neuer.kunde@demo.ch', password: 'Sicher-2024!' } });
    expect(signIn.statusCode).toBe(200);
    expect((await auditOf(created.id))[0]).toMatchObject({ action: 'sendPasswordLink', changes: { sentTo: 'neuer.kunde@demo.ch' } });
    const inactive = await post(urlTo(adminUsersEndpoints.sendPasswordLink), { userId: await userIdOf(t.app, 'peter.alt@demo.ch') });
    expect(inactive.statusCode).toBe(409);
    expect((await post(urlTo(adminUsersEndpoints.sendPasswordLink), { userId: 99_999 })).statusCode).toBe(404);
  });
});
