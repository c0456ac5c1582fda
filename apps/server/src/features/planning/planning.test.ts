import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichToday } from '@tragkraft/domain';
import type { AdminOrderDetail, OperationChangesAnswer, PlanningAnswer } from '@tragkraft/sync-protocol';
import { and, eq } from 'drizzle-orm';
import { seedFieldStage, seedUser } from '../../db/factories';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, userIdOf } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, operationsEndpoints, planningEndpoints } from '@tragkraft/sync-protocol';

const inDays = (days: number) => addDays(zurichToday(new Date()), days);

describe('[planning] employee picker, assign and unassign', () => {
  let t: TestApp;
  let ids: Record<'operator' | 'employee' | 'nina' | 'jonas' | 'peter' | 'admin' | 'client', number>;
  const stageOn = (date: string, team: { userId: number; confirmation?: boolean | null; hours?: number; rating?: number }[] = [], time: string | null = '08:00') =>
    seedFieldStage(t.app.db, { clientId: 1, userId: ids.client, stage: { date, time, amount: 2 }, team });
  const picker = async (stageId: number) => {
    const response = await as(t.app, 'admin', requestTo(planningEndpoints.team, { params: { stageId } }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlanningAnswer>();
  };
  const assign = (stageId: number, userId: number, force?: boolean) =>
    as(t.app, 'admin', requestTo(planningEndpoints.assign, { body: { stageId, userId, ...(force === undefined ? {} : { force }) } }));
  const unassign = (stageId: number, userId: number) => as(t.app, 'admin', requestTo(planningEndpoints.unassign, { body: { stageId, userId } }));

  beforeAll(async () => {
    t = await createTestApp();
    ids = {
      operator: await userIdOf(t.app, 'operator@demo.ch'),
      employee: await userIdOf(t.app, 'employee@demo.ch'),
      nina: await userIdOf(t.app, 'nina.brunner@demo.ch'),
      jonas: await userIdOf(t.app, 'jonas.frei@demo.ch'),
      peter: await userIdOf(t.app, 'peter.alt@demo.ch'),
      admin: await userIdOf(t.app, 'admin@demo.ch'),
      client: await userIdOf(t.app, 'client@demo.ch'),
    };
  });
  afterAll(async () => t.close());

  it('refuses every route to every other role and to anonymous callers', async () => {
    const { stage } = await stageOn(inDays(40));
    await expectAdminOnly(t.app, requestTo(planningEndpoints.team, { params: { stageId: stage.id } }));
    await expectAdminOnly(t.app, requestTo(planningEndpoints.assign, { body: { stageId: stage.id, userId: ids.jonas } }));
    await expectAdminOnly(t.app, requestTo(planningEndpoints.unassign, { body: { stageId: stage.id, userId: ids.jonas } }));
    expect((await picker(stage.id)).employees.some((e) => e.assigned)).toBe(false);
  });

  it('offers active operators and employees with workload, rating and same-day conflicts', async () => {
    const day = inDays(41);
    const { stage } = await stageOn(day, [{ userId: ids.nina, confirmation: true }]);
    const other = await stageOn(day, [{ userId: ids.jonas, confirmation: null }, { userId: ids.employee, confirmation: false }], '13:00');
    // Ratings: Jonas 4 and 5 on past stages -> 4.5.
    await stageOn('2024-01-10', [{ userId: ids.jonas, hours: 5, rating: 4 }]);
    await stageOn('2024-01-11', [{ userId: ids.jonas, hours: 5, rating: 5 }]);
    const fresh = await seedUser(t.app.db, { email: 'frisch@demo.ch', role: 'employee', firstName: 'Frida', lastName: 'Frisch', phone: '079 9' });
    const answer = await picker(stage.id);
    expect(answer).toMatchObject({ stageId: stage.id, date: day, time: '08:00' });
    const byId = new Map(answer.employees.map((e) => [e.id, e]));
    expect(byId.has(ids.peter)).toBe(false); // inactive
    expect(byId.has(ids.admin)).toBe(false);
    expect(byId.has(ids.client)).toBe(false);
    expect(answer.employees.slice(0, 2).every((e) => e.role === 'operator')).toBe(true);
    expect(byId.get(ids.nina)).toMatchObject({ assigned: true, confirmation: true, permanent: true, conflicts: [] });
    expect(byId.get(ids.jonas)).toMatchObject({ assigned: false, averageRating: 4.5, conflicts: [{ stageId: other.stage.id, orderId: other.order.id, date: day, time: '13:00' }] });
    expect(byId.get(ids.employee)!.conflicts).toEqual([]); // declined the other stage
    expect(byId.get(fresh.id)).toMatchObject({ assignedCount: 0, averageRating: null, firstName: 'Frida', phone: '079 9', inactive: false });
    // Demo: Marco (operator) is planned on three active stages within 30 days (in 5, 7 and 15 days).
    expect(byId.get(ids.operator)!.assignedCount).toBe(3);
  });

  it('adds permanent staff as confirmed and others as open; the assigned operator pulls the change', async () => {
    const { stage } = await stageOn(inDays(42));
    const initial = await as(t.app, 'operator', requestTo(operationsEndpoints.changes));
    const cursor = initial.json<OperationChangesAnswer>().cursor;

    const permanent = await assign(stage.id, ids.operator);
    expect(permanent.statusCode, permanent.body).toBe(200);
    expect(permanent.json<PlanningAnswer>().employees.find((e) => e.id === ids.operator)).toMatchObject({ assigned: true, confirmation: true });
    const open = (await assign(stage.id, ids.jonas)).json<PlanningAnswer>();
    expect(open.employees.find((e) => e.id === ids.jonas)).toMatchObject({ assigned: true, confirmation: null });
    expect((await assign(stage.id, ids.jonas)).statusCode).toBe(200); // twice is fine, nothing new

    const changes = (await as(t.app, 'operator', requestTo(operationsEndpoints.changes, { query: { since: cursor } }))).json<OperationChangesAnswer>();
    expect(changes.stages.map((s) => s.id)).toContain(stage.id);
    expect(changes.visibleIds).toContain(stage.id);
    expect((await as(t.app, 'operator', requestTo(operationsEndpoints.detail, { params: { stageId: stage.id } }))).statusCode).toBe(200);

    const removed = (await unassign(stage.id, ids.operator)).json<PlanningAnswer>();
    expect(removed.employees.find((e) => e.id === ids.operator)!.assigned).toBe(false);
    const after = (await as(t.app, 'operator', requestTo(operationsEndpoints.changes, { query: { since: changes.cursor } }))).json<OperationChangesAnswer>();
    expect(after.cursor).toBeGreaterThan(changes.cursor);
    expect(after.visibleIds).not.toContain(stage.id);

    const detail = (await as(t.app, 'admin', requestTo(adminOrdersEndpoints.detail, { params: { orderId: stage.orderId } }))).json<AdminOrderDetail>();
    expect(detail.auditLog.map((e) => `${e.entity}:${e.action}:${(e.changes as { userId: number }).userId}`)).toEqual([
      `assignment:unassign:${ids.operator}`,
      `assignment:assign:${ids.jonas}`,
      `assignment:assign:${ids.operator}`,
    ]);
    expect(detail.auditLog[2]).toMatchObject({ entityId: String(stage.id), user: { firstName: 'Andrea' }, changes: { name: 'Marco Rossi', confirmation: true } });
  });

  it('refuses a double booking on the same day unless forced, and records the forced one', async () => {
    const day = inDays(43);
    const first = await stageOn(day, [{ userId: ids.nina, confirmation: true }]);
    const { stage } = await stageOn(day);
    const refused = await assign(stage.id, ids.nina);
    expect(refused.statusCode).toBe(409);
    const [y, m, d] = day.split('-');
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: `Nina Brunner ist am ${d}.${m}.${y} bereits eingeteilt (Auftrag ${first.order.id}).`,
      conflicts: [{ stageId: first.stage.id }],
    });
    expect((await picker(stage.id)).employees.find((e) => e.id === ids.nina)!.assigned).toBe(false);
    const forced = await assign(stage.id, ids.nina, true);
    expect(forced.statusCode).toBe(200);
    const detail = (await as(t.app, 'admin', requestTo(adminOrdersEndpoints.detail, { params: { orderId: stage.orderId } }))).json<AdminOrderDetail>();
    expect(detail.auditLog[0]).toMatchObject({ action: 'assign', changes: { forcedDespite: [{ stageId: first.stage.id }] } });
  });

  it('plans a person once per day when assignments to several stages of that day arrive at once', async () => {
    const day = inDays(45);
    const sameDay = await Promise.all(Array.from({ length: 5 }, (_, n) => stageOn(day, [], `${String(7 + n).padStart(2, '0')}:00`)));
    const answers = await Promise.all(sameDay.map(({ stage }) => assign(stage.id, ids.jonas)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const planned = await Promise.all(sameDay.map(async ({ stage }) => (await picker(stage.id)).employees.find((e) => e.id === ids.jonas)!.assigned));
    expect(planned.filter(Boolean)).toHaveLength(1);
  });

  it('adds a person to a stage once when the same assignment arrives several times at once', async () => {
    const { stage } = await stageOn(inDays(46));
    const answers = await Promise.all(Array.from({ length: 4 }, () => assign(stage.id, ids.jonas)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const entries = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'assignment'), eq(auditLog.entityId, String(stage.id))));
    expect(entries.map((e) => e.action)).toEqual(['assign']);
  });

  it('refuses inactive people, non-staff, cancelled orders and removing someone with hours', async () => {
    const { stage } = await stageOn(inDays(44), [{ userId: ids.employee, hours: 4 }]);
    for (const userId of [ids.peter, ids.admin, ids.client]) {
      const response = await assign(stage.id, userId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Nur aktive Mitarbeiter und Einsatzleiter können eingeteilt werden.' });
    }
    expect((await unassign(stage.id, ids.employee)).statusCode).toBe(409);
    expect((await as(t.app, 'admin', requestTo(planningEndpoints.team, { params: { stageId: 99999 } }))).statusCode).toBe(404);
    const cancelled = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client, order: { status: 'cancelled' }, stage: { date: inDays(44), time: null }, team: [] });
    expect((await assign(cancelled.stage.id, ids.jonas)).statusCode).toBe(409);
  });
});
