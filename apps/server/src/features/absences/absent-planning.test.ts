// Issue 21: planning someone on a day they are absent warns (409) and needs a confirmation
// (force), in the planning's own assign, so every planning screen gets the warning.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, zurichToday } from '@tragkraft/domain';
import type { PlanningAnswer } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { absences, auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';
import { planningEndpoints } from '@tragkraft/sync-protocol';

describe('[absences] planning onto an absence', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const day = addDays(zurichToday(new Date()), 170);
  const assign = (stageId: number, userId: number, force?: boolean) =>
    as(t.app, 'admin', requestTo(planningEndpoints.assign, { body: { stageId, userId, ...(force === undefined ? {} : { force }) } }));

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['nina.brunner@demo.ch', 'jonas.frei@demo.ch', 'client@demo.ch']) {
      const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      ids[email.split('@')[0]!] = user!.id;
    }
    await t.app.db.insert(absences).values({ userId: ids['nina.brunner']!, startDate: addDays(day, -1), endDate: addDays(day, 3), reason: 'Ferien' });
  });
  afterAll(() => t.close());

  it('refuses without force (409, the absence named), plans with force', async () => {
    const { stage } = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: day, time: '08:00', amount: 1 }, team: [] });
    const refused = await assign(stage.id, ids['nina.brunner']!);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: `Nina Brunner ist vom ${formatDate(addDays(day, -1))} bis ${formatDate(addDays(day, 3))} abwesend (Ferien).`,
      conflicts: [],
      absence: { reason: 'Ferien', startDate: addDays(day, -1), endDate: addDays(day, 3) },
    });
    const forced = await assign(stage.id, ids['nina.brunner']!, true);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<PlanningAnswer>().employees.find((e) => e.id === ids['nina.brunner'])).toMatchObject({ assigned: true });
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'assignment'), eq(auditLog.entityId, String(stage.id)))).limit(1);
    expect(entry!.changes).toMatchObject({ forcedDespiteAbsence: { reason: 'Ferien' } });
  });

  it('names both the absence and a same-day stage in one answer; others are planned as before', async () => {
    const first = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: addDays(day, 1), time: '08:00', amount: 1 }, team: [{ userId: ids['nina.brunner']!, confirmation: true }] });
    const { stage } = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: addDays(day, 1), time: '13:00', amount: 1 }, team: [] });
    const refused = await assign(stage.id, ids['nina.brunner']!);
    expect(refused.statusCode).toBe(409);
    const message = refused.json<{ message: string }>().message;
    expect(message).toContain('abwesend (Ferien)');
    expect(message).toContain(`bereits eingeteilt (Auftrag ${first.order.id})`);
    expect((await assign(stage.id, ids['jonas.frei']!)).statusCode).toBe(200);
  });

  it('the picker marks who is absent on the stage\'s day, with the reason', async () => {
    const { stage } = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: addDays(day, 2), time: '08:00', amount: 1 }, team: [] });
    const picker = await as(t.app, 'admin', requestTo(planningEndpoints.team, { params: { stageId: stage.id } }));
    expect(picker.statusCode, picker.body).toBe(200);
    const employees = picker.json<PlanningAnswer>().employees;
    expect(employees.find((e) => e.id === ids['nina.brunner'])).toMatchObject({ absence: 'Ferien' });
    expect(employees.find((e) => e.id === ids['jonas.frei'])).toMatchObject({ absence: null });
    const later = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: addDays(day, 4), time: '08:00', amount: 1 }, team: [] });
    const after = await as(t.app, 'admin', requestTo(planningEndpoints.team, { params: { stageId: later.stage.id } }));
    expect(after.json<PlanningAnswer>().employees.find((e) => e.id === ids['nina.brunner'])).toMatchObject({ absence: null });
  });
});
