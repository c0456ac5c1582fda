import { describe, expect, it } from 'vitest';
import { absenceCovers, rangesOverlap } from './absences';

describe('absences', () => {
  const week = { startDate: '2026-11-23', endDate: '2026-11-27' };
  it('covers both ends and nothing outside', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-25', '2026-11-27', '2026-11-28'].map((d) => absenceCovers(week, d))).toEqual([false, true, true, true, false]);
  });
  it('overlaps when one day is shared', () => {
    expect(rangesOverlap(week, { startDate: '2026-11-27', endDate: '2026-12-01' })).toBe(true);
    expect(rangesOverlap(week, { startDate: '2026-11-20', endDate: '2026-11-23' })).toBe(true);
    expect(rangesOverlap(week, { startDate: '2026-11-28', endDate: '2026-12-01' })).toBe(false);
    expect(rangesOverlap(week, { startDate: '2026-11-01', endDate: '2026-11-22' })).toBe(false);
  });
});
