import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, type ClientPricing } from './client';
import { doorDisposalRate, priceDoors } from './doors';
import type { DoorsInput } from './types';

const input: DoorsInput = {
  types: [
    { category: 'appartmentDoors', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 4 }] },
    { category: 'roomDoors', name: 'B', disposalChecked: true, floors: [{ floor: 1, amount: 10 }] },
    { category: 'frontDoors', name: 'C', disposalChecked: false, floors: [{ floor: 0, amount: 1 }] },
  ],
  driveKilometers: 12.5,
  lift: null,
  stagesCount: 1,
  express: false,
};
const discount = (discountPercent: number): ClientPricing => ({
  ...DEFAULT_CLIENT,
  settings: [{ typeId: 3, serviceEnabled: true, discountPercent }],
});

describe('priceDoors', () => {
  it('65 x 4 + 35 x 1.12 x 10 + 180 = 260 + 392 + 180 = 832.00; 15 doors', () => {
    // pricePer 832 / 15 = 55.4667 -> 55.47; disposal 0.50 x 14 = 7.00; ride 12.5 x 1.23 x 2 = 30.75
    // total 832.00 + 7.00 + 30.75 = 869.75
    expect(priceDoors(input, DEFAULT_CLIENT)).toEqual({
      price: 83_200,
      disposal: 700,
      rideCost: 3_075,
      total: 86_975,
      count: 15,
      pricePer: 5_547,
      discountPercent: 0,
      disposeDevicesCount: 14,
      disposeDevicesPrice: 700,
      disposeDevicesPricePer: 50,
    });
  });
  it('disposal per door after discount: 30% -> 0.35, 3% -> 0.485 -> 0.49', () => {
    expect(doorDisposalRate(discount(30))).toBe(35);
    expect(doorDisposalRate(discount(3))).toBe(49);
    expect(priceDoors(input, discount(30)).disposal).toBe(490);
  });
  it('a 100% discount makes disposal free; a discount above 100 is clamped', () => {
    expect(priceDoors(input, discount(100)).disposal).toBe(0);
    expect(priceDoors(input, discount(150)).disposal).toBe(0);
    expect(priceDoors(input, discount(-10)).disposal).toBe(700);
  });
});
