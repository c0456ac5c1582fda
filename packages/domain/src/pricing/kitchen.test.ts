import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, type ClientPricing } from './client';
import { kitchenDisposalRate, kitchenUnitPrice, priceKitchen } from './kitchen';
import type { KitchenInput, MetreRow } from './types';

const row = (over: Partial<MetreRow> = {}): MetreRow => ({
  name: 'A',
  meters: 5,
  disposalChecked: false,
  floors: [{ floor: 0, amount: 1 }],
  ...over,
});
const input = (over: Partial<KitchenInput> = {}): KitchenInput => ({
  meters: [row()],
  driveKilometers: 0,
  lift: null,
  stagesCount: 1,
  express: false,
  ...over,
});
const withDiscount = (discountPercent: number): ClientPricing => ({
  ...DEFAULT_CLIENT,
  settings: [{ typeId: 1, serviceEnabled: true, discountPercent }],
});
const veriset: ClientPricing = { ...DEFAULT_CLIENT, special: 'veriset' };

describe('kitchen unit price: 95 + 24 per running metre', () => {
  it('5 m: 95 + 24 x 5 = 215.00', () => {
    expect(kitchenUnitPrice(row(), DEFAULT_CLIENT)).toBe(21_500);
  });
  it('5.5 m: 95 + 24 x 5.5 = 227.00', () => {
    expect(kitchenUnitPrice(row({ meters: 5.5 }), DEFAULT_CLIENT)).toBe(22_700);
  });
  it('wardrobe +60 only for veriset clients: 275.00 vs 215.00', () => {
    expect(kitchenUnitPrice(row({ wardrobe: true }), veriset)).toBe(27_500);
    expect(kitchenUnitPrice(row({ wardrobe: true }), DEFAULT_CLIENT)).toBe(21_500);
  });
});

describe('priceKitchen', () => {
  it('one 5 m kitchen on EG, no ride: price = total = 215.00, pricePer 215.00', () => {
    expect(priceKitchen(input(), DEFAULT_CLIENT)).toEqual({
      price: 21_500,
      disposal: 0,
      rideCost: 0,
      total: 21_500,
      count: 1,
      pricePer: 21_500,
      discountPercent: 0,
      disposeDevicesCount: 0,
      disposeDevicesPrice: 0,
      disposeDevicesPricePer: 0,
    });
  });
  it('stairs: 1 on EG + 2 on 2. OG = 215 + 2 x 215 x 1.24 = 215 + 533.20 = 748.20', () => {
    const floors = [{ floor: 0, amount: 1 }, { floor: 2, amount: 2 }];
    expect(priceKitchen(input({ meters: [row({ floors })] }), DEFAULT_CLIENT).price).toBe(74_820);
  });
  it('lift: 215 + 2 x 215 x 1.08 = 215 + 464.40 = 679.40', () => {
    const floors = [{ floor: 0, amount: 1 }, { floor: 2, amount: 2 }];
    expect(priceKitchen(input({ meters: [row({ floors })], lift: 'lift' }), DEFAULT_CLIENT).price).toBe(67_940);
  });
  it('facade lift: no floor surcharge, 3 x 215 = 645.00', () => {
    const floors = [{ floor: 0, amount: 1 }, { floor: 2, amount: 2 }];
    expect(priceKitchen(input({ meters: [row({ floors })], lift: 'facadeLift' }), DEFAULT_CLIENT).price).toBe(64_500);
  });
  it('full example: stairs, express, 25 km, 2 stages, disposal, 3 kitchens', () => {
    // price 748.20 x 1.10 = 823.02; ride 25 x 1.23 x 2 x 2 = 123.00; disposal 9 x 5 = 45 x 3 = 135.00
    // total 823.02 + 135.00 + 123.00 = 1081.02; pricePer 823.02 / 3 = 274.34
    const floors = [{ floor: 0, amount: 1 }, { floor: 2, amount: 2 }];
    const result = priceKitchen(
      input({ meters: [row({ floors, disposalChecked: true })], express: true, driveKilometers: 25, stagesCount: 2 }),
      DEFAULT_CLIENT,
    );
    expect(result).toEqual({
      price: 82_302,
      disposal: 13_500,
      rideCost: 12_300,
      total: 108_102,
      count: 3,
      pricePer: 27_434,
      discountPercent: 0,
      disposeDevicesCount: 3,
      disposeDevicesPrice: 13_500,
      disposeDevicesPricePer: 4_500,
    });
  });
  it('discount 20% scales only the disposal: 45 x 0.8 = 36 per kitchen', () => {
    const result = priceKitchen(input({ meters: [row({ disposalChecked: true })] }), withDiscount(20));
    expect(result.disposal).toBe(3_600);
    expect(result.price).toBe(21_500);
    expect(result.discountPercent).toBe(20);
  });
  it('disposal rate rounds half up: 9 x 4.3 m = 38.70 x 0.85 = 32.895 -> 32.90', () => {
    expect(kitchenDisposalRate(4.3, withDiscount(15))).toBe(3_290);
    expect(kitchenDisposalRate(5, withDiscount(15))).toBe(3_825);
  });
  it('several rows: only checked rows dispose', () => {
    // A: 5 m x 1 = 215, disposal 45; B: 3 m x 2 = (95 + 72) x 2 = 334, no disposal
    const result = priceKitchen(
      input({
        meters: [
          row({ disposalChecked: true }),
          row({ name: 'B', meters: 3, floors: [{ floor: 0, amount: 2 }] }),
        ],
      }),
      DEFAULT_CLIENT,
    );
    expect(result.price).toBe(54_900);
    expect(result.disposal).toBe(4_500);
    expect(result.disposeDevicesCount).toBe(1);
    expect(result.count).toBe(3);
    expect(result.pricePer).toBe(18_300);
  });
  it('blank floor amounts count as 0', () => {
    const result = priceKitchen(input({ meters: [row({ floors: [{ floor: 0, amount: null }, { floor: 1, amount: 1 }] })] }), DEFAULT_CLIENT);
    // 215 x 1.12 = 240.80
    expect(result.price).toBe(24_080);
    expect(result.count).toBe(1);
  });
  it('no units: pricePer is 0, not NaN', () => {
    const result = priceKitchen(input({ meters: [row({ floors: [{ floor: 0, amount: 0 }] })] }), DEFAULT_CLIENT);
    expect(result.pricePer).toBe(0);
    expect(result.total).toBe(0);
  });
});
