import { describe, expect, it } from 'vitest';
import { priceService, servicePricePerHour } from './service';
import type { ServiceInput } from './types';

const input = (over: Partial<ServiceInput> = {}): ServiceInput => ({
  dates: [
    { date: '2024-05-20', time: '07:00', amount: 3, hours: 8, remarks: null },
    { date: '2024-05-21', time: '07:00', amount: 2, hours: 6.5, remarks: null },
  ],
  orderNumber: 'B-17',
  driveKilometers: 30,
  express: false,
  ...over,
});

describe('priceService', () => {
  it('3 x 8 + 2 x 6.5 = 37 person-hours x 68 = 2516.00; ride 30 x 1.23 x 2 x 2 days = 147.60', () => {
    expect(priceService(input())).toEqual({
      totalService: 251_600,
      pricePerHour: 6_800,
      personHours: 37,
      days: 2,
      rideCost: 14_760,
      total: 266_360,
    });
  });
  it('express: 68 x 1.1 = 74.80 per hour; 37 x 74.80 = 2767.60; total 2915.20', () => {
    expect(servicePricePerHour(true)).toBe(7_480);
    const result = priceService(input({ express: true }));
    expect(result.totalService).toBe(276_760);
    expect(result.total).toBe(291_520);
    expect(result.rideCost).toBe(14_760);
  });
  it('quarter hours: 1 person x 6.75 h x 68 = 459.00', () => {
    const result = priceService(input({ dates: [{ date: '2024-05-20', time: null, amount: 1, hours: 6.75 }], driveKilometers: 0 }));
    expect(result.total).toBe(45_900);
  });
});
