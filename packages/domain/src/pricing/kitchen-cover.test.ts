import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, type ClientPricing } from './client';
import { kitchenCoverDisposalRate, kitchenCoverUnitPrice, priceKitchenCover } from './kitchen-cover';
import type { KitchenCoverInput } from './types';

const discount10: ClientPricing = { ...DEFAULT_CLIENT, settings: [{ typeId: 5, serviceEnabled: true, discountPercent: 10 }] };

describe('kitchen cover: 30 + 22 per running metre, back wall +40%', () => {
  it('5 m: 30 + 110 = 140.00; with back wall 140 x 1.4 = 196.00', () => {
    expect(kitchenCoverUnitPrice(5, false)).toBe(14_000);
    expect(kitchenCoverUnitPrice(5, true)).toBe(19_600);
  });
  it('disposal 0.5 per metre: 5 m = 2.50; with back wall 2.50 x 1.75 = 4.375 -> 4.38', () => {
    expect(kitchenCoverDisposalRate(5, false, DEFAULT_CLIENT)).toBe(250);
    expect(kitchenCoverDisposalRate(5, true, DEFAULT_CLIENT)).toBe(438);
  });
  it('discount 10% with back wall: 4.375 x 0.9 = 3.9375 -> 3.94', () => {
    expect(kitchenCoverDisposalRate(5, true, discount10)).toBe(394);
  });
  it('2 covers with back wall on 1. OG by stairs: 196 x 1.12 x 2 = 439.04; disposal 4.38 x 2 = 8.76', () => {
    const input: KitchenCoverInput = {
      meters: [{ category: 'stone', backWall: true, meters: 5, disposalChecked: true, floors: [{ floor: 1, amount: 2 }] }],
      driveKilometers: 0,
      lift: null,
      stagesCount: 1,
      express: false,
    };
    expect(priceKitchenCover(input, DEFAULT_CLIENT)).toMatchObject({ price: 43_904, disposal: 876, total: 44_780, pricePer: 21_952 });
  });
  it('the material does not change the price', () => {
    const make = (category: string): KitchenCoverInput => ({
      meters: [{ category, backWall: false, meters: 3, disposalChecked: false, floors: [{ floor: 0, amount: 1 }] }],
      driveKilometers: 0,
      lift: null,
      stagesCount: 1,
      express: false,
    });
    // 30 + 22 x 3 = 96.00
    expect(priceKitchenCover(make('wood'), DEFAULT_CLIENT).price).toBe(9_600);
    expect(priceKitchenCover(make('ceramic'), DEFAULT_CLIENT).price).toBe(9_600);
  });
});
