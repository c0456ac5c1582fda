import { describe, expect, it } from 'vitest';
import { priceLabs } from './labs';

describe('priceLabs', () => {
  it('3 trucks, environment, 15 km: 1722 + 45 + 36.90 = 1803.90', () => {
    // truck 3 x 574 = 1722; environment 3 x 15 = 45; ride 15 x 1.23 x 2 = 36.90 (one ride)
    expect(priceLabs({ truckCount: 3, environment: true, driveKilometers: 15 })).toEqual({
      truck: 172_200,
      environment: 4_500,
      rideCost: 3_690,
      truckCount: 3,
      total: 180_390,
    });
  });
  it('the environmental fee is voluntary: 1722 + 36.90 = 1758.90', () => {
    const result = priceLabs({ truckCount: 3, environment: false, driveKilometers: 15 });
    expect(result.environment).toBe(0);
    expect(result.total).toBe(175_890);
  });
  it('one truck, no km: 574.00 (+15.00)', () => {
    expect(priceLabs({ truckCount: 1, environment: false, driveKilometers: 0 }).total).toBe(57_400);
    expect(priceLabs({ truckCount: 1, environment: true, driveKilometers: 0 }).total).toBe(58_900);
  });
});
