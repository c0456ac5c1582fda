import { describe, expect, it } from 'vitest';
import { readTypedNumber, TYPED_NUMBER_TEXTS, understoodText, type NumberRule } from './typed-number';

const HOURS: NumberRule = { kind: 'hours' };
const value = (typed: string, rule: NumberRule) => {
  const read = readTypedNumber(typed, rule);
  return read.ok ? read.value : `error: ${read.error}`;
};
const error = (typed: string, rule: NumberRule) => {
  const read = readTypedNumber(typed, rule);
  return read.ok ? `value: ${read.value}` : read.error;
};

describe('readTypedNumber: hours as the field staff and customers type them (issue 27)', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['4,5', 4.5],
    ['7,5', 7.5],
    ['11,75', 11.75],
    ['3:30', 3.5],
    ['03:30', 3.5],
    ['3:00', 3],
    ['0:45', 0.75],
    ['7:45', 7.75],
    ['3:06', 3.1],
    ['3h30', 3.5],
    ['3 h 30', 3.5],
    ['3h30min', 3.5],
    ['3 h 6 min', 3.1],
    ['8', 8],
    ['8 h', 8],
    ['8h', 8],
    ['8 Std.', 8],
    ['7,5 Stunden', 7.5],
    [' 7.5 ', 7.5],
    [',5', 0.5],
    ['0', 0],
    ['24', 24],
    ['24:00', 24],
  ])('%s', (typed, expected) => {
    expect(value(typed, HOURS)).toBe(expected);
  });

  it('never turns a comma into a bigger number (the defect: 3,5 became 24, 4,5 became 45)', () => {
    expect(value('3,5', HOURS)).toBe(3.5);
    expect(value('4,5', { kind: 'hours', max: 1000, step: 0.25 })).toBe(4.5);
    expect(value('7,5', { kind: 'hours', min: 1, max: 12 })).toBe(7.5);
  });

  it.each([
    ['3,5,5', TYPED_NUMBER_TEXTS.unreadable('3,5,5', 'hours')],
    ['abc', TYPED_NUMBER_TEXTS.unreadable('abc', 'hours')],
    ['3,', TYPED_NUMBER_TEXTS.unreadable('3,', 'hours')],
    ['3.5.5', TYPED_NUMBER_TEXTS.unreadable('3.5.5', 'hours')],
    ['3 5', TYPED_NUMBER_TEXTS.unreadable('3 5', 'hours')],
    ['3:5', TYPED_NUMBER_TEXTS.unreadable('3:5', 'hours')],
    ['3:300', TYPED_NUMBER_TEXTS.unreadable('3:300', 'hours')],
    ['-', TYPED_NUMBER_TEXTS.unreadable('-', 'hours')],
    ['1e2', TYPED_NUMBER_TEXTS.unreadable('1e2', 'hours')],
    ['0x10', TYPED_NUMBER_TEXTS.unreadable('0x10', 'hours')],
    ['Infinity', TYPED_NUMBER_TEXTS.unreadable('Infinity', 'hours')],
    ['3:75', TYPED_NUMBER_TEXTS.minutesOver],
    ['3:60', TYPED_NUMBER_TEXTS.minutesOver],
    ['3:20', TYPED_NUMBER_TEXTS.minutesInexact],
    ['3:01', TYPED_NUMBER_TEXTS.minutesInexact],
    ['3 h 5 min', TYPED_NUMBER_TEXTS.minutesInexact],
    ['7.125', TYPED_NUMBER_TEXTS.decimals(2)],
    ['1.250', TYPED_NUMBER_TEXTS.decimals(2)],
    ['24,5', TYPED_NUMBER_TEXTS.tooLarge('24 h')],
    ['24:15', TYPED_NUMBER_TEXTS.tooLarge('24 h')],
    ['35', TYPED_NUMBER_TEXTS.tooLarge('24 h')],
    ['-3', TYPED_NUMBER_TEXTS.negative],
    ['−3', TYPED_NUMBER_TEXTS.negative],
  ])('refuses %s with a German reason', (typed, reason) => {
    expect(error(typed, HOURS)).toBe(reason);
  });

  it('quarter hours where the field asks for them', () => {
    const rule: NumberRule = { kind: 'hours', max: 1000, step: 0.25 };
    expect(value('7:45', rule)).toBe(7.75);
    expect(value("1'000", rule)).toBe(1000);
    expect(error('7,1', rule)).toBe(TYPED_NUMBER_TEXTS.quarterHours);
    expect(error('3:10', rule)).toBe(TYPED_NUMBER_TEXTS.minutesInexact);
    expect(error('1000,25', rule)).toBe(TYPED_NUMBER_TEXTS.tooLarge("1'000 h"));
  });

  it('a range of the service (site service 1 to 12 hours)', () => {
    const rule: NumberRule = { kind: 'hours', min: 1, max: 12 };
    expect(error('0,5', rule)).toBe(TYPED_NUMBER_TEXTS.tooSmall('1 h'));
    expect(error('12,25', rule)).toBe(TYPED_NUMBER_TEXTS.tooLarge('12 h'));
    expect(value('12', rule)).toBe(12);
  });
});

describe('readTypedNumber: blank', () => {
  it('is null when optional, an error when required', () => {
    expect(readTypedNumber('', HOURS)).toEqual({ ok: true, value: null });
    expect(readTypedNumber('   ', HOURS)).toEqual({ ok: true, value: null });
    expect(readTypedNumber('', { ...HOURS, required: true })).toEqual({ ok: false, error: TYPED_NUMBER_TEXTS.required });
  });
});

describe('readTypedNumber: amounts in CHF (Rappen)', () => {
  const CHF: NumberRule = { kind: 'chf', max: 100_000 };
  it.each([
    ['100', 100],
    ['12.50', 12.5],
    ['12,50', 12.5],
    ['12,5', 12.5],
    ["1'250", 1250],
    ['1’250', 1250],
    ['1ʼ250', 1250],
    ['1 250', 1250],
    ['1\u00a0250,05', 1250.05],
    ["12'345.50", 12345.5],
    ['CHF 80', 80],
    ['chf80.–', 80],
    ['Fr. 80.–', 80],
    ['80.-', 80],
    ['80 CHF', 80],
    ['0.05', 0.05],
  ])('%s', (typed, expected) => {
    expect(value(typed, CHF)).toBe(expected);
  });

  it.each([
    ['12.555', TYPED_NUMBER_TEXTS.decimals(2)],
    ["12'34", TYPED_NUMBER_TEXTS.unreadable("12'34", 'chf')],
    ["1,250.50", TYPED_NUMBER_TEXTS.unreadable('1,250.50', 'chf')],
    ["1'250'5", TYPED_NUMBER_TEXTS.unreadable("1'250'5", 'chf')],
    ['3:30', TYPED_NUMBER_TEXTS.unreadable('3:30', 'chf')],
    ['100000.01', TYPED_NUMBER_TEXTS.tooLarge("CHF 100'000.00")],
    ['-1', TYPED_NUMBER_TEXTS.negative],
  ])('refuses %s', (typed, reason) => {
    expect(error(typed, CHF)).toBe(reason);
  });
});

describe('readTypedNumber: counts, floors, kilometres, metres, percent, minutes', () => {
  it('counts and floors are whole', () => {
    expect(value('3', { kind: 'count', min: 1, max: 50 })).toBe(3);
    expect(value("1'200", { kind: 'count', max: 10_000 })).toBe(1200);
    expect(error('3,5', { kind: 'count', max: 50 })).toBe(TYPED_NUMBER_TEXTS.whole);
    expect(error('0', { kind: 'count', min: 1, max: 50 })).toBe(TYPED_NUMBER_TEXTS.tooSmall('1'));
    expect(error('51', { kind: 'count', min: 1, max: 50 })).toBe(TYPED_NUMBER_TEXTS.tooLarge('50'));
    expect(value('12', { kind: 'floor', max: 30 })).toBe(12);
    expect(error('31', { kind: 'floor', max: 30 })).toBe(TYPED_NUMBER_TEXTS.tooLarge('30'));
    expect(error('3:30', { kind: 'count', max: 50 })).toBe(TYPED_NUMBER_TEXTS.unreadable('3:30', 'count'));
  });

  it('kilometres have one decimal, metres two', () => {
    expect(value('12,5', { kind: 'km', max: 2000 })).toBe(12.5);
    expect(value('12,5 km', { kind: 'km', max: 2000 })).toBe(12.5);
    expect(error('12,55', { kind: 'km', max: 2000 })).toBe(TYPED_NUMBER_TEXTS.decimals(1));
    expect(error("2'000.5", { kind: 'km', max: 2000 })).toBe(TYPED_NUMBER_TEXTS.tooLarge("2'000 km"));
    expect(value('4,75', { kind: 'metres', max: 1000 })).toBe(4.75);
    expect(value('4,75 m', { kind: 'metres', max: 1000 })).toBe(4.75);
    expect(error('4,755', { kind: 'metres', max: 1000 })).toBe(TYPED_NUMBER_TEXTS.decimals(2));
  });

  it('percentages are whole from 0 to 100', () => {
    const rule: NumberRule = { kind: 'percent', max: 100 };
    expect(value('15', rule)).toBe(15);
    expect(value('15 %', rule)).toBe(15);
    expect(value('15%', rule)).toBe(15);
    expect(error('15,5', rule)).toBe(TYPED_NUMBER_TEXTS.whole);
    expect(error('101', rule)).toBe(TYPED_NUMBER_TEXTS.tooLarge('100 %'));
  });

  it('minutes are whole', () => {
    expect(value('45', { kind: 'minutes', max: 600 })).toBe(45);
    expect(value('45 min', { kind: 'minutes', max: 600 })).toBe(45);
    expect(error('4,5', { kind: 'minutes', max: 600 })).toBe(TYPED_NUMBER_TEXTS.whole);
  });

  it('a field may allow negative values', () => {
    expect(value('-12,50', { kind: 'chf', min: -1000, max: 1000 })).toBe(-12.5);
    expect(error('-1000.05', { kind: 'chf', min: -1000, max: 1000 })).toBe(TYPED_NUMBER_TEXTS.tooSmall('CHF -1\'000.00'));
  });
});

describe('understoodText', () => {
  it('says hours back in hours and minutes', () => {
    expect(understoodText(3.5, 'hours')).toBe('= 3.5 h (3 Std. 30 Min.)');
    expect(understoodText(8, 'hours')).toBe('= 8 h (8 Std.)');
    expect(understoodText(7.75, 'hours')).toBe('= 7.75 h (7 Std. 45 Min.)');
    expect(understoodText(0.1, 'hours')).toBe('= 0.1 h (0 Std. 6 Min.)');
  });
  it('says other kinds back with their unit', () => {
    expect(understoodText(1250.5, 'chf')).toBe("= CHF 1'250.50");
    expect(understoodText(1250, 'count')).toBe("= 1'250");
    expect(understoodText(12.5, 'km')).toBe('= 12.5 km');
    expect(understoodText(15, 'percent')).toBe('= 15 %');
  });
});
