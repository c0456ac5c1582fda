import { describe, expect, it } from 'vitest';
import { calculationTime } from './calculation-time';

describe('calculation time', () => {
  it('shows the stored UTC instant as Zurich dd.MM.yy HH:mm', () => {
    expect(calculationTime('2026-07-01T06:05:00.000Z')).toBe('01.07.26 08:05');
    expect(calculationTime('2026-12-31T23:30:00.000Z')).toBe('01.01.27 00:30');
  });
});
