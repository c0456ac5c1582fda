import { describe, expect, it } from 'vitest';
import { validWorkHours } from './work-hours';

describe('work hours', () => {
  it('takes quarter hours from 0 to 1000', () => {
    expect(validWorkHours(16)).toBe(true);
    expect(validWorkHours(7.75)).toBe(true);
    expect(validWorkHours(0)).toBe(true);
  });

  it('refuses blanks, other fractions and out-of-range values', () => {
    expect(validWorkHours('')).toBe(false);
    expect(validWorkHours(7.3)).toBe(false);
    expect(validWorkHours(-1)).toBe(false);
    expect(validWorkHours(1000.25)).toBe(false);
  });
});
