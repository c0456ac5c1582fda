import { describe, expect, it } from 'vitest';
import { vatTotals } from './vat-totals';

describe('vatTotals: VAT 8.1% on the subtotal, then the total rounded to 0.05 CHF', () => {
  it('816.90 + VAT 66.17 = 883.07 is billed as 883.05 (rounding -0.02)', () => {
    expect(vatTotals(81_690)).toEqual({ subtotal: 81_690, vat: 6_617, totalBeforeRounding: 88_307, rounding: -2, total: 88_305 });
  });
  it('rounds up when nearer: 100.00 + 8.10 = 108.10; 100.03 + 8.10 = 108.13 -> 108.15', () => {
    expect(vatTotals(10_000)).toMatchObject({ vat: 810, rounding: 0, total: 10_810 });
    expect(vatTotals(10_003)).toMatchObject({ vat: 810, totalBeforeRounding: 10_813, rounding: 2, total: 10_815 });
  });
  it('a half step goes away from zero: 0.025 -> 0.05 (subtotal 1.00 + VAT 0.08 = 1.08 -> 1.10)', () => {
    expect(vatTotals(100)).toMatchObject({ vat: 8, total: 110, rounding: 2 });
  });
  it('zero stays zero; a credit (negative subtotal) rounds symmetrically', () => {
    expect(vatTotals(0)).toEqual({ subtotal: 0, vat: 0, totalBeforeRounding: 0, rounding: 0, total: 0 });
    expect(vatTotals(-81_690)).toMatchObject({ vat: -6_617, total: -88_305, rounding: 2 });
  });
  it('every total is a multiple of 5 Rappen and rounding stays within 2 Rappen (all subtotals to 50.00)', () => {
    for (let subtotal = 0; subtotal <= 5_000; subtotal++) {
      const t = vatTotals(subtotal);
      expect(t.total % 5).toBe(0);
      expect(Math.abs(t.rounding)).toBeLessThanOrEqual(2);
      expect(t.subtotal + t.vat + t.rounding).toBe(t.total);
    }
  });
});
