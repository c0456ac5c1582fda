import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTime, hoursUntil, minutesOfDay, zurichInstant, zurichOffsetMinutes, zurichToday, zurichWallClock } from './zurich';

const at = (iso: string) => new Date(iso);

describe('Zurich offset (EU rule)', () => {
  it('winter +60, summer +120', () => {
    expect(zurichOffsetMinutes(at('2024-01-15T12:00:00Z'))).toBe(60);
    expect(zurichOffsetMinutes(at('2024-07-01T12:00:00Z'))).toBe(120);
  });
  it('spring change: last Sunday of March 2024 (31.03.) at 01:00 UTC', () => {
    expect(zurichOffsetMinutes(at('2024-03-31T00:59:59Z'))).toBe(60);
    expect(zurichOffsetMinutes(at('2024-03-31T01:00:00Z'))).toBe(120);
  });
  it('autumn change: last Sunday of October 2024 (27.10.) at 01:00 UTC', () => {
    expect(zurichOffsetMinutes(at('2024-10-27T00:59:59Z'))).toBe(120);
    expect(zurichOffsetMinutes(at('2024-10-27T01:00:00Z'))).toBe(60);
  });
  it('2025: 30.03. and 26.10.', () => {
    expect(zurichOffsetMinutes(at('2025-03-30T00:59:00Z'))).toBe(60);
    expect(zurichOffsetMinutes(at('2025-03-30T01:00:00Z'))).toBe(120);
    expect(zurichOffsetMinutes(at('2025-10-26T00:59:00Z'))).toBe(120);
    expect(zurichOffsetMinutes(at('2025-10-26T01:00:00Z'))).toBe(60);
  });
  it('agrees with Intl (Europe/Zurich) for any minute 1996-2060 (the rule holds since 1996) (property)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const min = Date.UTC(1996, 0, 1) / 60_000;
    const max = Date.UTC(2060, 0, 1) / 60_000;
    fc.assert(
      fc.property(fc.integer({ min, max }), (minute) => {
        const instant = new Date(minute * 60_000);
        const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
        const expected = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
        expect(zurichWallClock(instant)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('wall clock and instants', () => {
  it('wall clock jumps from 01:59 to 03:00 on 31.03.2024', () => {
    expect(zurichWallClock(at('2024-03-31T00:59:00Z'))).toEqual({ date: '2024-03-31', time: '01:59' });
    expect(zurichWallClock(at('2024-03-31T01:00:00Z'))).toEqual({ date: '2024-03-31', time: '03:00' });
  });
  it('today changes at Zurich midnight, not UTC midnight', () => {
    expect(zurichToday(at('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(zurichToday(at('2024-06-30T21:59:00Z'))).toBe('2024-06-30');
    expect(zurichToday(at('2024-06-30T22:00:00Z'))).toBe('2024-07-01');
  });
  it('08:00 is 07:00 UTC in winter and 06:00 UTC in summer', () => {
    expect(zurichInstant('2024-01-15', '08:00').toISOString()).toBe('2024-01-15T07:00:00.000Z');
    expect(zurichInstant('2024-07-15', '08:00').toISOString()).toBe('2024-07-15T06:00:00.000Z');
  });
  it('a time in the spring gap moves one hour on: 31.03.2024 02:30 -> 03:30 CEST (01:30 UTC)', () => {
    expect(zurichInstant('2024-03-31', '02:30').toISOString()).toBe('2024-03-31T01:30:00.000Z');
  });
  it('an ambiguous autumn time takes the first (summer) instant: 27.10.2024 02:30 -> 00:30 UTC', () => {
    expect(zurichInstant('2024-10-27', '02:30').toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(zurichInstant('2024-10-27', '03:00').toISOString()).toBe('2024-10-27T02:00:00.000Z');
  });
  it('rejects invalid dates and times', () => {
    expect(() => zurichInstant('2024-02-30', '08:00')).toThrow();
    expect(() => zurichInstant('2024-02-01', '24:00')).toThrow();
  });
  it('wall clock of the instant of a wall time gives it back, except in the spring gap (property)', () => {
    const wallArb = fc.record({
      date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2050-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      minutes: fc.integer({ min: 0, max: 1439 }),
    });
    fc.assert(
      fc.property(wallArb, ({ date, minutes }) => {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const back = zurichWallClock(zurichInstant(date, time));
        const inGap = back.time !== time;
        if (inGap) expect(minutesOfDay(back.time) - minutes).toBe(60);
        expect(back.date).toBe(date);
      }),
    );
  });
});

describe('hoursUntil counts real hours across DST', () => {
  it('Sat 30.03.2024 08:00 to Mon 01.04.2024 08:00 is 47 hours (spring)', () => {
    expect(hoursUntil(at('2024-03-30T07:00:00Z'), '2024-04-01', '08:00')).toBe(47);
  });
  it('Sat 26.10.2024 08:00 to Mon 28.10.2024 08:00 is 49 hours (autumn)', () => {
    expect(hoursUntil(at('2024-10-26T06:00:00Z'), '2024-10-28', '08:00')).toBe(49);
  });
  it('negative for the past', () => {
    expect(hoursUntil(at('2024-05-13T06:00:00Z'), '2024-05-13', '07:00')).toBe(-1);
  });
});

describe('times', () => {
  it('isValidTime wants HH:mm 00:00-23:59', () => {
    expect(isValidTime('08:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('8:00')).toBe(false);
    expect(isValidTime('08:60')).toBe(false);
    expect(isValidTime(null)).toBe(false);
  });
  it('minutesOfDay: 08:30 = 510', () => {
    expect(minutesOfDay('08:30')).toBe(510);
  });
});
