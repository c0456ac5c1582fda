// Issue 21: absences of field staff: entered, listed (by week), refused when overlapping or
// malformed, removed; the person sees their own; only admins manage them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, isoWeekKey, latestStageDate, mondayOf, zurichToday } from '@tragkraft/domain';
import type { Absence, NewAbsenceAnswer, OwnAbsence } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { absences, auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { absencesEndpoints, type AbsenceListQuery } from '@tragkraft/sync-protocol';

describe('[absences] /api/admin/absences and /api/me/absences', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const today = zurichToday(new Date());
  const monday = mondayOf(addDays(today, 150));
  const day = (n: number) => addDays(monday, n);
  const create = (body: Record<string, unknown>) => as(t.app, 'admin', requestTo(absencesEndpoints.create, { unsafeBody: body }));
  const list = async (query: AbsenceListQuery = {}) => {
    const response = await as(t.app, 'admin', requestTo(absencesEndpoints.list, { query }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Absence[]>();
  };
  const stored = async () => (await t.app.db.select().from(absences)).length;

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['employee@demo.ch', 'nina.brunner@demo.ch', 'jonas.frei@demo.ch', 'peter.alt@demo.ch', 'admin@demo.ch', 'client@demo.ch', 'operator@demo.ch']) {
      const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      ids[email.split('@')[0]!] = user!.id;
    }
  });
  afterAll(() => t.close());

  it('refuses the admin routes to every other role and the own list to admins and customers', async () => {
    const body = { userId: ids['jonas.frei'], startDate: day(0), endDate: day(1), reason: 'Ferien' };
    await expectAdminOnly(t.app, requestTo(absencesEndpoints.list));
    await expectAdminOnly(t.app, requestTo(absencesEndpoints.create, { unsafeBody: body }));
    await expectAdminOnly(t.app, requestTo(absencesEndpoints.remove, { params: { id: 1 } }));
    expect(await stored()).toBe(0);
    for (const role of ['admin', 'client', 'clerk']) expect((await as(t.app, role, requestTo(absencesEndpoints.own))).statusCode, role).toBe(403);
    expect((await call(t.app, absencesEndpoints.own)).statusCode).toBe(401);
  });

  it('enters an absence, names the stages planned in it, lists it by week and for the person', async () => {
    const planned = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: day(2), time: '08:00', amount: 1 }, team: [{ userId: ids['nina.brunner']!, confirmation: true }] });
    await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: day(3), time: '08:00', amount: 1 }, team: [{ userId: ids['nina.brunner']!, confirmation: false }] });
    const response = await create({ userId: ids['nina.brunner'], startDate: day(1), endDate: day(4), reason: 'Ferien' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<NewAbsenceAnswer>();
    expect(answer.absence).toMatchObject({ userId: ids['nina.brunner'], name: 'Nina Brunner', startDate: day(1), endDate: day(4), reason: 'Ferien' });
    expect(answer.plannedDuring).toEqual([{ stageId: planned.stage.id, orderId: planned.order.id, date: day(2), time: '08:00' }]);

    await create({ userId: ids.employee, startDate: day(7), endDate: day(8), reason: 'Weiterbildung' });
    expect((await list({ week: isoWeekKey(monday) })).map((a) => a.name)).toEqual(['Nina Brunner']);
    expect((await list({ week: isoWeekKey(day(7)) })).map((a) => a.name)).toEqual(['Luca Keller']);
    expect((await list({ userId: ids.employee })).map((a) => a.startDate)).toEqual([day(7)]);
    expect((await list()).map((a) => a.id)).toEqual(expect.arrayContaining([answer.absence.id]));

    const own = await as(t.app, 'employee', requestTo(absencesEndpoints.own));
    expect(own.statusCode).toBe(200);
    expect(own.json<OwnAbsence[]>()).toEqual([{ id: expect.any(Number), startDate: day(7), endDate: day(8), reason: 'Weiterbildung' }]);
    expect((await as(t.app, 'operator', requestTo(absencesEndpoints.own))).json()).toEqual([]);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'absence.create'));
    expect(audit.map((e) => e.entityId)).toEqual(expect.arrayContaining([String(ids['nina.brunner'])]));
  });

  it('refuses an absence overlapping another of the same person (409), nothing stored', async () => {
    const before = await stored();
    for (const [startDate, endDate] of [
      [day(4), day(6)],
      [day(0), day(1)],
      [day(2), day(2)],
      [day(-5), day(20)],
    ]) {
      const response = await create({ userId: ids['nina.brunner'], startDate, endDate, reason: 'Krankheit' });
      expect(response.statusCode, `${startDate}..${endDate}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict', message: `Nina Brunner ist vom ${formatDate(day(1))} bis ${formatDate(day(4))} bereits abwesend (Ferien).` });
    }
    expect(await stored()).toBe(before);
    // The day after, and another person on the same days, are fine.
    expect((await create({ userId: ids['nina.brunner'], startDate: day(5), endDate: day(5), reason: 'Andere' })).statusCode).toBe(200);
    expect((await create({ userId: ids['jonas.frei'], startDate: day(1), endDate: day(4), reason: 'Krankheit' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await stored();
    const good = { userId: ids['jonas.frei'], startDate: day(30), endDate: day(31), reason: 'Ferien' };
    const cases: [string, Record<string, unknown>, string | null][] = [
      ['end before start', { ...good, startDate: day(31), endDate: day(30) }, 'Das Enddatum liegt vor dem Startdatum.'],
      ['too long', { ...good, endDate: addDays(day(30), 400) }, 'Eine Abwesenheit dauert höchstens 400 Tage.'],
      ['an admin', { ...good, userId: ids.admin }, 'Abwesenheiten gibt es nur für aktive Mitarbeiter und Einsatzleiter.'],
      ['a client', { ...good, userId: ids.client }, 'Abwesenheiten gibt es nur für aktive Mitarbeiter und Einsatzleiter.'],
      ['an inactive person', { ...good, userId: ids['peter.alt'] }, 'Abwesenheiten gibt es nur für aktive Mitarbeiter und Einsatzleiter.'],
      ['nobody', { ...good, userId: 999_999 }, 'Abwesenheiten gibt es nur für aktive Mitarbeiter und Einsatzleiter.'],
      ['an unknown reason', { ...good, reason: 'Militär' }, null],
      ['no date', { ...good, startDate: undefined }, null],
      ['a malformed date', { ...good, endDate: '2026-13-01' }, null],
      ['a text user', { ...good, userId: 'x' }, null],
      // Beyond PostgreSQL's integer: bad input, not a database error (500).
      ['a huge user id', { ...good, userId: 99_999_999_999 }, null],
      // Issue 29: the years 0000 and 9999 were taken; dates lie in 2000 to 2099, and an absence
      // ends at most two years ahead, as an order's stages.
      ['the year 0000', { ...good, startDate: '0000-01-01' }, null],
      ['the year 9999', { ...good, endDate: '9999-12-31' }, null],
      ['the year 10000', { ...good, endDate: '10000-01-01' }, null],
      ['three years ahead', { ...good, startDate: addDays(today, 365 * 3), endDate: addDays(today, 365 * 3) }, `Das Datum darf höchstens 2 Jahre in der Zukunft liegen (spätestens ${formatDate(latestStageDate(new Date()))}).`],
    ];
    for (const [what, body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, what).toBe(400);
      if (message !== null) expect(response.json<{ message: string }>().message, what).toBe(message);
    }
    for (const query of [{ week: '2026-W99' }, { week: '9999-W52' }, { week: '0000-W01' }, { week: 'abc' }, { userId: 0 }, { userId: 99999999999 }]) {
      expect((await as(t.app, 'admin', requestTo(absencesEndpoints.list, { unsafeQuery: query }))).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await stored()).toBe(before);
  });

  it('removes an absence once; then 404', async () => {
    const created = (await create({ userId: ids.employee, startDate: day(40), endDate: day(40), reason: 'Andere' })).json<NewAbsenceAnswer>();
    const remove = () => as(t.app, 'admin', requestTo(absencesEndpoints.remove, { params: { id: created.absence.id } }));
    const first = await remove();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await list({ userId: ids.employee })).some((a) => a.id === created.absence.id)).toBe(false);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'notFound', message: 'Abwesenheit nicht gefunden.' });
    expect((await as(t.app, 'admin', requestTo(absencesEndpoints.remove, { unsafeParams: { id: 'abc' } }))).statusCode).toBe(400);
    expect((await as(t.app, 'admin', requestTo(absencesEndpoints.remove, { params: { id: 99999999999 } }))).statusCode).toBe(400);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'absence.delete'));
    expect(audit).toHaveLength(1);
  });
});
