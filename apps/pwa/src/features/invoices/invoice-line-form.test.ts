import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '@tragkraft/domain';
import { checkLineForm, EMPTY_LINE_FORM, formFromLine, liveTotal, type LineForm } from './invoice-line-form';

const distribution: InvoiceLine = { type: 'distribution', description: 'Küchen-Feinverteilung', amount: 2, price: 27_434, total: 54_868, editable: true, removeable: false };
const simple = (patch: Partial<LineForm>): LineForm => ({ ...EMPTY_LINE_FORM, ...patch });
const advanced = (patch: Partial<LineForm>): LineForm => ({ ...EMPTY_LINE_FORM, mode: 'advanced', ...patch });

describe('formFromLine', () => {
  it('a priced line opens in advanced mode with its amounts in CHF', () => {
    expect(formFromLine({ ...distribution, price: 123_450, total: 246_900 })).toEqual({
      mode: 'advanced', description: 'Küchen-Feinverteilung', total: 2469, amount: 2, price: 1234.5,
    });
  });
  it('a total-only line opens in simple mode; no line is the empty form', () => {
    expect(formFromLine({ ...distribution, amount: null, price: null, total: 2_475 }).mode).toBe('simple');
    expect(formFromLine(null)).toEqual(EMPTY_LINE_FORM);
  });
});

describe('live total (advanced)', () => {
  it('6.75 h x 24.75 = 167.0625 -> 167.06', () => {
    expect(liveTotal(advanced({ amount: 6.75, price: 24.75 }))).toBe(16_706);
    expect(liveTotal(advanced({ amount: 6.75, price: 1234.5 }))).toBe(833_288);
  });
  it('nothing while a value is missing or in simple mode', () => {
    expect(liveTotal(advanced({ amount: null, price: 10 }))).toBeNull();
    expect(liveTotal(advanced({ amount: 2, price: null }))).toBeNull();
    expect(liveTotal(simple({ total: 10 }))).toBeNull();
  });
});

describe('checkLineForm: the spec messages under their fields', () => {
  it('simple: empty description and missing total', () => {
    expect(checkLineForm(simple({ description: ' ', total: null }), null)).toEqual({
      ok: false,
      errors: { description: 'Die Beschreibung darf nicht leer sein.', total: 'Das Total darf nicht leer sein und muss eine Zahl sein.' },
    });
  });
  it('advanced: negative amount and missing price', () => {
    expect(checkLineForm(advanced({ description: 'Stunden', amount: -1, price: null }), null)).toEqual({
      ok: false,
      errors: { amount: 'Die Anzahl muss grösser als oder gleich 0 sein.', price: 'Der Preis muss vorhanden sein und eine Zahl sein.' },
    });
    expect(checkLineForm(advanced({ description: 'Stunden', amount: null, price: 10 }), null)).toMatchObject({ ok: false, errors: { amount: expect.any(String) } });
  });
  it('a new simple line is a removable custom line; a credit is negative', () => {
    expect(checkLineForm(simple({ description: ' Rabatt ', total: 1234.5 }), null)).toEqual({
      ok: true,
      line: { type: 'custom', description: 'Rabatt', amount: null, price: null, total: 123_450, editable: true, removeable: true },
    });
    expect(checkLineForm(simple({ description: 'Gutschrift', total: -50 }), null)).toMatchObject({ ok: true, line: { total: -5_000 } });
  });
  it('an edited proposed line keeps its type and stays not removable; total = amount x price', () => {
    expect(checkLineForm(advanced({ description: 'Küchen', amount: 3, price: 274.34 }), distribution)).toEqual({
      ok: true,
      line: { type: 'distribution', description: 'Küchen', amount: 3, price: 27_434, total: 82_302, editable: true, removeable: false },
    });
  });
  it('0 is an allowed amount', () => {
    expect(checkLineForm(advanced({ description: 'Stunden', amount: 0, price: 68 }), null)).toMatchObject({ ok: true, line: { total: 0 } });
  });
});
