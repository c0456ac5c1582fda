import { describe, expect, it } from 'vitest';
import type { BoardAnswer, BoardPerson, BoardStage } from '@tragkraft/sync-protocol';
import { crewOf, currentWeek, dayNote, legBefore, legHome, legText, minutesText, moveCard, openingWeek, overlapping, planWarnings, shiftWeek, weekLabel } from './board-rules';
import { pushChange, UNDO_STEPS, type BoardChange } from './undo-history';

const stage = (stageId: number, date: string, time: string | null, planned = 0): BoardStage => ({
  stageId,
  orderId: stageId + 100,
  stageNumber: 1,
  date,
  time,
  typeId: 1,
  service: 'Küchen-Feinverteilung',
  client: 'Muster Küchenbau AG',
  place: 'Testweg 1, 8000 Zürich',
  needed: 2,
  planned,
  version: 1,
  durationMinutes: 180,
  durationSet: false,
  end: time === null ? null : '11:00',
  leadsNeeded: 1,
  employeesNeeded: 1,
  crewSet: false,
  leadsPlanned: 0,
  employeesPlanned: planned,
  located: true,
});
const days = ['2026-11-23', '2026-11-24'];
const person = (id: number, name: string, cells: Partial<BoardPerson['days'][number]>[] = []): BoardPerson => ({
  id,
  name,
  role: 'employee',
  days: days.map((date, i) => ({ date, stages: [], absence: null, travel: [], travelMinutes: 0, workMinutes: 0, freeMinutes: 600, overlaps: [], exceedsWorkingDay: false, ...cells[i] })),
});

describe('board rules', () => {
  it('warns of an absence and of another stage on the same day, not of a declined one', () => {
    const card = stage(1, '2026-11-24', '08:00');
    const nina = person(1, 'Nina Brunner', [{}, { absence: { id: 9, reason: 'Ferien', startDate: '2026-11-24', endDate: '2026-11-27' }, stages: [{ ...stage(2, '2026-11-24', '13:00'), confirmation: true }, { ...stage(3, '2026-11-24', '15:00'), confirmation: false }] }]);
    expect(planWarnings(nina, card)).toEqual([
      'Nina Brunner ist vom 24.11.2026 bis 27.11.2026 abwesend (Ferien).',
      'Nina Brunner ist am 24.11.26 bereits eingeteilt (Auftrag 102, 13:00, Muster Küchenbau AG).',
    ]);
    expect(planWarnings(person(2, 'Jonas Frei', [{ absence: { id: 8, reason: 'Krankheit', startDate: '2026-11-23', endDate: '2026-11-23' } }]), card)).toEqual([]);
    expect(planWarnings(person(3, 'Luca Keller', [{}, { absence: { id: 7, reason: 'Krankheit', startDate: '2026-11-24', endDate: '2026-11-24' } }]), card)).toEqual([
      'Luca Keller ist am 24.11.2026 abwesend (Krankheit).',
    ]);
  });

  it('moves a card from the unplanned row to a person and on to another', () => {
    const card = stage(1, '2026-11-24', '08:00', 0);
    const board: BoardAnswer = { week: '2026-W48', days, staff: [person(1, 'A'), person(2, 'B')], unplanned: [card], capacity: [], people: [], workingDay: { start: '07:00', end: '17:00' }, depot: 'Depotstrasse 1, 8000 Zürich', routing: false };
    const planned = moveCard(board, { stage: card, fromUserId: null }, 1);
    expect(planned.staff[0]!.days[1]!.stages).toMatchObject([{ stageId: 1, planned: 1, confirmation: null }]);
    expect(planned.unplanned).toMatchObject([{ stageId: 1, planned: 1 }]);
    const moved = moveCard(planned, { stage: planned.unplanned[0]!, fromUserId: 1 }, 2);
    expect(moved.staff[0]!.days[1]!.stages).toEqual([]);
    expect(moved.staff[1]!.days[1]!.stages).toMatchObject([{ stageId: 1, planned: 1 }]);
    const full = moveCard(moved, { stage: moved.unplanned[0]!, fromUserId: null }, 1);
    expect(full.unplanned).toEqual([]);
  });

  it('steps weeks over the year end and names them', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(currentWeek(new Date('2026-11-24T10:00:00Z'))).toBe('2026-W48');
    expect(weekLabel('2026-W48')).toBe('KW 48 · 23.11.–29.11.2026');
  });

  it('opens the week of the address, or the current one when it names none or no valid week', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(openingWeek('2027-W02', now)).toBe('2027-W02');
    expect(openingWeek(null, now)).toBe('2026-W48');
    expect(openingWeek('2027-W60', now)).toBe('2026-W48');
    expect(openingWeek('morgen', now)).toBe('2026-W48');
  });

  it('names the crew a move keeps, a person\'s day in the pickers without the stage itself', () => {
    const card = stage(1, '2026-11-24', '08:00', 2);
    const other = { ...stage(2, '2026-11-24', '13:00'), confirmation: null };
    const a = person(1, 'A', [{}, { stages: [{ ...card, confirmation: true }, other] }]);
    const b = person(2, 'B', [{}, { stages: [{ ...card, confirmation: false }] }]);
    const c = person(3, 'C');
    const board: BoardAnswer = { week: '2026-W48', days, staff: [a, b, c], unplanned: [], capacity: [], people: [], workingDay: { start: '07:00', end: '17:00' }, depot: '', routing: false };
    expect(crewOf(board, card)).toEqual([1, 2]);
    expect(dayNote(a, '2026-11-24', 1)).toBe(' – 1 Einsatz');
    expect(dayNote(a, '2026-11-24')).toBe(' – 2 Einsätze');
    expect(dayNote(c, '2026-11-24', 1)).toBe(' – frei');
  });

  it('says minutes in words and finds the drives and overlaps of a day', () => {
    expect(minutesText(45)).toBe('45 Min.');
    expect(minutesText(120)).toBe('2 Std.');
    expect(minutesText(210)).toBe('3 Std. 30 Min.');
    expect(minutesText(-75)).toBe('−1 Std. 15 Min.');
    const travel = [
      { fromStageId: null, toStageId: 5, minutes: 20, source: 'router' as const },
      { fromStageId: 5, toStageId: 6, minutes: 35, source: 'estimate' as const },
      { fromStageId: 6, toStageId: null, minutes: 25, source: 'none' as const },
    ];
    expect(legBefore(travel, 6)?.minutes).toBe(35);
    expect(legBefore(travel, 7)).toBeNull();
    expect(legHome(travel)?.minutes).toBe(25);
    // With a routing provider only the estimated drives are marked; without, none is.
    expect(travel.map((leg) => legText(leg, true))).toEqual(['20 Min.', '≈ 35 Min.', '25 Min.']);
    expect(travel.map((leg) => legText(leg, false))).toEqual(['20 Min.', '35 Min.', '25 Min.']);
    expect([...overlapping([{ firstStageId: 5, secondStageId: 6 }])]).toEqual([5, 6]);
  });

  it('keeps the last UNDO_STEPS changes (at least 10), newest last', () => {
    let history: BoardChange[] = [];
    for (let i = 1; i <= 25; i++) history = pushChange(history, { kind: 'stages', steps: [], text: `#${i}` });
    expect(UNDO_STEPS).toBeGreaterThanOrEqual(10);
    expect(history).toHaveLength(UNDO_STEPS);
    expect(history.at(-1)!.text).toBe('#25');
    expect(history[0]!.text).toBe(`#${26 - UNDO_STEPS}`);
  });
});
