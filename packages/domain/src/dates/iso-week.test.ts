import { describe, expect, it } from 'vitest';
import { isoWeekKey, mondayOfIsoWeek, weekDays } from './iso-week';

describe('ISO week keys', () => {
  it.each([
    ['2026-W48', '2026-11-23'],
    ['2026-W01', '2025-12-29'],
    ['2020-W53', '2020-12-28'],
    ['2026-W53', '2026-12-28'],
    ['2027-W01', '2027-01-04'],
  ])('%s starts on %s and names it back', (key, monday) => {
    expect(mondayOfIsoWeek(key)).toBe(monday);
    expect(isoWeekKey(monday)).toBe(key);
    expect(isoWeekKey(weekDays(monday)[6]!)).toBe(key);
  });

  it.each(['2026-W00', '2026-W54', '2025-W53', '2026-48', '2026-W4', 'x', '1969-W10'])('refuses %s', (key) => {
    expect(mondayOfIsoWeek(key)).toBeNull();
  });

  it('lists Monday to Sunday', () => {
    expect(weekDays('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });
});
