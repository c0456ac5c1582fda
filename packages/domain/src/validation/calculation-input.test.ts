import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, type ClientPricing } from '../pricing/client';
import type { CalculationInputs, KitchenInput } from '../pricing/types';
import { normaliseAmount, validateCalculation } from './calculation-input';

const NOW = new Date('2024-05-13T06:00:00Z');
const kitchen = (over: Partial<KitchenInput> = {}): KitchenInput => ({
  meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 1 }] }],
  driveKilometers: 12,
  lift: null,
  stagesCount: 1,
  express: false,
  ...over,
});
const texts = (found: { text: string }[]) => found.map((m) => m.text);
const run = <K extends keyof CalculationInputs>(key: K, input: CalculationInputs[K], client: ClientPricing = DEFAULT_CLIENT) => {
  const { errors, notes } = validateCalculation(key, input, client, NOW);
  return { errors: texts(errors), notes: texts(notes) };
};

describe('normaliseAmount: integers, blank as null', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['3', 3],
    [0, 0],
    ['0', 0],
    ['2.7', 2],
    ['abc', null],
    [4, 4],
  ] as const)('%s -> %s', (value, expected) => {
    expect(normaliseAmount(value)).toBe(expected);
  });
});

describe('floor-based services', () => {
  it('a complete kitchen has neither errors nor notes', () => {
    expect(run('kitchen', kitchen())).toEqual({ errors: [], notes: [] });
  });
  it('at least one floor amount above 0', () => {
    const none = kitchen({ meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 0 }, { floor: 1, amount: null }] }] });
    expect(run('kitchen', none).errors).toEqual(['Bitte geben Sie bei mindestens einem Stockwerk eine Anzahl grösser als 0 ein.']);
  });
  it('amounts must be whole numbers from 0', () => {
    const broken = kitchen({ meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 1.5 }] }] });
    expect(run('kitchen', broken).errors).toEqual(['Die Anzahl muss eine ganze Zahl ab 0 sein.']);
    const negative = kitchen({ meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: -1 }, { floor: 1, amount: 1 }] }] });
    expect(run('kitchen', negative).errors).toEqual(['Die Anzahl muss eine ganze Zahl ab 0 sein.']);
  });
  it('kilometres are required, 0 is allowed, negative is not', () => {
    expect(run('kitchen', kitchen({ driveKilometers: null })).errors).toEqual(['Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).']);
    expect(run('kitchen', kitchen({ driveKilometers: 0 })).errors).toEqual([]);
    expect(run('kitchen', kitchen({ driveKilometers: -3 })).errors).toEqual(['Die Kilometer dürfen nicht negativ sein.']);
  });
  it('rows with units need running metres above 0', () => {
    const input = kitchen({ meters: [{ name: 'B', meters: null, disposalChecked: true, floors: [{ floor: 0, amount: 1 }] }] });
    expect(run('kitchen', input).errors).toEqual(['B: Bitte geben Sie die Laufmeter ein (grösser als 0).']);
    const empty = { name: 'C', meters: null, disposalChecked: false, floors: [{ floor: 0, amount: 0 }] };
    expect(run('kitchen', kitchen({ meters: [...kitchen().meters, empty] })).errors).toEqual([]);
  });
  it('the wardrobe is for veriset clients only', () => {
    const input = kitchen({ meters: [{ name: 'A', meters: 5, wardrobe: true, disposalChecked: true, floors: [{ floor: 0, amount: 1 }] }] });
    expect(run('kitchen', input).errors).toEqual(['Die Garderobe ist nur für Veriset-Kunden verfügbar.']);
    expect(run('kitchen', input, { ...DEFAULT_CLIENT, special: 'veriset' }).errors).toEqual([]);
  });
  it('stages count is a whole number from 1', () => {
    expect(run('kitchen', kitchen({ stagesCount: 0 })).errors).toEqual(['Die Anzahl Etappen muss eine ganze Zahl ab 1 sein.']);
  });
  it('non-blocking note when no disposal flat fee is chosen', () => {
    const input = kitchen({ meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: 1 }] }] });
    expect(run('kitchen', input)).toEqual({ errors: [], notes: ['Sie haben keine Entsorgungspauschale gewählt.'] });
  });
  it('a disabled service is refused first', () => {
    const client = { ...DEFAULT_CLIENT, settings: [{ typeId: 1, serviceEnabled: false, discountPercent: 0 }] };
    expect(run('kitchen', kitchen(), client).errors).toEqual(['Dieser Dienst ist für Sie nicht freigeschaltet. Bitte kontaktieren Sie uns.']);
  });
  it('cupboards, kitchen covers and doors use the same rules', () => {
    const floors = [{ floor: 0, amount: 0 }];
    const common = { driveKilometers: null, lift: null, stagesCount: 1, express: false };
    const expected = [
      'Bitte geben Sie bei mindestens einem Stockwerk eine Anzahl grösser als 0 ein.',
      'Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).',
    ];
    expect(run('cupboards', { ...common, meters: [{ name: 'A', meters: 5, disposalChecked: true, floors }] }).errors).toEqual(expected);
    expect(run('kitchenCover', { ...common, meters: [{ category: 'wood', backWall: false, meters: 5, disposalChecked: true, floors }] }).errors).toEqual(expected);
    expect(run('doors', { ...common, types: [{ category: 'roomDoors', name: 'A', disposalChecked: true, floors }] }).errors).toEqual(expected);
  });
});

describe('washing', () => {
  const washing = (over: Partial<CalculationInputs['washing']> = {}): CalculationInputs['washing'] => ({
    types: [{ category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 1 }, { floor: 1, amount: 0 }] }],
    isElectrolux: false,
    electroluxRegion: null,
    driveKilometers: null,
    lift: null,
    stagesCount: 1,
    express: false,
    ...over,
  });
  const maker = { ...DEFAULT_CLIENT, applianceMakerPricing: true };
  it('standard washing needs kilometres', () => {
    expect(run('washing', washing()).errors).toEqual(['Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).']);
  });
  it('appliance-maker washing needs no kilometres but a region', () => {
    expect(run('washing', washing({ isElectrolux: true, electroluxRegion: 'italian' }), maker).errors).toEqual([]);
    expect(run('washing', washing({ isElectrolux: true }), maker).errors).toEqual([
      'Bitte wählen Sie eine Region (Deutschschweiz, Welschland oder Tessin).',
    ]);
  });
  it('appliance-maker pricing only for clients that have it', () => {
    expect(run('washing', washing({ isElectrolux: true, electroluxRegion: 'german' })).errors).toEqual([
      'Die Herstellerpreise sind für Sie nicht freigeschaltet.',
    ]);
  });
});

describe('labs', () => {
  it('at least one truck', () => {
    const message = 'Bitte geben Sie mindestens einen Lastwagen ein.';
    expect(run('labs', { truckCount: 0, environment: true, driveKilometers: 5 }).errors).toEqual([message]);
    expect(run('labs', { truckCount: null, environment: true, driveKilometers: 5 }).errors).toEqual([message]);
    expect(run('labs', { truckCount: 1, environment: true, driveKilometers: 5 })).toEqual({ errors: [], notes: [] });
  });
  it('non-blocking note when no voluntary environmental fee is chosen', () => {
    expect(run('labs', { truckCount: 2, environment: false, driveKilometers: 5 })).toEqual({
      errors: [],
      notes: ['Sie haben keine freiwillige Umweltgebühr gewählt.'],
    });
  });
});

describe('facade lift and service', () => {
  it('kilometres first, then the day rules', () => {
    const found = run('facadeLift', { dates: [{ date: '2024-05-20', time: null, hours: 1 }], driveKilometers: null, express: false });
    expect(found.errors).toEqual([
      'Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).',
      'Tag 1: Die Stunden müssen zwischen 2 und 16 liegen.',
    ]);
  });
  it('a valid service week passes', () => {
    const dates = [
      { date: '2024-05-20', time: '07:00', amount: 3, hours: 8 },
      { date: '2024-05-21', time: '07:00', amount: 2, hours: 6.5 },
    ];
    expect(run('service', { dates, driveKilometers: 30, express: false, orderNumber: null })).toEqual({ errors: [], notes: [] });
  });
  it('service days in two weeks are refused', () => {
    const dates = [
      { date: '2024-05-26', time: '07:00', amount: 3, hours: 8 },
      { date: '2024-05-27', time: '07:00', amount: 2, hours: 6.5 },
    ];
    expect(run('service', { dates, driveKilometers: 30, express: false }).errors).toEqual([
      'Alle Tage müssen in derselben Kalenderwoche liegen. Bitte erstellen Sie pro Woche eine eigene Offerte.',
    ]);
  });
});
