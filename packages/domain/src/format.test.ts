import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatChf,
  formatChfWithCurrency,
  formatDate,
  formatDateWithWeekday,
  formatFileTimestamp,
  formatRangeDate,
  formatRating,
  formatHours,
  countOf,
  formatTableDate,
  formatTableDateTime,
  formatTime,
  invoiceFileName,
  messagingPhone,
  NO_TIME,
  parseChf,
  truncate,
  weekdayAbbreviation,
  WEEKDAY_ABBREVIATIONS,
} from './format';

describe('formatChf', () => {
  it.each([
    [1_234_550, "12'345.50"],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [99_999, '999.99'],
    [100_000, "1'000.00"],
    [123_456_789_012, "1'234'567'890.12"],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [-123_456, "-1'234.56"],
  ])('%i Rappen -> %s', (rappen, text) => {
    expect(formatChf(rappen)).toBe(text);
  });
  it('uses the one apostrophe U+0027 and no typographic one', () => {
    const text = formatChf(1_000_000_000);
    expect(text).toBe("10'000'000.00");
    expect([...text].filter((c) => c === "'" )).toHaveLength(2);
    expect(text).not.toMatch(/[\u2019\u02bc]/);
  });
  it('with currency: CHF 12.50', () => {
    expect(formatChfWithCurrency(1250)).toBe('CHF 12.50');
  });
});

describe('parseChf', () => {
  it.each([
    ["12'345.50", 1_234_550],
    ['12345.5', 1_234_550],
    ['12\u2019345.50', 1_234_550],
    ['CHF 10', 1000],
    ['-3', -300],
    ['12,50', 1250],
    [' 7.05 ', 705],
  ])('%s -> %i Rappen', (text, rappen) => {
    expect(parseChf(text)).toBe(rappen);
  });
  it.each(['abc', '', '1.234', '--1', '1.2.3'])('%s is not an amount', (text) => {
    expect(parseChf(text)).toBeNull();
  });
  it('formatting and parsing round-trip (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (r) => parseChf(formatChf(r)) === r));
  });
});

describe('dates and times', () => {
  it('dd.mm.yyyy and table dd.MM.yy', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatTableDate('2024-03-05')).toBe('05.03.24');
    expect(formatTableDate('2000-01-01')).toBe('01.01.00');
  });
  it('weekday abbreviations start on Sunday: So Mo Di Mi Do Fr Sa', () => {
    expect(WEEKDAY_ABBREVIATIONS).toEqual(['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']);
    const week = ['2024-05-12', '2024-05-13', '2024-05-14', '2024-05-15', '2024-05-16', '2024-05-17', '2024-05-18'];
    expect(week.map(weekdayAbbreviation)).toEqual(['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']);
  });
  it('delivery date with weekday: Wednesday 12.05.2021 -> Mi 12.05.21', () => {
    expect(formatDateWithWeekday('2021-05-12')).toBe('Mi 12.05.21');
  });
  it("times HH:mm, '--:--' for none", () => {
    expect(formatTime('8:05')).toBe('08:05');
    expect(formatTime('08:05:00')).toBe('08:05');
    expect(formatTime(null)).toBe(NO_TIME);
    expect(formatTime('')).toBe('--:--');
    expect(formatTime(undefined)).toBe('--:--');
    expect(formatTableDateTime('2024-03-05', null)).toBe('05.03.24 --:--');
    expect(formatTableDateTime('2024-03-05', '14:30')).toBe('05.03.24 14:30');
  });
  it('file timestamps yyyymmddThhmmss in Zurich time (summer +2, winter +1 over midnight)', () => {
    expect(formatFileTimestamp(new Date('2024-07-01T06:07:08Z'))).toBe('20240701T080708');
    expect(formatFileTimestamp(new Date('2024-01-15T23:30:05Z'))).toBe('20240116T003005');
  });
  it('analytics dates day.month.year without padding', () => {
    expect(formatRangeDate('2024-03-01')).toBe('1.3.2024');
    expect(formatRangeDate('2024-12-31')).toBe('31.12.2024');
  });
});

describe('phone numbers for messaging', () => {
  it.each([
    ['079 123 45 67', '41791234567'],
    ['+41 79 123 45 67', '41791234567'],
    ['044/123 45 67', '41441234567'],
    ['41791234567', '41791234567'],
    ['0049 170 1234567', '491701234567'],
  ])('%s -> %s', (input, output) => {
    expect(messagingPhone(input)).toBe(output);
  });
});

describe('invoice file names: RG + first six letters of the cleaned client name + id', () => {
  it.each([
    ['Müller Küchen AG', 123, 'RGMuelle123'],
    ['A&B Bau', 7, 'RGABBau7'],
    ['Électro-Ménager SA', 45, 'RGElectr45'],
    ['1. Bau AG', 9, 'RGBauAG9'],
  ])('%s, %s -> %s', (name, id, file) => {
    expect(invoiceFileName(name, id)).toBe(file);
  });
});

describe('table helpers', () => {
  it('truncate cuts names to 10 characters', () => {
    expect(truncate('Hansruedi Müller', 10)).toBe('Hansruedi ');
    expect(truncate('Kurz', 10)).toBe('Kurz');
  });
  it('rating with one decimal', () => {
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBe('-');
  });
});

describe('formatHours', () => {
  it('writes hours with a decimal point, at most two decimals, no trailing zeros', () => {
    expect(formatHours(15.5)).toBe('15.5 h');
    expect(formatHours(7.75)).toBe('7.75 h');
    expect(formatHours(8)).toBe('8 h');
    expect(formatHours(0)).toBe('0 h');
    expect(formatHours(1234.25)).toBe("1'234.25 h");
    expect(formatHours(2.006)).toBe('2.01 h');
    expect(formatHours(2.004)).toBe('2 h');
    expect(formatHours(-1.5)).toBe('-1.5 h');
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'Tag', 'Tage')).toBe('1 Tag');
    expect(countOf(0, 'Tag', 'Tage')).toBe('0 Tage');
    expect(countOf(3, 'Einsatz', 'Einsätze')).toBe('3 Einsätze');
  });
});
