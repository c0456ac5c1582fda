import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines';

describe('price lines', () => {
  const kitchen = { price: 20_000, disposal: 4_050, rideCost: 2_460, total: 26_510, count: 2, pricePer: 10_000, discountPercent: 10, calcId: 5 };

  it('show the floor-based lines, the total, VAT 8.1%, the cash rounding and the total incl. VAT as the invoice rounds it', () => {
    const lines = priceLines('kitchen', kitchen, false);
    expect(lines.map((l) => l.label)).toEqual(['Anzahl', 'Preis pro Stück', 'Preis', 'Entsorgung', 'Fahrkosten', 'Total exkl. MWST', 'MWST 8.1%', 'Rundung', 'Total inkl. MWST']);
    // 265.10 + VAT 21.47 = 286.57, rounded to 0.05 CHF: 286.55 (the invoice's total of the same job)
    expect(lines.at(-3)?.value).toBe(2_147);
    expect(lines.at(-2)?.value).toBe(-2);
    expect(lines.at(-1)?.value).toBe(28_655);
    expect(lines.some((l) => l.tooltip)).toBe(true);
  });

  it('leave the rounding out when the total falls on 0.05 CHF', () => {
    // 200.00 + VAT 16.20 = 216.20
    const lines = priceLines('kitchen', { ...kitchen, total: 20_000 }, false);
    expect(lines.map((l) => l.label)).not.toContain('Rundung');
    expect(lines.at(-1)?.value).toBe(21_620);
  });

  it('give the admin the discount and no tooltips', () => {
    const lines = priceLines('kitchen', kitchen, true);
    expect(lines.find((l) => l.kind === 'percent')?.value).toBe(10);
    expect(lines.every((l) => l.tooltip === undefined)).toBe(true);
  });

  it('show the lines of facade lift, labs and service', () => {
    expect(priceLines('facadeLift', {}, false).map((l) => l.label).slice(0, 3)).toEqual(['Stunden', 'Montage', 'Fahrkosten']);
    expect(priceLines('labs', {}, false).map((l) => l.label).slice(0, 3)).toEqual(['LKW-Entlad', 'Umweltgebühr', 'Fahrkosten']);
    expect(priceLines('service', {}, false).map((l) => l.label).slice(0, 2)).toEqual(['Service', 'Fahrkosten']);
  });
});
