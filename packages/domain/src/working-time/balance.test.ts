import { describe, expect, it } from 'vitest';
import { weekDays } from '../dates/iso-week';
import { holidayCreditMinutes, paidDayCreditMinutes, paidDayName, paidHolidayName, runningBalanceMinutes, weekBalanceMinutes, weekTargetMinutes } from './balance';
import { simpleDay } from './test-taps';
import { workdays } from './workdays';
import { DEFAULT_WEEKLY_TARGET_HOURS } from './law';

describe('working time: balance against the weekly target', () => {
  it('42.5 hours a week by default, 8:30 h a day', () => {
    expect(DEFAULT_WEEKLY_TARGET_HOURS).toBe(42.5);
    expect(weekTargetMinutes(42.5)).toBe(2550);
    expect(weekTargetMinutes(40)).toBe(2400);
  });

  it('Zurich public holidays on a weekday are paid days', () => {
    expect(paidHolidayName('2026-12-25')).toBe('Weihnachten');
    expect(holidayCreditMinutes('2026-12-25', 42.5)).toBe(510);
    expect(holidayCreditMinutes('2026-04-06', 40)).toBe(480); // Ostermontag
    expect(holidayCreditMinutes('2026-11-24', 42.5)).toBe(0);
    // 1 August 2026 is a Saturday: no credit.
    expect(paidHolidayName('2026-08-01')).toBeNull();
    expect(holidayCreditMinutes('2026-08-01', 42.5)).toBe(0);
  });

  it('a week at target is balanced; the Christmas week needs two days less', () => {
    expect(weekBalanceMinutes(2550, weekDays('2026-11-23'), 42.5)).toBe(0);
    expect(weekBalanceMinutes(2600, weekDays('2026-11-23'), 42.5)).toBe(50);
    // 25 and 26 December 2025 are Thursday and Friday.
    expect(weekBalanceMinutes(3 * 510, weekDays('2025-12-22'), 42.5)).toBe(0);
  });
});

describe('working time: paid absences and the running balance', () => {
  const absences = new Map([['2026-11-24', 'Ferien'], ['2026-11-28', 'Ferien']]);
  it('an absence on a weekday is a paid day; a holiday keeps its name', () => {
    expect(paidDayName('2026-11-24', absences)).toBe('Ferien');
    expect(paidDayCreditMinutes('2026-11-24', 42.5, absences)).toBe(510);
    expect(paidDayCreditMinutes('2026-11-28', 42.5, absences)).toBe(0);
    expect(paidDayName('2026-12-25', new Map([['2026-12-25', 'Ferien']]))).toBe('Weihnachten');
    expect(paidDayName('2026-11-25', absences)).toBeNull();
  });

  it('sums whole weeks: worked plus paid days minus the target of each week', () => {
    // Two weeks; in the first, four days of 9 hours and one day of holidays.
    const taps = ['2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27'].flatMap((date) => simpleDay(date, '07:00', '12:00', '12:30', '16:30'));
    const days = workdays(taps);
    const always = () => 42.5;
    expect(runningBalanceMinutes(days, '2026-11-23', '2026-11-29', always, absences)).toBe(4 * 540 + 510 - 2550);
    expect(runningBalanceMinutes(days, '2026-11-23', '2026-12-06', always, absences)).toBe(4 * 540 + 510 - 2 * 2550);
    expect(runningBalanceMinutes(days, '2026-11-30', '2026-11-29', always)).toBe(0);
  });

  it('gives each week its own target: a changed contract does not move a week kept at its old target', () => {
    const taps = ['2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27'].flatMap((date) => simpleDay(date, '07:00', '12:00', '12:30', '16:30'));
    const days = workdays(taps);
    // The first week at 42.5 h (its paid day a fifth of that), the second at half time.
    const targets = (monday: string) => (monday === '2026-11-23' ? 42.5 : 21.25);
    expect(runningBalanceMinutes(days, '2026-11-23', '2026-12-06', targets, absences)).toBe(4 * 540 + 510 - 2550 - 1275);
  });
});
