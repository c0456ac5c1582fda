import { describe, expect, it } from 'vitest';
import { driveCost, kmPriceFor } from './drive';

describe('driveCost per stage', () => {
  it('kitchen 25 km: 25 x 1.23 x 2 = 61.50', () => {
    expect(driveCost({ typeId: 1, driveKilometers: 25 })).toBe(6_150);
  });
  it('facade lift 25 km: 25 x 1.70 x 2 = 85.00', () => {
    expect(kmPriceFor(6)).toBe(170);
    expect(driveCost({ typeId: 6, driveKilometers: 25 })).toBe(8_500);
  });
  it('site service, 3 days: 3 x 61.50 = 184.50', () => {
    expect(driveCost({ typeId: 8, driveKilometers: 25, stages: 3 })).toBe(18_450);
  });
  it('12.3 km: 12.3 x 2.46 = 30.258 -> 30.26', () => {
    expect(driveCost({ typeId: 1, driveKilometers: 12.3 })).toBe(3_026);
  });
  it('appliance-maker regions: german 120, french 250, italian 220, kilometres ignored', () => {
    expect(driveCost({ typeId: 2, driveKilometers: 80, applianceMakerRegion: 'german' })).toBe(12_000);
    expect(driveCost({ typeId: 2, driveKilometers: 80, applianceMakerRegion: 'french' })).toBe(25_000);
    expect(driveCost({ typeId: 2, driveKilometers: 80, applianceMakerRegion: 'italian' })).toBe(22_000);
  });
  it('no kilometres, no cost', () => {
    expect(driveCost({ typeId: 1, driveKilometers: null })).toBe(0);
  });
});
