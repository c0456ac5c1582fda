// Issue 32: working time recorded by field staff, seen, approved, corrected and exported by
// the office. Every route and role; bad input refused with nothing changed; on both engines.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '@tragkraft/domain';
import { urlOf, workingTimeEndpoints as E, type StageHoursComparison, type StageRecordedHours, type TimeEntry, type TimeWeek, adminUsersEndpoints } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { auditLog, timeEntries, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, userIdOf } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';

const MON = '2026-11-09';
const WEEK = '2026-W46';
const at = (time: string, date = MON) => zurichInstant(date, time).toISOString();

describe('[working-time] /api/me/time and /api/admin/time', () => {
  let t: TestApp;
  let employee: number;
  let operator: number;
  let stageA: number;
  let stageB: number;
  const stored = async () => (await t.app.db.select({ n: count() }).from(timeEntries))[0]!.n;
  const tap = (who: string, kind: string, time: string, extra: Record<string, unknown> = {}, date = MON) =>
    as(t.app, who, { method: 'POST', url: E.record.path, payload: { clientId: randomUUID(), kind, at: at(time, date), ...extra } });
  const ownWeek = async (who: string, week = WEEK) => {
    const response = await as(t.app, who, { method: 'GET', url: urlOf(E.ownWeek, { week }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimeWeek>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    employee = await userIdOf(t.app, 'employee@demo.ch');
    operator = await userIdOf(t.app, 'operator@demo.ch');
    // They joined at the start of the year (the demo data was made just now).
    for (const id of [employee, operator]) await t.app.db.update(users).set({ createdAt: '2026-01-05T07:00:00.000Z' }).where(eq(users.id, id));
    const team = [{ userId: employee, confirmation: true, hours: 4 }, { userId: operator, confirmation: true }];
    stageA = (await seedFieldStage(t.app.db, { clientId: 1, userId: 3, stage: { date: MON, time: '08:00', amount: 2 }, team })).stage.id;
    stageB = (await seedFieldStage(t.app.db, { clientId: 1, userId: 3, stage: { date: MON, time: '13:00', amount: 2 }, team: [{ userId: employee, confirmation: true }] })).stage.id;
  });
  afterAll(() => t.close());

  it('lets field staff use their routes and the admin the office routes; clients and clerks nothing', async () => {
    const body = { clientId: randomUUID(), kind: 'start', at: at('07:00') };
    for (const role of ['admin', 'client', 'clerk']) {
      expect((await as(t.app, role, { method: 'GET', url: urlOf(E.ownWeek, { week: WEEK }) })).statusCode, role).toBe(403);
      expect((await as(t.app, role, { method: 'POST', url: E.record.path, payload: body })).statusCode, role).toBe(403);
      expect((await as(t.app, role, { method: 'POST', url: E.correctOwn.path, payload: { entryId: 1, kind: 'end', reason: 'Test' } })).statusCode, role).toBe(403);
      expect((await as(t.app, role, { method: 'GET', url: urlOf(E.stageHours, { stageId: stageA }) })).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: E.record.path, payload: body })).statusCode).toBe(401);
    await expectAdminOnly(t.app, { method: 'GET', url: urlOf(E.weeks, { week: WEEK }) });
    await expectAdminOnly(t.app, { method: 'POST', url: E.approve.path, payload: { userId: employee, week: WEEK } });
    await expectAdminOnly(t.app, { method: 'POST', url: E.correct.path, payload: { entryId: 1, kind: 'end', reason: 'Test' } });
    await expectAdminOnly(t.app, { method: 'GET', url: urlOf(E.stageComparison, { week: WEEK }) });
    await expectAdminOnly(t.app, { method: 'GET', url: urlOf(E.export, { month: '2026-11', format: 'csv', userId: employee }) });
    expect(await stored()).toBe(0);
  });

  it('records a day with travel, two stages, a break and the end; totals per day and week', async () => {
    for (const [kind, time, stageId] of [
      ['start', '07:00', null],
      ['travel', '07:00', stageA],
      ['resume', '07:30', null],
      ['pause', '12:00', null],
      ['travel', '12:45', stageB],
      ['resume', '13:15', null],
      ['end', '16:30', null],
    ] as const) {
      const response = await tap('employee', kind, time, stageId ? { stageId } : {});
      expect(response.statusCode, `${kind} ${response.body}`).toBe(200);
      expect(response.json<TimeEntry>()).toMatchObject({ kind, at: at(time), stageId, history: [] });
    }
    const week = await ownWeek('employee');
    expect(week.days[0]).toMatchObject({ date: MON, workMinutes: 30 + 270 + 30 + 195, breakMinutes: 45, travelMinutes: 60, holidayMinutes: 0 });
    expect(week.days[0]!.entries.map((e) => e.kind)).toEqual(['start', 'travel', 'resume', 'pause', 'travel', 'resume', 'end']);
    expect(week).toMatchObject({ userId: employee, weeklyTargetHours: 42.5, totalMinutes: 525, targetMinutes: 2550, weekBalanceMinutes: 525 - 2550, balanceMinutes: 525 - 2550, approved: false, warnings: [] });
  });

  it('a tap sent again is stored once: the same clientId, or the same Idempotency-Key with another sentAt', async () => {
    const payload = { clientId: randomUUID(), kind: 'start', at: at('07:00', '2026-11-10'), sentAt: at('07:00', '2026-11-10') };
    const key = randomUUID();
    const first = await as(t.app, 'employee', { method: 'POST', url: E.record.path, payload, headers: { 'idempotency-key': key } });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await as(t.app, 'employee', { method: 'POST', url: E.record.path, payload: { ...payload, sentAt: at('09:00', '2026-11-10') }, headers: { 'idempotency-key': key } });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await as(t.app, 'employee', { method: 'POST', url: E.record.path, payload });
    expect(again.json<TimeEntry>().id).toBe(first.json<TimeEntry>().id);
    const before = await stored();
    const changed = await as(t.app, 'employee', { method: 'POST', url: E.record.path, payload: { ...payload, kind: 'end' } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'conflict', message: 'Dieser Zeiteintrag wurde bereits mit anderen Angaben gesendet.' });
    expect(await stored()).toBe(before);
  });

  it('refuses bad input in German, never a 500, nothing stored', async () => {
    const before = await stored();
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'start', at: future }, 400, 'Diese Zeit liegt in der Zukunft. Bitte prüfen Sie die Uhr des Telefons.'],
      [{ kind: 'start', at: '2026-01-01T07:00:00.000Z' }, 400, 'Diese Zeit liegt vor dem Eintritt der Person.'],
      // Tuesday is running (started above): a second start, a start before the last tap.
      [{ kind: 'start', at: at('08:00', '2026-11-10') }, 409, 'Der Arbeitsbeginn ist bereits erfasst. Bitte zuerst «Feierabend» tippen.'],
      [{ kind: 'pause', at: at('06:00', '2026-11-10') }, 409, 'Diese Zeit liegt vor dem letzten Eintrag. Bitte einen früheren Eintrag korrigieren.'],
      [{ kind: 'pause', at: at('08:00', '2026-11-10'), stageId: 999_999 }, 404, 'Diese Etappe gibt es nicht.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await as(t.app, 'employee', { method: 'POST', url: E.record.path, payload: { clientId: randomUUID(), ...body } });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    // An end without a start (the operator has none).
    const end = await tap('operator', 'end', '17:00');
    expect(end.statusCode).toBe(409);
    expect(end.json()).toMatchObject({ message: 'Es ist kein Arbeitsbeginn erfasst. Bitte zuerst «Arbeitsbeginn» tippen.' });
    for (const payload of [{ clientId: 'x', kind: 'start', at: at('07:00') }, { clientId: randomUUID(), kind: 'lunch', at: at('07:00') }, { clientId: randomUUID(), kind: 'start', at: 'gestern' }, { clientId: randomUUID(), kind: 'start' }]) {
      expect((await as(t.app, 'operator', { method: 'POST', url: E.record.path, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await as(t.app, 'employee', { method: 'GET', url: `${E.ownWeek.path}?week=2026-W60` })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('keeps the phone time and the receipt time; a phone clock off by more than 10 minutes is flagged', async () => {
    const phone = new Date(Date.now() - 20 * 60_000).toISOString();
    const response = await as(t.app, 'operator', { method: 'POST', url: E.record.path, payload: { clientId: randomUUID(), kind: 'start', at: phone, sentAt: phone } });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json<TimeEntry>();
    expect(entry.at).toBe(phone);
    expect(Date.parse(entry.receivedAt)).toBeGreaterThan(Date.parse(phone) + 19 * 60_000);
    expect(entry).toMatchObject({ clockOffsetMinutes: -20, clockFlagged: true });
    // Sent late from an offline phone whose clock is right: not flagged.
    const late = await as(t.app, 'operator', { method: 'POST', url: E.record.path, payload: { clientId: randomUUID(), kind: 'pause', at: new Date(Date.now() - 5 * 60_000).toISOString(), sentAt: new Date().toISOString() } });
    expect(late.json<TimeEntry>()).toMatchObject({ clockOffsetMinutes: 0, clockFlagged: false });
  });

  it('proposes the report hours per person of the crew from the recorded time', async () => {
    const response = await as(t.app, 'operator', { method: 'GET', url: urlOf(E.stageHours, { stageId: stageA }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StageRecordedHours>()).toEqual({ stageId: stageA, date: MON, hours: [{ userId: Math.min(employee, operator), recordedHours: employee < operator ? 4.5 : 0 }, { userId: Math.max(employee, operator), recordedHours: employee < operator ? 0 : 4.5 }] });
    expect((await as(t.app, 'employee', { method: 'GET', url: urlOf(E.stageHours, { stageId: stageB }) })).json<StageRecordedHours>().hours).toEqual([{ userId: employee, recordedHours: 3.25 }]);
    // Not on the crew of stage B.
    expect((await as(t.app, 'operator', { method: 'GET', url: urlOf(E.stageHours, { stageId: stageB }) })).statusCode).toBe(404);
  });

  it('shows the office every field staff member, recorded against reported hours per stage', async () => {
    const response = await as(t.app, 'admin', { method: 'GET', url: urlOf(E.weeks, { week: WEEK }) });
    expect(response.statusCode, response.body).toBe(200);
    const weeks = response.json<TimeWeek[]>();
    expect(weeks.find((w) => w.userId === employee)).toMatchObject({ totalMinutes: 525, firstName: 'Luca' });
    expect(weeks.some((w) => w.userId === operator)).toBe(true);
    const rows = (await as(t.app, 'admin', { method: 'GET', url: urlOf(E.stageComparison, { week: WEEK }) })).json<StageHoursComparison[]>();
    expect(rows.find((r) => r.stageId === stageA && r.userId === employee)).toMatchObject({ recordedHours: 4.5, reportedHours: 4, date: MON });
    expect(rows.find((r) => r.stageId === stageB && r.userId === employee)).toMatchObject({ recordedHours: 3.25, reportedHours: null });
  });

  it('a person corrects an own entry with a reason; the original stays in the history', async () => {
    const [end] = await t.app.db.select().from(timeEntries).where(eq(timeEntries.clientId, (await ownWeek('employee')).days[0]!.entries.at(-1)!.clientId));
    const response = await as(t.app, 'employee', { method: 'POST', url: E.correctOwn.path, payload: { entryId: end!.id, at: at('17:00'), reason: 'Zu früh getippt' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TimeEntry>()).toMatchObject({ at: at('17:00'), kind: 'end', history: [{ kind: 'end', at: at('16:30'), reason: 'Zu früh getippt', correctedByName: 'Luca Keller' }] });
    expect((await ownWeek('employee')).days[0]!.workMinutes).toBe(555);
    // Another person's entry, a correction that breaks the order, no change given: refused.
    expect((await as(t.app, 'operator', { method: 'POST', url: E.correctOwn.path, payload: { entryId: end!.id, at: at('17:10'), reason: 'Fremd' } })).statusCode).toBe(404);
    const twoStarts = await as(t.app, 'employee', { method: 'POST', url: E.correctOwn.path, payload: { entryId: end!.id, kind: 'start', reason: 'Falsch' } });
    expect(twoStarts.statusCode).toBe(409);
    expect((await as(t.app, 'employee', { method: 'POST', url: E.correctOwn.path, payload: { entryId: end!.id, reason: 'Nichts' } })).statusCode).toBe(400);
    expect((await t.app.db.select().from(timeEntries).where(eq(timeEntries.id, end!.id)))[0]).toMatchObject({ at: at('17:00'), kind: 'end' });
  });

  it('the office approves a week: locked for the person, an admin correction is audited', async () => {
    expect((await as(t.app, 'admin', { method: 'POST', url: E.approve.path, payload: { userId: employee, week: '2099-W01' } })).statusCode).toBe(400);
    expect((await as(t.app, 'admin', { method: 'POST', url: E.approve.path, payload: { userId: 1, week: WEEK } })).statusCode).toBe(404);
    const approve = await as(t.app, 'admin', { method: 'POST', url: E.approve.path, payload: { userId: employee, week: WEEK } });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ userId: employee, week: WEEK });
    const again = await as(t.app, 'admin', { method: 'POST', url: E.approve.path, payload: { userId: employee, week: WEEK } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Diese Woche ist bereits visiert.' });
    expect(await ownWeek('employee')).toMatchObject({ approved: true, approvedByName: expect.any(String) });

    const entry = (await ownWeek('employee')).days[0]!.entries.at(-1)!;
    const before = await stored();
    const staff = await as(t.app, 'employee', { method: 'POST', url: E.correctOwn.path, payload: { entryId: entry.id, at: at('17:15'), reason: 'Nachtrag' } });
    expect(staff.statusCode).toBe(409);
    expect(staff.json()).toMatchObject({ message: 'Diese Woche ist bereits visiert und kann nicht mehr geändert werden.' });
    const late = await tap('employee', 'start', '07:00', {}, '2026-11-14');
    expect(late.statusCode).toBe(409);
    expect(await stored()).toBe(before);

    const admin = await as(t.app, 'admin', { method: 'POST', url: E.correct.path, payload: { entryId: entry.id, at: at('17:15'), reason: 'Rapport geprüft' } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json<TimeEntry>().history).toHaveLength(2);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'time.correct'));
    expect(audit).toMatchObject({ entity: 'user', entityId: String(employee), changes: { entryId: entry.id, reason: 'Rapport geprüft', at: { from: at('17:00'), to: at('17:15') } } });
  });

  it('exports the month as PDF, Excel and CSV; refuses others than field staff', async () => {
    const get = (format: string, userId = employee, month = '2026-11') => as(t.app, 'admin', { method: 'GET', url: urlOf(E.export, { month, format, userId }) });
    const pdf = await get('pdf');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain('Arbeitszeit-Luca-Keller-2026-11.pdf');
    const csv = await get('csv');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Datum;Beginn;Ende;Arbeitszeit (h);Pausen (h);davon Fahrt (h);Bezahlt frei (h);Grund;Warnungen');
    expect(lines.find((line) => line.startsWith(MON))).toBe(`${MON};07:00;17:15;9.5;0.75;1;0;;09.11.2026: 9:30 h gearbeitet, aber nur 0:45 h Pause. Vorgeschrieben sind mindestens 60 Minuten (ArG Art. 15).`);
    const xlsx = await get('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Arbeitszeit')!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Arbeitszeit (h)');
    expect(sheet.getRow(10).getCell(4).value).toBe(9.5);
    expect((await get('pdf', 1)).statusCode).toBe(404);
    expect((await get('pdf', employee, '2026-13')).statusCode).toBe(400);
    expect((await get('doc')).statusCode).toBe(400);
  });

  it('an approved week keeps the target it was approved with; a changed contract moves only the weeks after', async () => {
    const created = await as(t.app, 'admin', requestTo(adminUsersEndpoints.create, { body: { email: 'vertrag@demo.ch', role: 'employee', firstName: 'Vera', lastName: 'Vertrag', phone: '079 000 00 08', weeklyTargetHours: 42.5 } }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    await t.app.db.update(users).set({ createdAt: '2026-01-05T07:00:00.000Z' }).where(eq(users.id, id));
    const nextMonday = '2026-11-16';
    for (const date of [MON, nextMonday]) {
      for (const [kind, time] of [['start', '07:00'], ['end', '12:00']] as const) {
        await t.app.db.insert(timeEntries).values({ userId: id, clientId: randomUUID(), kind, at: at(time, date), receivedAt: at(time, date), clockOffsetMinutes: 0 });
      }
    }
    expect((await as(t.app, 'admin', { method: 'POST', url: E.approve.path, payload: { userId: id, week: WEEK } })).statusCode).toBe(200);
    const update = await as(t.app, 'admin', requestTo(adminUsersEndpoints.update, { body: { id, email: 'vertrag@demo.ch', role: 'employee', phone: '079 000 00 08', weeklyTargetHours: 21.25 } }));
    expect(update.statusCode, update.body).toBe(200);
    const weekOf = async (week: string) => (await as(t.app, 'admin', { method: 'GET', url: urlOf(E.weeks, { week }) })).json<TimeWeek[]>().find((w) => w.userId === id)!;
    expect(await weekOf(WEEK)).toMatchObject({ approved: true, weeklyTargetHours: 42.5, targetMinutes: 2550, weekBalanceMinutes: 300 - 2550, balanceMinutes: 300 - 2550 });
    expect(await weekOf('2026-W47')).toMatchObject({ approved: false, weeklyTargetHours: 21.25, targetMinutes: 1275, weekBalanceMinutes: 300 - 1275, balanceMinutes: 300 - 2550 + 300 - 1275 });
  });

  it('weekly target hours come from the staff form; a deleted person keeps the records', async () => {
    const created = await as(t.app, 'admin', requestTo(adminUsersEndpoints.create, { body: { email: 'teilzeit@demo.ch', role: 'employee', firstName: 'Tina', lastName: 'Teil', phone: '079 000 00 09', weeklyTargetHours: 21.25 } }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number; weeklyTargetHours: number }>().id;
    expect(created.json()).toMatchObject({ weeklyTargetHours: 21.25 });
    const updated = await as(t.app, 'admin', requestTo(adminUsersEndpoints.update, { body: { id, email: 'teilzeit@demo.ch', role: 'employee', phone: '079 000 00 09' } }));
    expect(updated.json()).toMatchObject({ weeklyTargetHours: 21.25 });
    expect((await as(t.app, 'admin', requestTo(adminUsersEndpoints.update, { body: { id, email: 'teilzeit@demo.ch', role: 'employee', phone: '079 000 00 09', weeklyTargetHours: 51 } }))).statusCode).toBe(400);
    await t.app.db.insert(timeEntries).values({ userId: id, clientId: randomUUID(), kind: 'start', at: at('07:00'), receivedAt: at('07:00'), clockOffsetMinutes: 0 });
    const removed = await as(t.app, 'admin', requestTo(adminUsersEndpoints.remove, { params: { id } }));
    expect(removed.json()).toMatchObject({ result: 'anonymised' });
    expect(await t.app.db.select().from(timeEntries).where(eq(timeEntries.userId, id))).toHaveLength(1);
    const weeks = (await as(t.app, 'admin', { method: 'GET', url: urlOf(E.weeks, { week: WEEK }) })).json<TimeWeek[]>();
    expect(weeks.find((w) => w.userId === id)).toMatchObject({ weeklyTargetHours: 21.25, targetMinutes: 1275 });
  });
});
