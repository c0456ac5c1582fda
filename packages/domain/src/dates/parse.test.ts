import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_INPUT_MESSAGES,
  ISO_DATE_MESSAGE,
  isoToInput,
  parseDateInput,
  parseDateTimeInput,
  parseIsoDate,
  parseTimeInput,
  timeOrDefault,
} from './parse';

const ok = <T>(value: T) => ({ ok: true, value });
const fail = (message: string) => ({ ok: false, message });

describe('parseDateInput (dd.mm.yyyy)', () => {
  it.each([
    ['12.05.2021', '2021-05-12'],
    ['1.5.2021', '2021-05-01'],
    [' 12.05.2021 ', '2021-05-12'],
    ['29.02.2024', '2024-02-29'],
    ['31.12.2024', '2024-12-31'],
  ])('%s -> %s', (text, iso) => {
    expect(parseDateInput(text)).toEqual(ok(iso));
  });
  it('two-digit year rule: a year below 1900 gets 2000 added (21 -> 2021, 99 -> 2099, 0 -> 2000)', () => {
    expect(parseDateInput('12.05.21')).toEqual(ok('2021-05-12'));
    expect(parseDateInput('12.05.99')).toEqual(ok('2099-05-12'));
    expect(parseDateInput('01.01.0')).toEqual(ok('2000-01-01'));
    expect(parseDateInput('12.05.1899')).toEqual(ok('3899-05-12'));
    expect(parseDateInput('12.05.1900')).toEqual(ok('1900-05-12'));
  });
  it("non-numeric or impossible day: 'could not parse day'", () => {
    expect(DATE_INPUT_MESSAGES.day).toBe('could not parse day');
    expect(parseDateInput('aa.05.2021')).toEqual(fail('could not parse day'));
    expect(parseDateInput('')).toEqual(fail('could not parse day'));
    expect(parseDateInput('29.02.2023')).toEqual(fail('could not parse day'));
    expect(parseDateInput('31.04.2024')).toEqual(fail('could not parse day'));
    expect(parseDateInput('0.04.2024')).toEqual(fail('could not parse day'));
    expect(parseDateInput('29.02.23')).toEqual(fail('could not parse day'));
  });
  it("non-numeric or impossible month: 'could not parse month'", () => {
    expect(parseDateInput('12.xx.2021')).toEqual(fail('could not parse month'));
    expect(parseDateInput('12.13.2021')).toEqual(fail('could not parse month'));
    expect(parseDateInput('12.0.2021')).toEqual(fail('could not parse month'));
    expect(parseDateInput('12')).toEqual(fail('could not parse month'));
  });
  it("non-numeric or missing year: 'could not parse year'", () => {
    expect(parseDateInput('12.05.yyyy')).toEqual(fail('could not parse year'));
    expect(parseDateInput('12.05')).toEqual(fail('could not parse year'));
    expect(parseDateInput('12.05.2021.1')).toEqual(fail('could not parse year'));
    expect(parseDateInput('12.05.123456')).toEqual(fail('could not parse year'));
  });
});

describe('parseTimeInput', () => {
  it('normalises to two digits each: 8:00 -> 08:00, 8:5 -> 08:05', () => {
    expect(parseTimeInput('8:00')).toEqual(ok('08:00'));
    expect(parseTimeInput('8:5')).toEqual(ok('08:05'));
    expect(parseTimeInput('23:59')).toEqual(ok('23:59'));
    expect(parseTimeInput('00:00')).toEqual(ok('00:00'));
  });
  it("'time needs a :' without a colon", () => {
    expect(parseTimeInput('0800')).toEqual(fail('time needs a :'));
    expect(parseTimeInput('')).toEqual(fail('time needs a :'));
  });
  it("'illegal time format' for other than two numeric parts or out of range", () => {
    expect(parseTimeInput('8:00:00')).toEqual(fail('illegal time format'));
    expect(parseTimeInput('a:00')).toEqual(fail('illegal time format'));
    expect(parseTimeInput('08:')).toEqual(fail('illegal time format'));
    expect(parseTimeInput('24:00')).toEqual(fail('illegal time format'));
    expect(parseTimeInput('23:60')).toEqual(fail('illegal time format'));
  });
});

describe('parseDateTimeInput (12.05.2021 08:00)', () => {
  it('parses date and time', () => {
    expect(parseDateTimeInput('12.05.2021 14:30')).toEqual(ok({ date: '2021-05-12', time: '14:30' }));
  });
  it('a missing time defaults to 08:00', () => {
    expect(parseDateTimeInput('12.05.2021')).toEqual(ok({ date: '2021-05-12', time: '08:00' }));
    expect(timeOrDefault(null)).toBe('08:00');
    expect(timeOrDefault('')).toBe('08:00');
    expect(timeOrDefault('09:15')).toBe('09:15');
  });
  it('passes on the date or time message', () => {
    expect(parseDateTimeInput('12.13.2021 08:00')).toEqual(fail('could not parse month'));
    expect(parseDateTimeInput('12.05.2021 0800')).toEqual(fail('time needs a :'));
    expect(parseDateTimeInput('12.05.2021 08:00 x')).toEqual(fail('illegal time format'));
  });
});

describe('ISO dates', () => {
  it('must be exactly 10 characters and a real day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual(ok('2024-02-29'));
    expect(parseIsoDate('2024-2-29')).toEqual(fail(ISO_DATE_MESSAGE));
    expect(parseIsoDate('2024-02-29T00:00')).toEqual(fail(ISO_DATE_MESSAGE));
  });
  it('isoToInput writes dd.mm.yyyy', () => {
    expect(isoToInput('2021-05-01')).toBe('01.05.2021');
  });
  it('dd.mm.yyyy formatting and parsing round-trip (property)', () => {
    const isoArb = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoArb, (iso) => {
        expect(parseDateInput(isoToInput(iso))).toEqual(ok(iso));
      }),
    );
  });
  it('time parsing is idempotent on its own output (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const first = parseTimeInput(`${h}:${m}`);
        expect(first.ok).toBe(true);
        if (first.ok) expect(parseTimeInput(first.value)).toEqual(first);
      }),
    );
  });
});
