import { describe, expect, it } from 'vitest';
import { invoiceTotals, type InvoiceLine } from '@tragkraft/domain';
import { customLineHint, linesBody, putLine, removeLine, sameLines } from './invoice-lines';

const line = (type: InvoiceLine['type'], total: number, removeable = true): InvoiceLine => ({ type, description: type, amount: null, price: null, total, editable: true, removeable });
const main = line('distribution', 54_868, false);
const drive = line('drive', 6_150);

describe('editing the lines', () => {
  it('replaces the edited line and appends a new one', () => {
    const custom = line('custom', 1_000);
    expect(putLine([main, drive], 1, custom)).toEqual([main, custom]);
    expect(putLine([main, drive], null, custom)).toEqual([main, drive, custom]);
  });
  it('removes removable lines only', () => {
    expect(removeLine([main, drive], 1)).toEqual([main]);
    expect(removeLine([main, drive], 0)).toEqual([main, drive]);
  });
  it('totals follow the lines live: 610.18 + VAT 49.42 = 659.60; without the drive 548.68 + 44.44 = 593.12 -> 593.10', () => {
    expect(invoiceTotals([main, drive])).toEqual({ subtotal: 61_018, vat: 4_942, totalBeforeRounding: 65_960, rounding: 0, total: 65_960 });
    expect(invoiceTotals(removeLine([main, drive], 1))).toEqual({ subtotal: 54_868, vat: 4_444, totalBeforeRounding: 59_312, rounding: -2, total: 59_310 });
  });
});

describe('at most 3 custom lines', () => {
  it('the hint appears with the third custom line', () => {
    const customs = [line('custom', 1), line('custom', 2)];
    expect(customLineHint([main, ...customs])).toBeNull();
    expect(customLineHint([main, ...customs, line('custom', 3)])).toBe('Es sind höchstens 3 eigene Positionen möglich.');
  });
});

describe('linesBody', () => {
  it('sends Rappen and the flags as they are', () => {
    expect(linesBody([{ ...main, amount: 2, price: 27_434 }])).toEqual([
      { type: 'distribution', description: 'distribution', amount: 2, price: 27_434, total: 54_868, editable: true, removeable: false },
    ]);
  });
});

describe('sameLines', () => {
  it('an edit makes the lines differ from the stored ones until the invoice is re-created', () => {
    expect(sameLines([main, drive], [{ ...main }, { ...drive }])).toBe(true);
    expect(sameLines([main, { ...drive, description: 'Anfahrt' }], [main, drive])).toBe(false);
    expect(sameLines([main], [main, drive])).toBe(false);
  });
});
