import { describe, expect, it } from 'vitest';
import { endTime, planDay, startTimesInOrder, timeOfMinutes, WORKING_DAY } from './day-plan';

const flat = (minutes: number) => () => minutes;

describe('planDay', () => {
  it('has nothing to say about an empty day', () => {
    expect(planDay([], flat(30))).toEqual({ order: [], legs: [], travelMinutes: 0, workMinutes: 0, freeMinutes: 600, overlaps: [], exceedsWorkingDay: false });
  });
  it('orders by start time (08:00 without one), then id, and drives depot to depot', () => {
    const plan = planDay(
      [
        { id: 5, time: '13:00', durationMinutes: 60 },
        { id: 3, time: null, durationMinutes: 60 },
        { id: 4, time: '08:00', durationMinutes: 30 },
      ],
      (from, to) => (from === null || to === null ? 20 : 15),
    );
    expect(plan.order).toEqual([3, 4, 5]);
    expect(plan.legs).toEqual([
      { fromStageId: null, toStageId: 3, minutes: 20 },
      { fromStageId: 3, toStageId: 4, minutes: 15 },
      { fromStageId: 4, toStageId: 5, minutes: 15 },
      { fromStageId: 5, toStageId: null, minutes: 20 },
    ]);
    expect(plan.travelMinutes).toBe(70);
    expect(plan.workMinutes).toBe(150);
    expect(plan.freeMinutes).toBe(600 - 150 - 70);
    expect(plan.exceedsWorkingDay).toBe(false);
  });
  it('finds overlapping times', () => {
    const plan = planDay(
      [
        { id: 1, time: '08:00', durationMinutes: 120 },
        { id: 2, time: '09:00', durationMinutes: 30 },
        { id: 3, time: '10:00', durationMinutes: 30 },
        { id: 4, time: null, durationMinutes: 600 },
      ],
      flat(0),
    );
    expect(plan.overlaps).toEqual([{ firstStageId: 1, secondStageId: 2 }]);
  });
  it('warns when work and travel are longer than the working day', () => {
    const plan = planDay([{ id: 1, time: null, durationMinutes: 540 }], flat(40));
    expect(plan.freeMinutes).toBe(-20);
    expect(plan.exceedsWorkingDay).toBe(true);
  });
  it('warns when a late start with the drive back ends after the working day', () => {
    const late = planDay([{ id: 1, time: '16:00', durationMinutes: 45 }], flat(30));
    expect(late.freeMinutes).toBeGreaterThan(0);
    expect(late.exceedsWorkingDay).toBe(true);
    expect(planDay([{ id: 1, time: '15:00', durationMinutes: 45 }], flat(30)).exceedsWorkingDay).toBe(false);
  });
  it('takes another working day', () => {
    expect(planDay([{ id: 1, time: null, durationMinutes: 60 }], flat(0), { start: '08:00', end: '09:00' }).freeMinutes).toBe(0);
  });
});

describe('times', () => {
  it('writes minutes as HH:mm and ends after the duration', () => {
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(7 * 60 + 5)).toBe('07:05');
    expect(timeOfMinutes(25 * 60)).toBe('25:00');
    expect(endTime('13:30', 90)).toBe('15:00');
    expect(endTime(null, 90)).toBeNull();
  });
  it('starts stages in order from the working day start with the drives', () => {
    expect(WORKING_DAY.start).toBe('07:00');
    expect(startTimesInOrder([60, 30, 90], [20, 15, 10])).toEqual(['07:20', '08:35', '09:15']);
    expect(startTimesInOrder([1200, 600], [0, 0])).toEqual(['07:00', '23:59']);
  });
});
