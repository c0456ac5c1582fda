import { describe, expect, it } from 'vitest';
import { countdownTo, nowRounded, PICKER_MINUTES, roundToStep } from './field-time';

describe('truck arrival in 5-minute steps', () => {
  it('rounds to the nearest step', () => {
    expect(roundToStep('07:32')).toBe('07:30');
    expect(roundToStep('07:33')).toBe('07:35');
    expect(roundToStep('07:57')).toBe('07:55');
    expect(roundToStep('07:58')).toBe('08:00');
    expect(roundToStep('00:00')).toBe('00:00');
  });

  it('stays on the same day late at night', () => {
    expect(roundToStep('23:58')).toBe('23:55');
  });

  it('defaults to the Zurich time now, rounded', () => {
    // 06:12 UTC in summer is 08:12 in Zurich.
    expect(nowRounded(new Date('2026-07-01T06:12:00Z'))).toBe('08:10');
    expect(nowRounded(new Date('2026-01-15T06:13:00Z'))).toBe('07:15');
  });

  it('offers twelve minute steps', () => {
    expect(PICKER_MINUTES).toHaveLength(12);
    expect(PICKER_MINUTES.at(-1)).toBe('55');
  });
});

describe('countdown to the next operation', () => {
  it('counts days, hours, minutes and seconds to the stage time', () => {
    expect(countdownTo(new Date('2026-07-01T05:00:00Z'), '2026-07-03', '09:30')).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 0, started: false });
  });

  it('counts to 08:00 when the stage has no time', () => {
    expect(countdownTo(new Date('2026-07-01T05:59:59Z'), '2026-07-01', null)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, started: false });
  });

  it('stops at zero once started', () => {
    expect(countdownTo(new Date('2026-07-01T07:00:00Z'), '2026-07-01', null).started).toBe(true);
  });
});
