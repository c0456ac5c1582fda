import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  isLeapYear,
  isoDate,
  isoWeek,
  isValidIsoDate,
  mondayOf,
  sameWeek,
  weekdayIndex,
  weekKey,
} from './calendar';

const isoArb = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('leap years and month ends', () => {
  it('leap years: 2024 and 2000 yes, 1900 and 2023 no', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2023)).toBe(false);
  });
  it('days in month: Feb 2024 29, Feb 2023 28, Apr 30, Dec 31', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});

describe('isValidIsoDate (exactly 10 characters, a real day)', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-2-29', false],
    ['2024-02-290', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-04-31', false],
    ['24-04-30  ', false],
    ['2024/04/30', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
  });
  it('rejects non-strings', () => {
    expect(isValidIsoDate(null)).toBe(false);
    expect(isValidIsoDate(20240101)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('addDays over month ends, leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('addDays is not disturbed by the DST change (30.03. + 2 = 01.04.2024)', () => {
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28');
  });
  it('daysBetween counts calendar days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-05-13', '2024-05-10')).toBe(-3);
  });
  it('addMonths clamps to month ends: 31.03.2024 - 1M = 29.02.2024, 31.03.2023 - 1M = 28.02.2023', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-15', -3)).toBe('2023-10-15');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2024-05-31', -6)).toBe('2023-11-30');
    expect(addMonths('2024-11-30', 2)).toBe('2025-01-30');
  });
  it('addDays and daysBetween are inverse (property)', () => {
    fc.assert(
      fc.property(isoArb, fc.integer({ min: -3000, max: 3000 }), (date, n) => {
        const moved = addDays(date, n);
        return isValidIsoDate(moved) && addDays(moved, -n) === date && daysBetween(date, moved) === n;
      }),
    );
  });
});

describe('weekdays and weeks (Monday start, ISO weeks)', () => {
  it('weekdayIndex is Sunday = 0: 12.05.2024 is a Sunday, 12.05.2021 a Wednesday', () => {
    expect(weekdayIndex('2024-05-12')).toBe(0);
    expect(weekdayIndex('2021-05-12')).toBe(3);
  });
  it('mondayOf: Sunday 12.05.2024 belongs to Monday 06.05.; Monday 13.05. is its own', () => {
    expect(mondayOf('2024-05-12')).toBe('2024-05-06');
    expect(mondayOf('2024-05-13')).toBe('2024-05-13');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });
  it.each([
    ['2024-01-01', 2024, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2026-01-01', 2026, 1],
    ['2027-01-01', 2026, 53],
    ['2024-05-13', 2024, 20],
  ])('isoWeek(%s) = %i-W%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });
  it('weekKey is year-week with the week zero-padded', () => {
    expect(weekKey('2024-03-05')).toBe('2024-10');
    expect(weekKey('2024-12-30')).toBe('2025-01');
    expect(weekKey('2021-01-03')).toBe('2020-53');
  });
  it('sameWeek: Sunday and the next Monday differ; Monday to Sunday agree, also over new year', () => {
    expect(sameWeek('2024-05-12', '2024-05-13')).toBe(false);
    expect(sameWeek('2024-05-06', '2024-05-12')).toBe(true);
    expect(sameWeek('2024-12-30', '2025-01-05')).toBe(true);
    expect(sameWeek('2025-01-05', '2025-01-06')).toBe(false);
  });
  it('all seven days from a Monday share one week key (property)', () => {
    fc.assert(
      fc.property(isoArb, (date) => {
        const monday = mondayOf(date);
        const keys = new Set(Array.from({ length: 7 }, (_, i) => weekKey(addDays(monday, i))));
        return keys.size === 1 && weekKey(addDays(monday, 7)) !== weekKey(monday);
      }),
    );
  });
  it('isoDate pads its parts', () => {
    expect(isoDate(2024, 3, 5)).toBe('2024-03-05');
  });
});
