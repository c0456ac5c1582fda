import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines';

describe('price lines', () => {
  const kitchen = { price: 20_000, disposal: 4_050, rideCost: 2_460, total: 26_510, count: 2, pricePer: 10_000, discountPercent: 10, calcId: 5 };

  it('show the floor-based lines, the total, VAT 8.1% and the total incl. VAT', () => {
    const lines = priceLines('kitchen', kitchen, false);
    expect(lines.map((l) => l.label)).toEqual(['Anzahl', 'Preis pro Stück', 'Preis', 'Entsorgung', 'Fahrkosten', 'Total exkl. MWST', 'MWST 8.1%', 'Total inkl. MWST']);
    expect(lines.at(-2)?.value).toBe(2_147);
    expect(lines.at(-1)?.value).toBe(28_657);
    expect(lines.some((l) => l.tooltip)).toBe(true);
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
