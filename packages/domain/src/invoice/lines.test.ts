import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_LINE_TYPES, invoiceTotals, lineTotal, pricedLine } from './lines';

describe('line totals are rounded to the Rappen', () => {
  it('2.5 h x 68.00 = 170.00; 0.333 x 1.00 = 0.333 -> 0.33; 1.5 x 33.33 = 49.995 -> 50.00', () => {
    expect(lineTotal(2.5, 6_800)).toBe(17_000);
    expect(lineTotal(0.333, 100)).toBe(33);
    expect(lineTotal(1.5, 3_333)).toBe(5_000);
  });
  it('pricedLine fills the total and the flags', () => {
    expect(pricedLine('drive', 'Anfahrt', 50, 123)).toEqual({
      type: 'drive',
      description: 'Anfahrt',
      amount: 50,
      price: 123,
      total: 6_150,
      editable: true,
      removeable: true,
    });
  });
  it('the seven line types of the spec', () => {
    expect(INVOICE_LINE_TYPES).toEqual(['distribution', 'disposeDevices', 'dispose', 'drive', 'waiting', 'service', 'custom']);
  });
});

describe('invoiceTotals: VAT 8.1%, cash rounding to 0.05 shown on its own', () => {
  it('1000.00 + 23.45 = 1023.45; VAT 82.89945 -> 82.90; 1106.35 needs no rounding', () => {
    expect(invoiceTotals([{ total: 100_000 }, { total: 2_345 }])).toEqual({
      subtotal: 102_345,
      vat: 8_290,
      totalBeforeRounding: 110_635,
      rounding: 0,
      total: 110_635,
    });
  });
  it('12.34: VAT 0.99954 -> 1.00; 13.34 rounds up by 0.01 to 13.35', () => {
    expect(invoiceTotals([{ total: 1_234 }])).toEqual({ subtotal: 1_234, vat: 100, totalBeforeRounding: 1_334, rounding: 1, total: 1_335 });
  });
  it('12.37: VAT 1.00197 -> 1.00; 13.37 rounds down by 0.02 to 13.35', () => {
    expect(invoiceTotals([{ total: 1_237 }])).toEqual({ subtotal: 1_237, vat: 100, totalBeforeRounding: 1_337, rounding: -2, total: 1_335 });
  });
  it('100.00: VAT 8.10, total 108.10', () => {
    expect(invoiceTotals([{ total: 10_000 }]).total).toBe(10_810);
  });
  it('no lines, all zero', () => {
    expect(invoiceTotals([])).toEqual({ subtotal: 0, vat: 0, totalBeforeRounding: 0, rounding: 0, total: 0 });
  });
  it('total = subtotal + VAT + rounding, on the 0.05 grid, rounding within 2 Rappen (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 10_000_000 }), { maxLength: 12 }), (totals) => {
        const t = invoiceTotals(totals.map((total) => ({ total })));
        expect(t.total).toBe(t.subtotal + t.vat + t.rounding);
        expect(Math.abs(t.total % 5)).toBe(0);
        expect(Math.abs(t.rounding)).toBeLessThanOrEqual(2);
      }),
    );
  });
});
