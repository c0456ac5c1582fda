import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT } from './client';
import { cupboardDisposalRate, cupboardUnitPrice, priceCupboards } from './cupboards';
import type { CupboardsInput } from './types';

const input = (over: Partial<CupboardsInput> = {}): CupboardsInput => ({
  meters: [
    { name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 1, amount: 1 }] },
  ],
  driveKilometers: 0,
  lift: 'facadeLift',
  stagesCount: 1,
  express: false,
  ...over,
});

describe('cupboards: 40 + 18 per running metre, disposal 5 per metre', () => {
  it('unit price 5 m = 40 + 90 = 130.00; 2.5 m = 40 + 45 = 85.00', () => {
    expect(cupboardUnitPrice(5)).toBe(13_000);
    expect(cupboardUnitPrice(2.5)).toBe(8_500);
  });
  it('disposal rate 5 m = 25.00; 2.5 m = 12.50', () => {
    expect(cupboardDisposalRate(5, DEFAULT_CLIENT)).toBe(2_500);
    expect(cupboardDisposalRate(2.5, DEFAULT_CLIENT)).toBe(1_250);
  });
  it('facade lift: 3 x 130 = 390.00, disposal 3 x 25 = 75.00, total 465.00', () => {
    expect(priceCupboards(input(), DEFAULT_CLIENT)).toMatchObject({ price: 39_000, disposal: 7_500, total: 46_500, count: 3 });
  });
  it('stairs: 2 x 130 + 130 x 1.12 = 260 + 145.60 = 405.60', () => {
    expect(priceCupboards(input({ lift: null }), DEFAULT_CLIENT).price).toBe(40_560);
  });
  it('ride 7 km x 1.23 x 2 x 3 stages = 51.66', () => {
    expect(priceCupboards(input({ driveKilometers: 7, stagesCount: 3 }), DEFAULT_CLIENT).rideCost).toBe(5_166);
  });
});
