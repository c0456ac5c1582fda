import { describe, expect, it } from 'vitest';
import { simpleDay, tap } from './test-taps';
import { summarizeWeek } from './week';

describe('working time: a week', () => {
  it('sums five days of 8:30 h to the target of 42.5 hours', () => {
    const taps = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].flatMap((date) => simpleDay(date, '07:00', '12:00', '12:30', '16:00'));
    const week = summarizeWeek(taps, '2026-11-23', 42.5);
    expect(week.days.map((day) => day.workMinutes)).toEqual([510, 510, 510, 510, 510, 0, 0]);
    expect(week.days[0]).toEqual({ date: '2026-11-23', workMinutes: 510, breakMinutes: 30, travelMinutes: 0, holidayMinutes: 0, holidayName: null });
    expect(week).toMatchObject({ totalMinutes: 2550, targetMinutes: 2550, balanceMinutes: 0, warnings: [] });
  });

  it('credits the Christmas holidays and leaves out taps of other weeks', () => {
    const taps = [...simpleDay('2025-12-19', '07:00', '12:00', '12:30', '16:00'), ...simpleDay('2025-12-22', '07:00', '12:00', '12:30', '16:00')];
    const week = summarizeWeek(taps, '2025-12-22', 42.5);
    expect(week.days[3]).toMatchObject({ holidayName: 'Weihnachten', holidayMinutes: 510 });
    expect(week.days[4]).toMatchObject({ holidayName: 'Stephanstag', holidayMinutes: 510 });
    expect(week.totalMinutes).toBe(3 * 510);
    expect(week.balanceMinutes).toBe(-2 * 510);
  });

  it('warns over 50 hours in the week, and about the rest after the Sunday before', () => {
    const long = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].flatMap((date) => simpleDay(date, '06:30', '12:00', '13:00', '17:31'));
    const week = summarizeWeek([tap('2026-11-22', '20:00', 'start'), tap('2026-11-22', '21:00', 'end'), ...long], '2026-11-23', 42.5);
    expect(week.totalMinutes).toBe(5 * 601);
    expect(week.warnings.map((w) => w.code)).toEqual(['rest', 'weeklyMaximum']);
  });
});
