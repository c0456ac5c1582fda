import { describe, expect, it } from 'vitest';
import { checkStageChronology, validateOrderBasics, validateOrderEdit, validateOrderStages, type StageInput } from './stages';

// Monday 13 May 2024, 08:00 Zurich.
const NOW = new Date('2024-05-13T06:00:00Z');
const texts = (found: { text: string }[]) => found.map((m) => m.text);
const stage = (date: string | null, time: string | null = null, over: Partial<StageInput> = {}): StageInput => ({ date, time, amount: 1, ...over });
const order = (stages: StageInput[], express = false, typeId = 1) => texts(validateOrderStages(stages, { typeId, express, now: NOW }));

describe('first stage when ordering', () => {
  it('delivery date required for stage 1', () => {
    expect(order([stage(null)])).toEqual(['Etappe 1: Bitte geben Sie ein Lieferdatum ein.']);
    expect(order([])).toEqual(['Etappe 1: Bitte geben Sie ein Lieferdatum ein.']);
  });
  it('date and time must parse', () => {
    expect(order([stage('2024-05-20', '25:00')])).toEqual(['Etappe 1: Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).']);
    expect(order([stage('20.05.2024')])).toEqual(['Etappe 1: Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).']);
  });
  it('at least 14 h ahead: Mon 20:00 is 12 h', () => {
    expect(order([stage('2024-05-13', '20:00')], true)).toEqual([
      'Etappe 1: Der Termin ist zu kurzfristig. Bitte wählen Sie einen Termin mindestens 14 Stunden im Voraus.',
    ]);
  });
  it('a time under 48 h: Tue without time is 24 h', () => {
    expect(order([stage('2024-05-14')], true)).toEqual(['Etappe 1: Bei einem Termin in weniger als 48 Stunden brauchen wir eine Uhrzeit.']);
  });
  it('express under 72 h: Wed 10:00 is 50 h', () => {
    expect(order([stage('2024-05-15', '10:00')])).toEqual([
      'Etappe 1: Der Termin liegt innerhalb von 3 Tagen. Bitte wählen Sie Express und rufen Sie uns zur Bestätigung an.',
    ]);
    expect(order([stage('2024-05-15', '10:00')], true)).toEqual([]);
  });
  it('a week ahead is fine without time or express', () => {
    expect(order([stage('2024-05-20')])).toEqual([]);
  });
});

describe('later stages', () => {
  it('must be on a later day (same day or earlier fails)', () => {
    const message = 'Etappe 2: Das Datum muss nach dem Datum der vorherigen Etappe liegen.';
    expect(order([stage('2024-05-20'), stage('2024-05-20', '14:00')])).toEqual([message]);
    expect(order([stage('2024-05-20'), stage('2024-05-19')])).toEqual([message]);
    expect(order([stage('2024-05-20'), stage('2024-05-21')])).toEqual([]);
  });
  it('no date after an empty one; empty later stages are allowed', () => {
    expect(order([stage('2024-05-20'), stage(null), stage('2024-05-25')])).toEqual([
      'Etappe 3: Ein Datum ist erst möglich, wenn die vorherige Etappe ein Datum hat.',
    ]);
    expect(order([stage('2024-05-20'), stage(null), stage(null)])).toEqual([]);
  });
  it('later stage dates must parse', () => {
    expect(order([stage('2024-05-20'), stage('2024-02-30')])).toEqual(['Etappe 2: Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).']);
  });
  it('checks every pair, over a month end', () => {
    expect(texts(checkStageChronology([stage('2024-05-31'), stage('2024-06-01'), stage('2024-05-30')]))).toEqual([
      'Etappe 3: Das Datum muss nach dem Datum der vorherigen Etappe liegen.',
    ]);
  });
});

describe('facade-lift and service orders use the day rules', () => {
  it('service (8): staff, hours, week', () => {
    const days = [stage('2024-05-20', '07:00', { amount: 2, hours: 8 }), stage('2024-05-27', '07:00', { amount: 2, hours: 13 })];
    expect(order(days, false, 8)).toEqual([
      'Tag 2: Die Stunden müssen zwischen 1 und 12 liegen.',
      'Alle Tage müssen in derselben Kalenderwoche liegen. Bitte erstellen Sie pro Woche eine eigene Offerte.',
    ]);
  });
  it('facade lift (6): hours 2 to 16 and later days on later dates', () => {
    const days = [stage('2024-05-21', null, { hours: 4 }), stage('2024-05-20', null, { hours: 1 })];
    expect(order(days, false, 6)).toEqual([
      'Tag 2: Die Stunden müssen zwischen 2 und 16 liegen.',
      'Etappe 2: Das Datum muss nach dem Datum der vorherigen Etappe liegen.',
    ]);
  });
});

describe('validateOrderBasics', () => {
  it('price calculated and locked, object address present', () => {
    expect(texts(validateOrderBasics({ priceCalculated: true, inputsLocked: true, orderAddress: 'Bahnhofstrasse 1, 8001 Zürich' }))).toEqual([]);
    expect(texts(validateOrderBasics({ priceCalculated: true, inputsLocked: false, orderAddress: ' ' }))).toEqual([
      'Bitte berechnen Sie zuerst den Preis.',
      'Bitte geben Sie die Objektadresse ein.',
    ]);
    expect(texts(validateOrderBasics({ priceCalculated: false, inputsLocked: true, orderAddress: null }))).toHaveLength(2);
  });
});

describe('validateOrderEdit', () => {
  // Monday 13 May 12:00: stage 1 past, stage 2 on Wednesday (date locked), stage 3 later.
  const now = new Date('2024-05-13T10:00:00Z');
  const before = [stage('2024-05-10', '08:00'), stage('2024-05-15', '08:00'), stage('2024-05-25', '08:00')];
  const edit = (after: StageInput[], typeId = 1, base = before) => texts(validateOrderEdit(base, after, { typeId, now }));
  const replace = (index: number, over: Partial<StageInput>) => before.map((s, i) => (i === index ? { ...s, ...over } : s));

  it('nothing changed, nothing to say', () => {
    expect(edit(before)).toEqual([]);
  });
  it('a past stage is fully read-only', () => {
    expect(edit(replace(0, { remarks: 'neu' }))).toEqual(['Etappe 1: Die Etappe liegt in der Vergangenheit und kann nicht mehr geändert werden.']);
  });
  it('a stage in the next 3 days keeps its date but other fields may change', () => {
    expect(edit(replace(1, { date: '2024-05-22' }))).toEqual([
      'Etappe 2: Das Datum kann nicht mehr geändert werden, weil die Etappe heute oder in den nächsten 3 Tagen stattfindet.',
    ]);
    expect(edit(replace(1, { amount: 3, time: '10:00' }))).toEqual([]);
  });
  it('a changed date may not be past or within the next 3 days', () => {
    const message = 'Etappe 3: Das neue Datum darf nicht in der Vergangenheit oder in den nächsten 3 Tagen liegen.';
    expect(edit(replace(2, { date: '2024-05-16' }))).toEqual([message]);
    expect(edit(replace(2, { date: '2024-05-12' }))).toEqual([message, 'Etappe 3: Das Datum muss nach dem Datum der vorherigen Etappe liegen.']);
    expect(edit(replace(2, { date: '2024-05-17' }))).toEqual([]);
    expect(edit(replace(2, { date: 'morgen' }))).toEqual(['Etappe 3: Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).']);
  });
  it('stage dates stay chronological without gaps', () => {
    const future = [stage('2024-05-20'), stage('2024-05-21'), stage('2024-05-22')];
    expect(edit([stage('2024-05-20'), stage(null), stage('2024-05-22')], 1, future)).toEqual([
      'Etappe 3: Ein Datum ist erst möglich, wenn die vorherige Etappe ein Datum hat.',
    ]);
    expect(edit([stage(null), stage('2024-05-21'), stage('2024-05-22')], 1, future)).toEqual([
      'Etappe 1: Bitte geben Sie ein Lieferdatum ein.',
      'Etappe 2: Ein Datum ist erst möglich, wenn die vorherige Etappe ein Datum hat.',
    ]);
  });
  it('a new stage added in the edit follows the date rule', () => {
    const future = [stage('2024-05-20')];
    expect(edit([stage('2024-05-20'), stage('2024-05-21')], 1, future)).toEqual([]);
  });
  it('the whole order is read-only once the last stage is past', () => {
    const past = [stage('2024-05-01'), stage('2024-05-10')];
    expect(edit([stage('2024-05-01'), stage('2024-05-10', null, { remarks: 'x' })], 1, past)).toEqual([
      'Die letzte Etappe liegt in der Vergangenheit. Der Auftrag kann nicht mehr geändert werden.',
    ]);
    expect(edit(past, 1, past)).toEqual([]);
  });
  it('service orders (8) keep valid hours, date, time and one week; no lead time for booked days', () => {
    const booked = [stage('2024-05-14', '07:00', { amount: 2, hours: 8 }), stage('2024-05-15', '07:00', { amount: 2, hours: 8 })];
    expect(edit(booked, 8, booked)).toEqual([]);
    const changed = [booked[0] as StageInput, { ...(booked[1] as StageInput), hours: 14 }];
    expect(edit(changed, 8, booked)).toEqual(['Tag 2: Die Stunden müssen zwischen 1 und 12 liegen.']);
  });
});
