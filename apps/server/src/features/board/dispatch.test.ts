// Issue 33 (decision 035): dispatching on the board. The week's travel, durations and people
// per day; moving a stage to a day and crew through the order modal's rules (refusals with
// reasons, change confirmation, idempotent, two admins racing); a stage's duration and crew;
// the suggested day order; the printed plans. Every route: admin only.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekKey, mondayOf, zurichToday } from '@tragkraft/domain';
import type { ApplyOrderAnswer, BoardAnswer, BoardMoveAnswer, BoardRefusal, SuggestOrderAnswer } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { absences, auditLog, mailQueue, stageAssignments, stages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { pdfText } from '../../../test/support/documents';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { boardEndpoints } from '@tragkraft/sync-protocol';

describe('[board] dispatch: travel, moves, crews, day order, print', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  // Weeks far enough ahead that the demo data and the other board tests have no stage in them.
  const monday = mondayOf(addDays(zurichToday(new Date()), 150));
  const week = isoWeekKey(monday);
  const day = (n: number) => addDays(monday, n);
  const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
    as(t.app, 'admin', { method: 'POST', url, payload, headers }).then((response) => ({ response, body: response.json<T>() }));
  const board = async (w = week) => {
    const response = await as(t.app, 'admin', requestTo(boardEndpoints.week, { query: { week: w } }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BoardAnswer>();
  };
  const versionOf = async (stageId: number) => (await t.app.db.select({ v: stages.version }).from(stages).where(eq(stages.id, stageId)))[0]!.v;
  const teamOf = async (stageId: number) =>
    (await t.app.db.select({ userId: stageAssignments.userId }).from(stageAssignments).where(eq(stageAssignments.stageId, stageId))).map((r) => r.userId).sort((a, b) => a - b);
  const changeMails = async (orderId: number) =>
    (await t.app.db.select({ message: mailQueue.message }).from(mailQueue)).filter((m) => (m.message as { subject?: string }).subject === `Terminänderung: Auftrag Nr. ${orderId}`);
  const stage = (over: { date: string; time?: string | null; address?: string; team?: { userId: number; confirmation?: boolean | null }[]; typeId?: number; amount?: number; hours?: number }) =>
    seedFieldStage(t.app.db, {
      clientId: 1,
      userId: ids.client!,
      typeId: over.typeId ?? 1,
      orderAddress: over.address ?? 'Bahnhofstrasse 5\n8001 Zürich',
      stage: { date: over.date, time: over.time === undefined ? '08:00' : over.time, amount: over.amount ?? 2, hours: over.hours ?? null },
      team: over.team ?? [],
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['operator@demo.ch', 'reto.baumann@demo.ch', 'employee@demo.ch', 'nina.brunner@demo.ch', 'jonas.frei@demo.ch', 'client@demo.ch']) {
      const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      ids[email.split('@')[0]!] = user!.id;
    }
  });
  afterAll(() => t.close());

  it('refuses every route to every role but admin', async () => {
    await expectAdminOnly(t.app, requestTo(boardEndpoints.move, { body: { stageId: 1, date: day(0), version: 1 } }));
    await expectAdminOnly(t.app, requestTo(boardEndpoints.stagePlan, { body: { stageId: 1, durationMinutes: 60, leadsNeeded: null, employeesNeeded: null, version: 1 } }));
    await expectAdminOnly(t.app, requestTo(boardEndpoints.suggestOrder, { body: { date: day(0), userIds: [1] } }));
    await expectAdminOnly(t.app, requestTo(boardEndpoints.applyOrder, { body: { date: day(0), stages: [{ stageId: 1, version: 1, time: '08:00' }] } }));
    await expectAdminOnly(t.app, requestTo(boardEndpoints.print, { query: { week } }));
  });

  it('answers bad input with a German { code, message }, never a 500', async () => {
    const bad: [string, object][] = [
      [urlTo(boardEndpoints.move), { stageId: 0, date: day(0), version: 1 }],
      [urlTo(boardEndpoints.move), { stageId: 1, date: '2026-02-30x', version: 1 }],
      [urlTo(boardEndpoints.move), { stageId: 1, date: day(0), version: 1, time: '25:00' }],
      [urlTo(boardEndpoints.stagePlan), { stageId: 1, durationMinutes: 5, leadsNeeded: null, employeesNeeded: null, version: 1 }],
      [urlTo(boardEndpoints.suggestOrder), { date: day(0), userIds: [] }],
      [urlTo(boardEndpoints.applyOrder), { date: day(0), stages: [] }],
      [urlTo(boardEndpoints.applyOrder), { date: day(0), stages: [{ stageId: 1, version: 1, time: '8:00' }] }],
      [urlTo(boardEndpoints.applyOrder), { date: day(0), stages: [{ stageId: 1, version: 1, time: '08:00' }, { stageId: 1, version: 1, time: '09:00' }] }],
    ];
    for (const [url, payload] of bad) {
      const { response } = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    const missing = await post<BoardRefusal>(urlTo(boardEndpoints.move), { stageId: 2_000_000, date: day(0), version: 1 });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ code: 'notFound', reasons: ['Etappe nicht gefunden.'] });
    for (const url of [urlTo(boardEndpoints.print, { unsafeQuery: { week, team: 'a' } }), urlTo(boardEndpoints.print, { unsafeQuery: { week: '2026-W60' } }), urlTo(boardEndpoints.print, { unsafeQuery: { week, team: 99999999999 } })]) {
      const response = await as(t.app, 'admin', { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/Ungültig/);
    }
  });

  it('answers the day of a person with travel from and to the depot, overlaps, free time and people per day', async () => {
    const nina = ids['nina.brunner']!;
    const winterthur = await stage({ date: day(0), time: '10:00', address: 'Marktgasse 1\n8400 Winterthur', team: [{ userId: nina, confirmation: true }] });
    const zurich = await stage({ date: day(0), time: '08:00', address: 'Bahnhofstrasse 5\n8001 Zürich', team: [{ userId: nina, confirmation: true }] });
    const nowhere = await stage({ date: day(1), time: null, address: 'Irgendwo 1\n9999 Nirgendwo', team: [{ userId: nina, confirmation: null }] });
    await t.app.db.insert(absences).values({ userId: ids['jonas.frei']!, startDate: day(0), endDate: day(0), reason: 'Ferien' });

    const answer = await board();
    const cell = answer.staff.find((p) => p.id === nina)!.days[0]!;
    expect(cell.stages.map((s) => s.stageId)).toEqual([zurich.stage.id, winterthur.stage.id]);
    expect(cell.travel.map((leg) => [leg.fromStageId, leg.toStageId])).toEqual([
      [null, zurich.stage.id],
      [zurich.stage.id, winterthur.stage.id],
      [winterthur.stage.id, null],
    ]);
    // Depot 8048 Altstetten → 8001 city: the minimum drive; city → Winterthur about 20 km line.
    expect(cell.travel[0]!.minutes).toBe(10);
    expect(cell.travel[1]!.minutes).toBeGreaterThan(20);
    expect(cell.travel[1]!.minutes).toBeLessThan(45);
    expect(cell.travelMinutes).toBe(cell.travel.reduce((sum, leg) => sum + leg.minutes, 0));
    // Two kitchen stages of 2 units: 150 minutes each; 08:00–10:30 overlaps 10:00.
    expect(cell.stages.map((s) => [s.time, s.end])).toEqual([['08:00', '10:30'], ['10:00', '12:30']]);
    expect(cell.workMinutes).toBe(300);
    expect(cell.overlaps).toEqual([{ firstStageId: zurich.stage.id, secondStageId: winterthur.stage.id }]);
    expect(cell.freeMinutes).toBe(600 - 300 - cell.travelMinutes);
    expect(cell.exceedsWorkingDay).toBe(false);
    // A place not in the locality data: no coordinates, no travel counted.
    const away = answer.staff.find((p) => p.id === nina)!.days[1]!;
    expect(away.stages[0]).toMatchObject({ stageId: nowhere.stage.id, located: false, end: null });
    expect(away.travelMinutes).toBe(0);
    // People: two stages of two people; five active field staff, one absent.
    expect(answer.people[0]).toEqual({ date: day(0), needed: 4, available: answer.staff.length - 1 });
    expect(answer.workingDay).toEqual({ start: '07:00', end: '17:00' });
    expect(answer.depot).toBe('Rautistrasse 12, 8048 Zürich');
  });

  it('moves a stage to another day and person: the client gets the change confirmation, undo moves it back', async () => {
    const { order, stage: s } = await stage({ date: day(14), time: '08:00', team: [{ userId: ids.employee!, confirmation: true }] });
    const moved = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(15), time: '09:30', userIds: [ids['nina.brunner']!], version: await versionOf(s.id) });
    expect(moved.response.statusCode, moved.response.body).toBe(200);
    expect(moved.body.stage).toMatchObject({ stageId: s.id, date: day(15), time: '09:30', end: '12:00', planned: 1 });
    expect(moved.body.userIds).toEqual([ids['nina.brunner']!]);
    expect(moved.body.previous).toEqual({ date: day(14), time: '08:00', userIds: [ids.employee!] });
    expect(await changeMails(order.id)).toHaveLength(1);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(s.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['update', 'assign', 'unassign']));

    // Undo: the previous state as a move (the admin's undo stack on the board).
    const back = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), { ...moved.body.previous, stageId: s.id, version: moved.body.stage.version });
    expect(back.response.statusCode, back.response.body).toBe(200);
    expect(back.body.stage).toMatchObject({ date: day(14), time: '08:00' });
    expect(await teamOf(s.id)).toEqual([ids.employee!]);
    expect(await changeMails(order.id)).toHaveLength(2);
  });

  it('plans a crew in one action on the same day without a change confirmation', async () => {
    const { order, stage: s } = await stage({ date: day(16), team: [] });
    const crew = [ids.operator!, ids['reto.baumann']!, ids['nina.brunner']!];
    const planned = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(16), userIds: crew, version: await versionOf(s.id) });
    expect(planned.response.statusCode, planned.response.body).toBe(200);
    expect(planned.body.stage).toMatchObject({ planned: 3, leadsPlanned: 2, employeesPlanned: 1, needed: 2 });
    expect(await teamOf(s.id)).toEqual([...crew].sort((a, b) => a - b));
    expect(await changeMails(order.id)).toHaveLength(0);
  });

  it('refuses a move with every reason: absent and already planned people, a booked day, broken chronology', async () => {
    const nina = ids['nina.brunner']!;
    const reto = ids['reto.baumann']!;
    await t.app.db.insert(absences).values({ userId: reto, startDate: day(21), endDate: day(21), reason: 'Krankheit' });
    await stage({ date: day(21), team: [{ userId: nina, confirmation: true }] });
    const { stage: s } = await stage({ date: day(22), team: [] });
    const version = await versionOf(s.id);
    const refused = await post<BoardRefusal>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(21), userIds: [nina, reto], version });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.reasons).toHaveLength(2);
    expect(refused.body.reasons.join(' ')).toMatch(/abwesend \(Krankheit\)/);
    expect(refused.body.reasons.join(' ')).toMatch(/bereits eingeteilt/);
    // Nothing changed: the date stayed and nobody was planned.
    expect((await t.app.db.select({ date: stages.date }).from(stages).where(eq(stages.id, s.id)))[0]!.date).toBe(day(22));
    expect(await teamOf(s.id)).toEqual([]);
    // The planning's force plans anyway.
    const forced = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(21), userIds: [nina, reto], version, force: true });
    expect(forced.response.statusCode, forced.response.body).toBe(200);

    // People kept on a stage moved onto a day they are absent.
    await t.app.db.insert(absences).values({ userId: ids.operator!, startDate: day(23), endDate: day(23), reason: 'Ferien' });
    const { stage: kept } = await stage({ date: day(24), team: [{ userId: ids.operator!, confirmation: true }] });
    const absentKept = await post<BoardRefusal>(urlTo(boardEndpoints.move), { stageId: kept.id, date: day(23), version: await versionOf(kept.id) });
    expect(absentKept.response.statusCode).toBe(409);
    expect(absentKept.body.reasons[0]).toMatch(/Marco Rossi ist am .* abwesend \(Ferien\)/);

    // A full day of the family (facade lift: two a day) is refused with dayBooked.
    for (let i = 0; i < 2; i++) await stage({ date: day(25), typeId: 6, amount: 1, hours: 8 });
    const { stage: lift } = await stage({ date: day(26), typeId: 6, amount: 1, hours: 8 });
    const booked = await post<BoardRefusal>(urlTo(boardEndpoints.move), { stageId: lift.id, date: day(25), version: await versionOf(lift.id) });
    expect(booked.response.statusCode, booked.response.body).toBe(409);
    expect(booked.body).toMatchObject({ code: 'dayBooked' });
    expect(booked.body.reasons).toHaveLength(1);

    // Chronology: the second stage of an order cannot move before the first.
    const two = await seedFieldStage(t.app.db, { clientId: 1, userId: ids.client!, stage: { date: day(28), time: '08:00', amount: 1 }, team: [] });
    const [second] = await t.app.db.insert(stages).values({ orderId: two.order.id, stageNumber: 2, date: day(29), time: '08:00', amount: 1 }).returning();
    const backwards = await post<BoardRefusal>(urlTo(boardEndpoints.move), { stageId: second!.id, date: day(27), version: second!.version });
    expect(backwards.response.statusCode).toBe(400);
    expect(backwards.body.code).toBe('validation');
    expect(backwards.body.reasons.length).toBeGreaterThan(0);
  });

  it('two admins moving the same stage at once: one wins, the other is refused as stale', async () => {
    const { stage: s } = await stage({ date: day(30), team: [] });
    const version = await versionOf(s.id);
    const [a, b] = await Promise.all([
      post<BoardMoveAnswer | BoardRefusal>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(31), version }),
      post<BoardMoveAnswer | BoardRefusal>(urlTo(boardEndpoints.move), { stageId: s.id, date: day(32), version }),
    ]);
    expect([a.response.statusCode, b.response.statusCode].sort()).toEqual([200, 409]);
    const loser = (a.response.statusCode === 409 ? a : b).body as BoardRefusal;
    expect(loser.code).toBe('stale');
    expect(loser.reasons[0]).toMatch(/inzwischen geändert/);
    const winner = (a.response.statusCode === 200 ? a : b).body as BoardMoveAnswer;
    expect((await t.app.db.select({ date: stages.date }).from(stages).where(eq(stages.id, s.id)))[0]!.date).toBe(winner.stage.date);
  });

  it('is idempotent with an Idempotency-Key: the repeat answers the same and changes nothing', async () => {
    const { order, stage: s } = await stage({ date: day(33), team: [] });
    const key = { 'idempotency-key': randomUUID() };
    const payload = { stageId: s.id, date: day(34), version: await versionOf(s.id) };
    const first = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), payload, key);
    const again = await post<BoardMoveAnswer>(urlTo(boardEndpoints.move), payload, key);
    expect(first.response.statusCode).toBe(200);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await changeMails(order.id)).toHaveLength(1);
  });

  it('sets and resets a stage duration and crew', async () => {
    const { stage: s } = await stage({ date: day(35), time: '13:00', team: [] });
    const set = await post<BoardMoveAnswer>(urlTo(boardEndpoints.stagePlan), { stageId: s.id, durationMinutes: 90, leadsNeeded: 1, employeesNeeded: 3, version: await versionOf(s.id) });
    expect(set.response.statusCode, set.response.body).toBe(200);
    expect(set.body.stage).toMatchObject({ durationMinutes: 90, durationSet: true, end: '14:30', leadsNeeded: 1, employeesNeeded: 3, crewSet: true, needed: 4 });
    const stale = await post<BoardRefusal>(urlTo(boardEndpoints.stagePlan), { stageId: s.id, durationMinutes: 60, leadsNeeded: null, employeesNeeded: null, version: s.version });
    expect(stale.response.statusCode).toBe(409);
    expect(stale.body.code).toBe('stale');
    const reset = await post<BoardMoveAnswer>(urlTo(boardEndpoints.stagePlan), { stageId: s.id, durationMinutes: null, leadsNeeded: null, employeesNeeded: null, version: set.body.stage.version });
    expect(reset.body.stage).toMatchObject({ durationMinutes: 150, durationSet: false, needed: 2, crewSet: false });
  });

  it('suggests a day order with less driving and applies it as start times in one call', async () => {
    const jonas = ids['jonas.frei']!;
    const date = day(36);
    // Today's order zig-zags: Winterthur, Altstetten, Kloten, Zürich city.
    const places = ['Marktgasse 1\n8400 Winterthur', 'Badenerstrasse 1\n8048 Zürich', 'Flughofstrasse 1\n8302 Kloten', 'Bahnhofstrasse 5\n8001 Zürich'];
    const seeded: { id: number; time: string | null }[] = [];
    for (const [i, address] of places.entries()) seeded.push((await stage({ date, time: `${String(7 + i).padStart(2, '0')}:00`, address, amount: 1, team: [{ userId: jonas, confirmation: true }] })).stage);
    const { response, body } = await post<SuggestOrderAnswer>(urlTo(boardEndpoints.suggestOrder), { date, userIds: [jonas] });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.currentOrder).toEqual(seeded.map((s) => s.id));
    expect([...body.proposedOrder].sort((a, b) => a - b)).toEqual(seeded.map((s) => s.id).sort((a, b) => a - b));
    expect(body.travelMinutesAfter).toBeLessThan(body.travelMinutesBefore);
    expect(body.stops[0]!.time).toBe(`07:${String(body.stops[0]!.travelMinutes).padStart(2, '0')}`);
    const applied = await post<ApplyOrderAnswer>(urlTo(boardEndpoints.applyOrder), { date, stages: body.stops.map(({ stageId, version, time }) => ({ stageId, version, time })) });
    expect(applied.response.statusCode, applied.response.body).toBe(200);
    expect(applied.body.stages.map((moved) => [moved.stage.stageId, moved.stage.time])).toEqual(body.stops.map((stop) => [stop.stageId, stop.time]));
    expect(applied.body.stages.map((moved) => moved.previous.time)).toEqual(body.stops.map((stop) => seeded.find((s) => s.id === stop.stageId)!.time));
    const cell = (await board(isoWeekKey(mondayOf(date)))).staff.find((p) => p.id === jonas)!.days.find((d) => d.date === date)!;
    expect(cell.stages.map((s) => s.stageId)).toEqual(body.proposedOrder);
    expect(cell.travelMinutes).toBe(body.travelMinutesAfter);
    expect(cell.overlaps).toEqual([]);
    // Nobody planned that day: nothing to order.
    const none = await post<SuggestOrderAnswer>(urlTo(boardEndpoints.suggestOrder), { date: day(37), userIds: [jonas] });
    expect(none.body).toMatchObject({ stops: [], travelMinutesBefore: 0, travelMinutesAfter: 0 });
  });

  it('applies an order all or none: a stage changed meanwhile refuses all as stale, nothing changed', async () => {
    const date = day(38);
    const first = (await stage({ date, time: '08:00', address: 'Marktgasse 1\n8400 Winterthur', amount: 1 })).stage;
    const second = (await stage({ date, time: '09:00', amount: 1 })).stage;
    const third = (await stage({ date, time: '10:00', address: 'Flughofstrasse 1\n8302 Kloten', amount: 1 })).stage;
    const stops = [
      { stageId: second.id, version: await versionOf(second.id), time: '07:10' },
      { stageId: first.id, version: await versionOf(first.id), time: '08:30' },
      { stageId: third.id, version: await versionOf(third.id), time: '10:15' },
    ];
    // Another admin changes the third stage's duration in between.
    const other = await post<BoardMoveAnswer>(urlTo(boardEndpoints.stagePlan), { stageId: third.id, durationMinutes: 120, leadsNeeded: null, employeesNeeded: null, version: stops[2]!.version });
    expect(other.response.statusCode).toBe(200);
    const refused = await post<BoardRefusal>(urlTo(boardEndpoints.applyOrder), { date, stages: stops });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('stale');
    expect(refused.body.reasons).toHaveLength(1);
    expect(refused.body.reasons[0]).toMatch(/^Auftrag \d+, Etappe 1: Die Etappe wurde inzwischen geändert/);
    const times = async () => (await t.app.db.select({ id: stages.id, time: stages.time }).from(stages).where(eq(stages.date, date))).sort((a, b) => a.id - b.id).map((row) => row.time);
    expect(await times()).toEqual(['08:00', '09:00', '10:00']);

    // A stage of another day is not part of the day's order.
    const elsewhere = await post<BoardRefusal>(urlTo(boardEndpoints.applyOrder), { date: day(39), stages: stops.slice(0, 1) });
    expect(elsewhere.response.statusCode).toBe(400);
    expect(elsewhere.body.reasons[0]).toMatch(/ist nicht am/);

    // With the versions seen now: all times at once, idempotent with a key (one change mail per stage).
    const fresh = await Promise.all(stops.map(async (stop) => ({ ...stop, version: await versionOf(stop.stageId) })));
    const key = { 'idempotency-key': randomUUID() };
    const applied = await post<ApplyOrderAnswer>(urlTo(boardEndpoints.applyOrder), { date, stages: fresh }, key);
    expect(applied.response.statusCode, applied.response.body).toBe(200);
    const again = await post<ApplyOrderAnswer>(urlTo(boardEndpoints.applyOrder), { date, stages: fresh }, key);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(applied.body);
    expect(await times()).toEqual(['08:30', '07:10', '10:15']);
    for (const s of [first, second, third]) expect(await changeMails(s.orderId)).toHaveLength(1);

    // The undo: the times before, with the versions after, in one call again.
    const undo = await post<ApplyOrderAnswer>(urlTo(boardEndpoints.applyOrder), {
      date,
      stages: applied.body.stages.map((moved) => ({ stageId: moved.stage.stageId, version: moved.stage.version, time: moved.previous.time })),
    });
    expect(undo.response.statusCode, undo.response.body).toBe(200);
    expect(await times()).toEqual(['08:00', '09:00', '10:00']);
  });

  it('prints the week plan of a team and a day sheet per person as a landscape PDF', async () => {
    const nina = ids['nina.brunner']!;
    const response = await as(t.app, 'admin', requestTo(boardEndpoints.print, { query: { week, team: String(nina) } }));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`Disposition ${week}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Wochenplan');
    expect(text).toContain('Nina Brunner');
    expect(text).toContain('Tagesblatt Nina Brunner');
    expect(text).toContain('Marktgasse 1');
    expect(text).toContain('Rautistrasse 12, 8048 Zürich');
    expect(text).not.toContain('Marco Rossi');
    // Landscape: wider than high.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const all = await as(t.app, 'admin', requestTo(boardEndpoints.print, { query: { week } }));
    expect(await pdfText(all.rawPayload)).toContain('Marco Rossi');
  });
});

describe('[board] suggested day order with the router (MAPS_PROVIDER)', () => {
  let t: TestApp;
  let router: Server;
  let failing = false;
  const asked: string[] = [];
  const date = addDays(mondayOf(addDays(zurichToday(new Date()), 190)), 1);
  // Nodes: 0 the depot, 1 Winterthur, 2 Kloten, 3 Zürich (today's order by time). The router
  // says depot → 3 → 2 → 1 → depot is one minute a drive, everything else an hour.
  const fast = new Set(['0>3', '3>2', '2>1', '1>0']);
  const table = Array.from({ length: 4 }, (_, i) => Array.from({ length: 4 }, (_, j) => (i === j ? 0 : fast.has(`${i}>${j}`) ? 60 : 3600)));

  beforeAll(async () => {
    router = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (failing || !request.url?.startsWith('/table/v1/driving/')) return response.writeHead(502).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations: table }));
    });
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ mapsProviderUrl: `http://127.0.0.1:${(router.address() as AddressInfo).port}` });
    const [jonas] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'jonas.frei@demo.ch'));
    const [client] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.ch'));
    for (const [i, address] of ['Marktgasse 1\n8400 Winterthur', 'Flughofstrasse 1\n8302 Kloten', 'Bahnhofstrasse 5\n8001 Zürich'].entries()) {
      await seedFieldStage(t.app.db, { clientId: 1, userId: client!.id, orderAddress: address, stage: { date, time: `0${8 + i}:00`, amount: 1 }, team: [{ userId: jonas!.id, confirmation: true }] });
    }
  });
  afterAll(async () => {
    await t.close();
    router.close();
  });

  const suggest = async () => {
    const [jonas] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'jonas.frei@demo.ch'));
    const response = await as(t.app, 'admin', requestTo(boardEndpoints.suggestOrder, { body: { date, userIds: [jonas!.id] } }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SuggestOrderAnswer>();
  };

  it('orders by the router minutes (at least the minimum drive) in one table call', async () => {
    const answer = await suggest();
    expect(asked.at(-1)).toMatch(/^\/table\/v1\/driving\/[\d.]+,[\d.]+(;[\d.]+,[\d.]+){3}\?annotations=duration$/);
    expect(answer.proposedOrder).toEqual([...answer.currentOrder].reverse());
    expect(answer.travelMinutesBefore).toBe(4 * 60);
    expect(answer.travelMinutesAfter).toBe(4 * 10);
  });

  it('falls back to the estimate when the router fails', async () => {
    failing = true;
    const answer = await suggest();
    expect(answer.travelMinutesBefore).not.toBe(4 * 60);
    expect(answer.travelMinutesAfter).toBeLessThanOrEqual(answer.travelMinutesBefore);
    failing = false;
  });
});
