// Issue 21: the dispatch board of one week against seeded stages, assignments and absences.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekKey, mondayOf, SITE_SERVICE_TYPE_ID, zurichToday } from '@tragkraft/domain';
import type { BoardAnswer, BoardPerson } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { absences, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';
import { boardEndpoints } from '@tragkraft/sync-protocol';

describe('[board] GET /api/admin/board', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  // A week far enough ahead that the demo data has no stage in it.
  const monday = mondayOf(addDays(zurichToday(new Date()), 100));
  const week = isoWeekKey(monday);
  const day = (n: number) => addDays(monday, n);
  const board = async (w = week) => {
    const response = await as(t.app, 'admin', requestTo(boardEndpoints.week, { query: { week: w } }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BoardAnswer>();
  };
  const row = (answer: BoardAnswer, id: number) => answer.staff.find((p) => p.id === id) as BoardPerson;

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['operator@demo.ch', 'reto.baumann@demo.ch', 'employee@demo.ch', 'nina.brunner@demo.ch', 'jonas.frei@demo.ch', 'peter.alt@demo.ch', 'admin@demo.ch', 'client@demo.ch']) {
      const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      ids[email.split('@')[0]!] = user!.id;
    }
  });
  afterAll(() => t.close());

  it('is refused to every role but admin', async () => {
    await expectAdminOnly(t.app, requestTo(boardEndpoints.week, { query: { week } }));
  });

  it('refuses a malformed or impossible week without a 500', async () => {
    // Issue 29: the week 9999-W52 listed the day 10000-01-01.
    for (const w of ['2026-W60', '2025-W53', '2026-48', 'x', '', '9999-W52', '0000-W01', '2100-W01']) {
      const response = await as(t.app, 'admin', requestTo(boardEndpoints.week, { query: { week: w } }));
      expect(response.statusCode, w).toBe(400);
      expect(['validation', 'badRequest']).toContain(response.json<{ code: string }>().code);
    }
    expect((await as(t.app, 'admin', requestTo(boardEndpoints.week))).statusCode).toBe(400);
  });

  it('shows staff x days with cards, absences, the unplanned stages and the capacity per family', async () => {
    const client = ids.client!;
    const kitchen = await seedFieldStage(t.app.db, {
      clientId: 1,
      userId: client,
      orderAddress: 'Bahnhofstrasse 5\n8001 Zürich',
      stage: { date: day(0), time: '07:30', amount: 4 },
      team: [
        { userId: ids['nina.brunner']!, confirmation: true },
        { userId: ids['jonas.frei']!, confirmation: false },
      ],
    });
    const crew = await seedFieldStage(t.app.db, {
      clientId: 1,
      userId: client,
      typeId: SITE_SERVICE_TYPE_ID,
      stage: { date: day(0), time: '13:00', amount: 3, hours: 8 },
      team: [{ userId: ids.operator!, confirmation: null }, { userId: ids['nina.brunner']!, confirmation: true }],
    });
    const full = await seedFieldStage(t.app.db, {
      clientId: 1,
      userId: client,
      stage: { date: day(2), time: null, amount: 1 },
      team: [{ userId: ids.employee!, confirmation: true }, { userId: ids['reto.baumann']!, confirmation: true }],
    });
    const empty = await seedFieldStage(t.app.db, { clientId: 1, userId: client, typeId: 6, stage: { date: day(2), time: '09:00', amount: 1 }, team: [] });
    await seedFieldStage(t.app.db, { clientId: 1, userId: client, order: { status: 'cancelled' }, stage: { date: day(1), time: '08:00', amount: 1 }, team: [{ userId: ids.employee!, confirmation: true }] });
    await seedFieldStage(t.app.db, { clientId: 1, userId: client, stage: { date: day(7), time: '08:00', amount: 1 }, team: [{ userId: ids.employee!, confirmation: true }] });
    await t.app.db.insert(absences).values([
      { userId: ids['jonas.frei']!, startDate: day(1), endDate: day(3), reason: 'Ferien' },
      { userId: ids['reto.baumann']!, startDate: day(-10), endDate: day(0), reason: 'Krankheit' },
      { userId: ids.employee!, startDate: day(7), endDate: day(9), reason: 'Weiterbildung' },
    ]);

    const answer = await board();
    expect(answer.week).toBe(week);
    expect(answer.days).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    // Active field staff only, operators first, then by first name.
    expect(answer.staff.map((p) => p.name)).toEqual(['Marco Rossi', 'Reto Baumann', 'Jonas Frei', 'Luca Keller', 'Nina Brunner']);
    expect(answer.staff.map((p) => p.role)).toEqual(['operator', 'operator', 'employee', 'employee', 'employee']);

    const nina = row(answer, ids['nina.brunner']!);
    expect(nina.days[0]!.stages.map((s) => [s.stageId, s.confirmation])).toEqual([
      [kitchen.stage.id, true],
      [crew.stage.id, true],
    ]);
    expect(nina.days[0]!.stages[0]).toEqual({
      stageId: kitchen.stage.id,
      orderId: kitchen.order.id,
      stageNumber: 1,
      date: day(0),
      time: '07:30',
      typeId: 1,
      service: 'Küchen-Feinverteilung',
      client: 'Muster Küchenbau AG',
      place: 'Bahnhofstrasse 5, 8001 Zürich',
      needed: 2,
      planned: 1,
      confirmation: true,
      // Issue 33: duration (kitchen: 60 + 4 × 45 minutes), crew and the place in the locality data.
      version: expect.any(Number),
      durationMinutes: 240,
      durationSet: false,
      end: '11:30',
      leadsNeeded: 1,
      employeesNeeded: 1,
      crewSet: false,
      leadsPlanned: 0,
      employeesPlanned: 1,
      located: true,
    });
    expect(nina.days.slice(1).every((cell) => cell.stages.length === 0 && cell.absence === null)).toBe(true);
    // A declined person keeps the card (marked declined); it does not count as planned.
    expect(row(answer, ids['jonas.frei']!).days[0]!.stages).toMatchObject([{ stageId: kitchen.stage.id, confirmation: false }]);
    expect(row(answer, ids.operator!).days[0]!.stages).toMatchObject([{ stageId: crew.stage.id, confirmation: null, needed: 3, planned: 2 }]);
    // Cancelled orders and other weeks are not on the board.
    expect(row(answer, ids.employee!).days.map((cell) => cell.stages.map((s) => s.stageId))).toEqual([[], [], [full.stage.id], [], [], [], []]);

    // Absences per day, both ends included; only the days in this week.
    expect(row(answer, ids['jonas.frei']!).days.map((cell) => cell.absence?.reason ?? null)).toEqual([null, 'Ferien', 'Ferien', 'Ferien', null, null, null]);
    expect(row(answer, ids['reto.baumann']!).days.map((cell) => cell.absence?.reason ?? null)).toEqual(['Krankheit', null, null, null, null, null, null]);
    expect(row(answer, ids.employee!).days.every((cell) => cell.absence === null)).toBe(true);

    // Stages still lacking people, in date and time order (no time first).
    expect(answer.unplanned.map((s) => [s.stageId, s.planned, s.needed])).toEqual([
      [kitchen.stage.id, 1, 2],
      [crew.stage.id, 2, 3],
      [empty.stage.id, 0, 2],
    ]);
    expect(answer.unplanned.some((s) => s.stageId === full.stage.id)).toBe(false);

    // Capacity: the stages of active orders per family and day, against the ordering's capacity.
    const capacity = (date: string, family: string) => answer.capacity.find((c) => c.date === date && c.family === family);
    expect(capacity(day(0), 'floor')).toEqual({ date: day(0), family: 'floor', booked: 1, capacity: 6 });
    expect(capacity(day(0), 'service')).toEqual({ date: day(0), family: 'service', booked: 1, capacity: 4 });
    expect(capacity(day(1), 'floor')!.booked).toBe(0); // the cancelled order's stage
    expect(capacity(day(2), 'floor')!.booked).toBe(1);
    expect(capacity(day(2), 'facadeLift')).toEqual({ date: day(2), family: 'facadeLift', booked: 1, capacity: 2 });
    expect(answer.capacity).toHaveLength(7 * 4);
  });

  it('marks a day full when the family reaches its capacity', async () => {
    const other = mondayOf(addDays(zurichToday(new Date()), 121));
    for (let i = 0; i < 2; i++) await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, typeId: 6, stage: { date: other, time: '08:00', amount: 1 }, team: [] });
    const answer = await board(isoWeekKey(other));
    expect(answer.capacity.find((c) => c.date === other && c.family === 'facadeLift')).toMatchObject({ booked: 2, capacity: 2 });
    expect(answer.unplanned).toHaveLength(2);
    expect(answer.staff.every((p) => p.days.every((cell) => cell.stages.length === 0))).toBe(true);
  });
});
