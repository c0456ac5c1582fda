import { describe, expect, it } from 'vitest';
import { checkHours, checkServiceWeek, checkWeekFree, serviceWeekKey, validateDays, type DayInput } from './days';

// Monday 13 May 2024, 08:00 Zurich. Days from Monday 20 May need neither express nor a time.
const NOW = new Date('2024-05-13T06:00:00Z');
const texts = (found: { text: string }[]) => found.map((m) => m.text);
const lift = (days: DayInput[], express = false) => texts(validateDays('facadeLift', days, { express, now: NOW }));
const service = (days: DayInput[], express = false) => texts(validateDays('service', days, { express, now: NOW }));

describe('facade-lift days', () => {
  it('a valid day has no messages', () => {
    expect(lift([{ date: '2024-05-20', time: '08:00', hours: 8 }])).toEqual([]);
  });
  it('at least one day', () => {
    expect(lift([])).toEqual(['Bitte erfassen Sie mindestens einen Tag.']);
  });
  it('date and hours are required', () => {
    expect(lift([{ date: null, time: null, hours: null }])).toEqual([
      'Tag 1: Bitte geben Sie ein Datum ein.',
      'Tag 1: Bitte geben Sie die Anzahl Stunden ein.',
    ]);
  });
  it('hours 2 to 16: 2 and 16 pass, 1.99 and 16.5 fail with the limits named', () => {
    expect(lift([{ date: '2024-05-20', time: null, hours: 2 }])).toEqual([]);
    expect(lift([{ date: '2024-05-20', time: null, hours: 16 }])).toEqual([]);
    expect(lift([{ date: '2024-05-20', time: null, hours: 1.99 }])).toEqual(['Tag 1: Die Stunden müssen zwischen 2 und 16 liegen.']);
    expect(lift([{ date: '2024-05-20', time: null, hours: 16.5 }])).toEqual(['Tag 1: Die Stunden müssen zwischen 2 und 16 liegen.']);
  });
  it('a day lies at most two years ahead, as the stages of an order (issue 29)', () => {
    expect(lift([{ date: '2026-05-13', time: null, hours: 8 }])).toEqual([]);
    const tooFar = 'Tag 1: Das Datum darf höchstens 2 Jahre in der Zukunft liegen (spätestens 13.05.2026).';
    expect(lift([{ date: '2026-05-14', time: null, hours: 8 }])).toEqual([tooFar]);
    expect(lift([{ date: '9999-12-31', time: null, hours: 8 }])).toEqual([tooFar]);
    expect(service([{ date: '9999-12-31', time: null, hours: 8, amount: 2 }])).toEqual([tooFar]);
  });
  it('date and time must parse', () => {
    const invalid = 'Tag 2: Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).';
    expect(lift([{ date: '2024-05-20', time: null, hours: 4 }, { date: '2024-02-30', time: null, hours: 4 }])).toEqual([invalid]);
    expect(lift([{ date: '2024-05-20', time: null, hours: 4 }, { date: '2024-05-21', time: '25:00', hours: 4 }])).toEqual([invalid]);
  });
  it('lead time: too early, needs a time, needs express (with the exact texts)', () => {
    expect(lift([{ date: '2024-05-13', time: '20:00', hours: 4 }], true)).toEqual([
      'Tag 1: Der Termin ist zu kurzfristig. Bitte wählen Sie einen Termin mindestens 14 Stunden im Voraus.',
    ]);
    expect(lift([{ date: '2024-05-14', time: null, hours: 4 }], true)).toEqual([
      'Tag 1: Bei einem Termin in weniger als 48 Stunden brauchen wir eine Uhrzeit.',
    ]);
    expect(lift([{ date: '2024-05-15', time: '10:00', hours: 4 }])).toEqual([
      'Tag 1: Der Termin liegt innerhalb von 3 Tagen. Bitte wählen Sie Express und rufen Sie uns zur Bestätigung an.',
    ]);
    expect(lift([{ date: '2024-05-15', time: '10:00', hours: 4 }], true)).toEqual([]);
  });
  it('now = null skips the lead time (already booked days)', () => {
    expect(texts(validateDays('facadeLift', [{ date: '2024-05-01', time: null, hours: 4 }], { express: false, now: null }))).toEqual([]);
  });
  it('facade-lift days need not share a week', () => {
    expect(lift([{ date: '2024-05-20', time: null, hours: 4 }, { date: '2024-06-20', time: null, hours: 4 }])).toEqual([]);
  });
  it('messages carry the 1-based day index', () => {
    const found = validateDays('facadeLift', [{ date: '2024-05-20', time: null, hours: 4 }, { date: null, time: null, hours: 4 }], { express: false, now: NOW });
    expect(found).toEqual([{ code: 'dateMissing', index: 2, text: 'Tag 2: Bitte geben Sie ein Datum ein.' }]);
  });
});

describe('service days', () => {
  const day = (date: string, time: string | null = '07:00', amount: number | null = 2, hours: number | null = 8): DayInput => ({ date, time, amount, hours });
  it('a valid week has no messages', () => {
    expect(service([day('2024-05-20'), day('2024-05-22'), day('2024-05-26')])).toEqual([]);
  });
  it('staff count must be a whole number from 1', () => {
    const text = 'Tag 1: Bitte geben Sie die Anzahl Mitarbeiter ein (ganze Zahl ab 1).';
    expect(service([day('2024-05-20', '07:00', null)])).toEqual([text]);
    expect(service([day('2024-05-20', '07:00', 0)])).toEqual([text]);
    expect(service([day('2024-05-20', '07:00', 1.5)])).toEqual([text]);
    expect(service([day('2024-05-20', '07:00', 1)])).toEqual([]);
  });
  it('service hours 1 to 12 (our choice; the spec names none)', () => {
    expect(service([day('2024-05-20', '07:00', 2, 1)])).toEqual([]);
    expect(service([day('2024-05-20', '07:00', 2, 12)])).toEqual([]);
    expect(service([day('2024-05-20', '07:00', 2, 0.5)])).toEqual(['Tag 1: Die Stunden müssen zwischen 1 und 12 liegen.']);
    expect(service([day('2024-05-20', '07:00', 2, 12.5)])).toEqual(['Tag 1: Die Stunden müssen zwischen 1 und 12 liegen.']);
  });
  it('strictly chronological: the same day at an earlier or equal time fails', () => {
    const message = 'Die Tage müssen zeitlich aufsteigend sein.';
    expect(service([day('2024-05-21'), day('2024-05-20')])).toEqual([message]);
    expect(service([day('2024-05-20', '08:00'), day('2024-05-20', '08:00')])).toEqual([message]);
    expect(service([day('2024-05-20', '08:00'), day('2024-05-20', '13:00')])).toEqual([]);
  });
  it('same calendar week, Monday start: Sunday 26.05. and Monday 27.05. are different weeks', () => {
    const message = 'Alle Tage müssen in derselben Kalenderwoche liegen. Bitte erstellen Sie pro Woche eine eigene Offerte.';
    expect(service([day('2024-05-26'), day('2024-05-27')])).toEqual([message]);
    expect(service([day('2024-05-20'), day('2024-05-26')])).toEqual([]);
  });
  it('a week over new year is one week (Mon 30.12.2024 to Sun 05.01.2025)', () => {
    expect(checkServiceWeek([day('2024-12-30'), day('2025-01-05')])).toEqual([]);
  });
  it('one offer per week and object', () => {
    const days = [day('2024-05-20')];
    expect(serviceWeekKey(days)).toBe('2024-21');
    expect(checkWeekFree(days, ['2024-21'])?.text).toBe('Pro Kalenderwoche und Objekt ist nur eine Offerte bzw. ein Auftrag möglich.');
    expect(checkWeekFree(days, ['2024-20'])).toBeNull();
    expect(serviceWeekKey([{ date: null, time: null, hours: null }])).toBeNull();
  });
  it('checkHours reports missing hours', () => {
    expect(checkHours('service', null)?.code).toBe('hoursMissing');
    expect(checkHours('service', Number.NaN)?.code).toBe('hoursMissing');
    expect(checkHours('facadeLift', 5)).toBeNull();
  });
  it('checkHours refuses hours nobody can type: more than two decimals (issue 27)', () => {
    expect(checkHours('service', 7.5)).toBeNull();
    expect(checkHours('service', 7.05)).toBeNull();
    expect(checkHours('service', 7.333, 1)).toEqual({ code: 'hoursTooPrecise', text: 'Die Stunden dürfen höchstens 2 Stellen nach dem Komma haben (z. B. 7.75).', index: 1 });
  });
});
