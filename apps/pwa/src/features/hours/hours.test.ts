import { describe, expect, it } from 'vitest';
import { weekLabel, weekRange } from './hours-text';

describe('weekly hours', () => {
  it('labels week and range', () => {
    expect(weekLabel({ week: 12, year: 2026 })).toBe('KW 12 / 2026');
    expect(weekRange({ startDate: '2026-03-16', endDate: '2026-03-22' })).toBe('16.03.2026 – 22.03.2026');
  });
});
