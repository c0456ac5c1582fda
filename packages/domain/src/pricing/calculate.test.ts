import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate';
import { DEFAULT_CLIENT, discountPercentFor, serviceEnabledFor } from './client';
import { rowTypeName } from './row-names';
import { floorSurchargePercent, rowCount } from './floor-based';

describe('calculatePrice dispatches by service key', () => {
  const floor = { driveKilometers: 0, lift: null, stagesCount: 1, express: false } as const;
  it('kitchen, washing, doors, cupboards, kitchenCover', () => {
    const floors = [{ floor: 0, amount: 1 }];
    expect(calculatePrice('kitchen', { ...floor, meters: [{ name: 'A', meters: 5, disposalChecked: false, floors }] }, DEFAULT_CLIENT).price).toBe(21_500);
    expect(
      calculatePrice('washing', { ...floor, types: [{ category: 'washcombi', name: 'A', disposalChecked: false, floors }], isElectrolux: false, electroluxRegion: null }, DEFAULT_CLIENT).price,
    ).toBe(11_000);
    expect(calculatePrice('doors', { ...floor, types: [{ category: 'frontDoors', name: 'A', disposalChecked: false, floors }] }, DEFAULT_CLIENT).price).toBe(18_000);
    expect(calculatePrice('cupboards', { ...floor, meters: [{ name: 'A', meters: 5, disposalChecked: false, floors }] }, DEFAULT_CLIENT).price).toBe(13_000);
    expect(
      calculatePrice('kitchenCover', { ...floor, meters: [{ category: 'stone', backWall: false, meters: 5, disposalChecked: false, floors }] }, DEFAULT_CLIENT).price,
    ).toBe(14_000);
  });
  it('facadeLift, labs, service', () => {
    expect(calculatePrice('facadeLift', { dates: [{ date: '2024-05-20', time: null, hours: 2 }], driveKilometers: 0, express: false }, DEFAULT_CLIENT).total).toBe(95_500);
    expect(calculatePrice('labs', { truckCount: 1, environment: false, driveKilometers: 0 }, DEFAULT_CLIENT).total).toBe(57_400);
    expect(
      calculatePrice('service', { dates: [{ date: '2024-05-20', time: null, amount: 1, hours: 1 }], driveKilometers: 0, express: false }, DEFAULT_CLIENT).total,
    ).toBe(6_800);
  });
});

describe('client settings and shared helpers', () => {
  it('discount and availability by typeId; missing settings mean no discount and disabled', () => {
    const client = { ...DEFAULT_CLIENT, settings: [{ typeId: 2, serviceEnabled: false, discountPercent: 15 }] };
    expect(discountPercentFor(client, 2)).toBe(15);
    expect(serviceEnabledFor(client, 2)).toBe(false);
    expect(discountPercentFor(client, 1)).toBe(0);
    expect(serviceEnabledFor(client, 1)).toBe(false);
    expect(serviceEnabledFor(DEFAULT_CLIENT, 8)).toBe(true);
  });
  it('floor surcharge per floor: stairs 12%, lift 4%, facade lift 0%', () => {
    expect([floorSurchargePercent(null), floorSurchargePercent('lift'), floorSurchargePercent('facadeLift')]).toEqual([12, 4, 0]);
  });
  it('rowCount sums floor amounts, blank as 0', () => {
    expect(rowCount([{ floor: 0, amount: 2 }, { floor: 1, amount: null }, { floor: 2, amount: 3 }])).toBe(5);
  });
  it('row names run A to J, then X', () => {
    expect([0, 1, 9, 10, 25].map(rowTypeName)).toEqual(['A', 'B', 'J', 'X', 'X']);
  });
});
