import { describe, expect, it } from 'vitest';
import { formatDuration, minutesToHours } from './duration';

describe('working time: durations', () => {
  it('formats minutes as hours and minutes', () => {
    expect(formatDuration(0)).toBe('0:00 h');
    expect(formatDuration(450)).toBe('7:30 h');
    expect(formatDuration(-75)).toBe('-1:15 h');
    expect(minutesToHours(450)).toBe(7.5);
    expect(minutesToHours(100)).toBe(1.67);
  });
});
