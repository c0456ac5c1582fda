import { describe, expect, it } from 'vitest';
import { weekDays } from '../dates/iso-week';
import { holidayCreditMinutes, paidHolidayName, weekBalanceMinutes, weekTargetMinutes } from './balance';
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
