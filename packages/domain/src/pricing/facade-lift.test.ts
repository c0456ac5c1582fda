import { describe, expect, it } from 'vitest';
import { priceFacadeLift } from './facade-lift';
import type { FacadeLiftInput } from './types';

const input = (over: Partial<FacadeLiftInput> = {}): FacadeLiftInput => ({
  dates: [
    { date: '2024-05-20', time: '08:00', hours: 4 },
    { date: '2024-05-21', time: '08:00', hours: 6.5 },
  ],
  driveKilometers: 20,
  express: false,
  ...over,
});

describe('priceFacadeLift', () => {
  it('2 days, 10.5 h, 20 km: 997.50 + 1530.00 + 136.00 = 2663.50', () => {
    // hours 10.5 x 95 = 997.50; setup 2 x 765 = 1530; ride 20 x 1.70 x 2 x 2 = 136.00
    expect(priceFacadeLift(input())).toEqual({
      hours: 99_750,
      hoursCount: 10.5,
      setup: 153_000,
      rideCost: 13_600,
      days: 2,
      total: 266_350,
    });
  });
  it('express +10% on the hours only: 997.50 x 1.1 = 1097.25; total 2763.25', () => {
    const result = priceFacadeLift(input({ express: true }));
    expect(result.hours).toBe(109_725);
    expect(result.setup).toBe(153_000);
    expect(result.total).toBe(276_325);
  });
  it('minimum day: 2 h x 95 + 765 = 955.00 without ride', () => {
    expect(priceFacadeLift(input({ dates: [{ date: '2024-05-20', time: null, hours: 2 }], driveKilometers: 0 })).total).toBe(95_500);
  });
  it('maximum day: 16 h x 95 = 1520 + 765 = 2285.00', () => {
    expect(priceFacadeLift(input({ dates: [{ date: '2024-05-20', time: null, hours: 16 }], driveKilometers: 0 })).total).toBe(228_500);
  });
});
