import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EmployeePastAnswer, OperationDetail, OperationListAnswer } from '@tragkraft/sync-protocol';
import { seedUser } from '../../db/factories';
import { stageAssignments, stages } from '../../db/schema';
import { createTestApp, tokenFor, type TestApp } from '../../../test/support/test-app';
import { inDays, inHours, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { call, requestTo, urlTo } from '../../../test/support/call-endpoint';
import { employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';

const IMMINENT = { code: 'conflict', message: 'Der Einsatz beginnt in weniger als 12 Stunden. Bitte melden Sie sich telefonisch.' };

describe('[employee] own operations, confirm or decline, own rating', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;
  let upcoming: number; // in 2 days: operator yes, Luca open, Nina (permanent) yes, Jonas declined
  let declinedByLuca: number; // in 3 days: Luca declined
  let past: number; // 4 days ago: Luca 7.25 h 'Treppe eng'

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
    const { ids } = p;
    upcoming = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(2), time: '07:00', internal: 'geheim', meetingPlace: 'Depot' },
      team: [
        { userId: ids.operator, confirmation: true },
        { userId: ids.employee, confirmation: null },
        { userId: ids.nina, confirmation: true },
        { userId: ids.jonas, confirmation: false },
      ],
    })).stage.id;
    declinedByLuca = (await stageOfDemoClient(t.app, { stage: { date: inDays(3), time: '08:00' }, team: [{ userId: ids.employee, confirmation: false }] })).stage.id;
    past = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(-4), time: '09:30' },
      order: { orderNumber: 'PA-4' },
      team: [{ userId: ids.operator, confirmation: true, hours: 7.25, rating: null }, { userId: ids.employee, confirmation: true, hours: 7.25, rating: 4, comment: 'Treppe eng' }],
    })).stage.id;
  });
  afterAll(async () => t.close());

  const get = async <T>(person: Person, url: string) => {
    const response = await p.as(person, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const answer = (person: Person, stageId: number, action: string) =>
    p.as(person, requestTo(employeeEndpoints.confirmOrDecline, { unsafeBody: { action, stageId } }));
  const own = async (stageId: number, userId: number) =>
    (await t.app.db.select().from(stageAssignments).where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, userId))).limit(1))[0]!;

  it('lists an employee\'s coming stages, including declined ones, and shows who declined (issue 15)', async () => {
    const list = await get<OperationListAnswer>('employee', urlTo(employeeEndpoints.ownFuture));
    expect(list.userId).toBe(p.ids.employee);
    const ids = list.stageDetails.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([upcoming, declinedByLuca]));
    const row = list.stageDetails.find((s) => s.id === upcoming)!;
    expect(row.users.filter((u) => u.confirmation !== false).map((u) => u.firstName)).toEqual(['Marco', 'Luca', 'Nina']);
    expect(row.users.filter((u) => u.confirmation === false).map((u) => u.firstName)).toEqual(['Jonas']);
    expect(row).toMatchObject({ confirmation: null, confirmationLocked: false, meetingPlace: 'Depot' });
    expect(list.stageDetails.find((s) => s.id === declinedByLuca)!.confirmation).toBe(false);
  });

  it('lists past stages with own hours, comment and order number', async () => {
    const list = await get<EmployeePastAnswer>('employee', urlTo(employeeEndpoints.ownPast));
    expect(list.stageDetails.find((s) => s.id === past)).toMatchObject({ orderNumber: 'PA-4', date: inDays(-4), time: '09:30', hours: 7.25, comment: 'Treppe eng' });
    const dates = list.stageDetails.map((s) => s.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const operator = await get<EmployeePastAnswer>('operator', urlTo(employeeEndpoints.ownPast));
    expect(operator.stageDetails.find((s) => s.id === past)).toMatchObject({ hours: 7.25, comment: null });
  });

  it('shows employees the detail without admin parts and only their own hours', async () => {
    const detail = await get<OperationDetail>('employee', urlTo(employeeEndpoints.ownDetail, { params: { stageId: past } }));
    expect(detail.internal).toBeNull();
    expect(detail.hours.map((h) => h.userId)).toEqual([p.ids.employee]);
    expect(detail).toMatchObject({ ownHours: 7.25, ownComment: 'Treppe eng', userId: p.ids.employee });
    expect((await get<OperationDetail>('employee', urlTo(employeeEndpoints.ownDetail, { params: { stageId: upcoming } }))).internal).toBeNull();
    expect((await p.as('employee', requestTo(employeeEndpoints.ownDetail, { params: { stageId: upcoming + 100000 } }))).statusCode).toBe(404);
  });

  it('keeps admins, clients and clerks out of the employee views', async () => {
    for (const person of ['admin', 'client', 'clerk'] as const) {
      for (const url of [urlTo(employeeEndpoints.ownFuture), urlTo(employeeEndpoints.ownPast), urlTo(employeeEndpoints.ownDetail, { params: { stageId: upcoming } }), urlTo(employeeEndpoints.ownRating)]) {
        expect((await p.as(person, { method: 'GET', url })).statusCode).toBe(403);
      }
      expect((await answer(person, upcoming, 'confirm')).statusCode).toBe(403);
    }
  });

  it('confirms and declines, raising the stage version', async () => {
    const before = (await t.app.db.select().from(stages).where(eq(stages.id, upcoming)).limit(1))[0]!.version;
    const confirmed = await answer('employee', upcoming, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ stageId: upcoming, userId: p.ids.employee, confirmation: true });
    expect(confirmed.json().version).toBeGreaterThan(before);
    expect(await own(upcoming, p.ids.employee)).toMatchObject({ confirmation: true });
    expect((await own(upcoming, p.ids.employee)).confirmationChangedAt).toBe(confirmed.json().confirmationChanged);
    const again = await answer('employee', upcoming, 'confirm');
    expect(again.json().version).toBe(confirmed.json().version);
    const declined = await answer('employee', upcoming, 'decline');
    expect(declined.json()).toMatchObject({ confirmation: false });
    // Declined employees still see the stage and may confirm again.
    expect((await answer('employee', upcoming, 'confirm')).json().confirmation).toBe(true);
  });

  it('lets permanent staff decline although they were added as confirmed', async () => {
    const response = await answer('nina', upcoming, 'decline');
    expect(response.statusCode).toBe(200);
    expect((await own(upcoming, p.ids.nina)).confirmation).toBe(false);
  });

  it('removes a stage from an operator who declines, who then cannot answer again', async () => {
    const stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(5), time: '08:00' }, team: [{ userId: p.ids.reto, confirmation: null }] })).stage.id;
    expect((await get<OperationListAnswer>('reto', urlTo(operationsEndpoints.future))).stageDetails.map((s) => s.id)).toContain(stageId);
    expect((await answer('reto', stageId, 'decline')).statusCode).toBe(200);
    expect((await get<OperationListAnswer>('reto', urlTo(operationsEndpoints.future))).stageDetails.map((s) => s.id)).not.toContain(stageId);
    expect((await get<OperationListAnswer>('reto', urlTo(employeeEndpoints.ownFuture))).stageDetails.map((s) => s.id)).not.toContain(stageId);
    expect((await answer('reto', stageId, 'confirm')).statusCode).toBe(404);
  });

  it('refuses a change within 12 hours of the start and after it', async () => {
    const in11 = inHours(11);
    const soon = (await stageOfDemoClient(t.app, { stage: in11, team: [{ userId: p.ids.employee, confirmation: null }, { userId: p.ids.operator, confirmation: true }] })).stage.id;
    const refused = await answer('employee', soon, 'decline');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(IMMINENT);
    expect((await answer('operator', soon, 'decline')).json()).toEqual(IMMINENT);
    expect((await own(soon, p.ids.employee)).confirmation).toBeNull();
    // Repeating the current answer changes nothing and is fine.
    expect((await answer('operator', soon, 'confirm')).statusCode).toBe(200);
    const row = (await get<OperationListAnswer>('employee', urlTo(employeeEndpoints.ownFuture))).stageDetails.find((s) => s.id === soon);
    expect(row!.confirmationLocked).toBe(true);

    const in13 = (await stageOfDemoClient(t.app, { stage: inHours(13), team: [{ userId: p.ids.employee, confirmation: null }] })).stage.id;
    expect((await answer('employee', in13, 'confirm')).statusCode).toBe(200);
    // Without a time the start counts as 08:00: today's 08:00 is always less than 12 hours away or past.
    const todayNoTime = (await stageOfDemoClient(t.app, { stage: { date: inDays(0), time: null }, team: [{ userId: p.ids.employee, confirmation: null }] })).stage.id;
    expect((await answer('employee', todayNoTime, 'confirm')).statusCode).toBe(409);
    const tomorrowNoTime = (await stageOfDemoClient(t.app, { stage: { date: inDays(2), time: null }, team: [{ userId: p.ids.employee, confirmation: null }] })).stage.id;
    expect((await answer('employee', tomorrowNoTime, 'confirm')).statusCode).toBe(200);
    expect((await answer('employee', past, 'decline')).statusCode).toBe(409);
  });

  it('answers 404 for stages of others and 400 for unknown actions', async () => {
    const other = (await stageOfDemoClient(t.app, { stage: { date: inDays(6), time: '08:00' }, team: [{ userId: p.ids.nina, confirmation: null }] })).stage.id;
    expect((await answer('employee', other, 'confirm')).statusCode).toBe(404);
    const bad = await answer('employee', upcoming, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
  });

  it('computes the own rating: completed operations with hours, average of the ratings', async () => {
    const worker = await seedUser(t.app.db, { email: 'rating.test@demo.ch', role: 'employee', firstName: 'Rita' });
    const done = new Date().toISOString();
    const add = (stage: Partial<typeof stages.$inferInsert>, hours: number | null, rating: number | null) =>
      stageOfDemoClient(t.app, { stage: { date: inDays(-10), time: '08:00', ...stage }, team: [{ userId: worker.id, confirmation: true, hours, rating }] });
    await add({ completedTime: done }, 8, 4); // counts, rated 4
    await add({ completedTime: done }, 6, 5); // counts, rated 5
    await add({ completedTime: done }, 0, null); // no hours: does not count
    await add({}, 5, 5); // not completed: does not count, but its rating does
    await add({ completedTime: done }, null, null);
    const token = await tokenFor(t.app, 'rating.test@demo.ch');
    const response = await call(t.app, employeeEndpoints.ownRating, { token });
    expect(response.statusCode).toBe(200);
    // operations: 2; average: (4 + 5 + 5) / 3 = 4.666... -> 4.7
    expect(response.json()).toEqual({ operations: 2, averageRating: 4.7 });

    await seedUser(t.app.db, { email: 'new.hire@demo.ch', role: 'operator', firstName: 'Neu' });
    const fresh = await call(t.app, employeeEndpoints.ownRating, { token: await tokenFor(t.app, 'new.hire@demo.ch') });
    expect(fresh.json()).toEqual({ operations: 0, averageRating: null });
  });
});
