import { describe, expect, it } from 'vitest';
import { priceFacadeLift } from '../pricing/facade-lift';
import { priceLabs } from '../pricing/labs';
import { priceService } from '../pricing/service';
import { driveCost, driveUnits } from './drive';
import { proposeServiceInvoiceLines, proposeStageInvoiceLines, type StageInvoiceData } from './proposals';

describe('driveCost per stage', () => {
  it('kitchen 25 km: 25 x 1.23 x 2 = 61.50', () => {
    expect(driveCost({ typeId: 1, driveKilometers: 25 })).toBe(6_150);
  });
  it('facade lift 25 km: 25 x 1.70 x 2 = 85.00', () => {
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

describe('driveCost is the drive of calculations and invoices', () => {
  const stage = (typeId: number, driveKilometers: number | null, applianceMakerRegion: 'german' | null = null): StageInvoiceData => ({
    typeId,
    stageAmount: 1,
    plannedTime: null,
    truckArrivalTime: null,
    usersWithHoursCount: 0,
    clientWaitingTimeAmount: null,
    calculationPrice: { count: 1, pricePer: 10_000, disposal: 0, disposeDevicesPricePer: 0 },
    extraDisposeDevicesCount: 0,
    calculationParams: { driveKilometers, applianceMakerRegion },
  });
  const driveLineOf = (lines: { type: string; total: number }[]) => lines.find((line) => line.type === 'drive');

  it("an invoice's proposed drive line totals driveCost (kilometres, facade lift, region, service days)", () => {
    expect(driveLineOf(proposeStageInvoiceLines(stage(1, 12.3)))?.total).toBe(driveCost({ typeId: 1, driveKilometers: 12.3 }));
    expect(driveLineOf(proposeStageInvoiceLines(stage(6, 25)))?.total).toBe(8_500);
    expect(driveLineOf(proposeStageInvoiceLines(stage(2, 80, 'german')))?.total).toBe(12_000);
    const service = proposeServiceInvoiceLines({ stages: [{ date: '2026-05-04', workHours: 8 }, { date: '2026-05-05', workHours: 8 }, { date: '2026-05-06', workHours: 8 }], pricePerHour: 6_800, calculationParams: { driveKilometers: 25 } });
    expect(driveLineOf(service)?.total).toBe(18_450);
  });

  it("a calculation's rideCost is driveCost", () => {
    const day = { date: '2026-05-04', time: '07:00', amount: 2, hours: 8, remarks: '' };
    expect(priceFacadeLift({ dates: [day, day], driveKilometers: 25, express: false }).rideCost).toBe(driveCost({ typeId: 6, driveKilometers: 25, stages: 2 }));
    expect(priceLabs({ truckCount: 2, environment: false, driveKilometers: 12.3 }).rideCost).toBe(3_026);
    expect(priceService({ dates: [day, day, day], orderNumber: 'X', driveKilometers: 25, express: false }).rideCost).toBe(18_450);
  });

  it('counts kilometres there and back, or rides for the region', () => {
    expect(driveUnits({ typeId: 8, driveKilometers: 25, stages: 3 })).toEqual({ amount: 150, price: 123 });
    expect(driveUnits({ typeId: 2, driveKilometers: 80, applianceMakerRegion: 'italian', stages: 2 })).toEqual({ amount: 2, price: 22_000 });
  });
});
