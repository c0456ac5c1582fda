import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './lines';
import { proposeServiceInvoiceLines, proposeStageInvoiceLines, type StageInvoiceData } from './proposals';

// The kitchen of the pricing example: 3 kitchens at 274.34, disposal 135.00 (45.00 each), 25 km.
const stage = (over: Partial<StageInvoiceData> = {}): StageInvoiceData => ({
  typeId: 1,
  stageAmount: 2,
  plannedTime: '07:00',
  truckArrivalTime: '08:10',
  usersWithHoursCount: 3,
  clientWaitingTimeAmount: null,
  calculationPrice: { count: 3, pricePer: 27_434, disposal: 13_500, disposeDevicesPricePer: 4_500 },
  extraDisposeDevicesCount: 1,
  calculationParams: { driveKilometers: 25, applianceMakerRegion: null },
  ...over,
});

describe('proposeStageInvoiceLines', () => {
  it('all five line types for stage 1 of 2', () => {
    // distribution 2 x 274.34 = 548.68; disposal share 135.00 x 2/3 = 90.00; 1 extra device x 45.00
    // drive 25 km x 2 = 50 km x 1.23 = 61.50; waiting 70 min -> 2 blocks x 0.5 x 3 people = 3 h x 100 = 300.00
    const lines = proposeStageInvoiceLines(stage());
    expect(lines.map((l) => [l.type, l.description, l.amount, l.price, l.total, l.removeable])).toEqual([
      ['distribution', 'Küchen-Feinverteilung', 2, 27_434, 54_868, false],
      ['dispose', 'Entsorgungspauschale', 1, 9_000, 9_000, true],
      ['disposeDevices', 'Entsorgung zusätzlicher Geräte', 1, 4_500, 4_500, true],
      ['drive', 'Anfahrt 25 km hin und zurück', 50, 123, 6_150, true],
      ['waiting', 'Wartezeit (70 Min. Verspätung, 3 Personen, 30 Min. gratis)', 3, 10_000, 30_000, true],
    ]);
    // subtotal 1045.18; VAT 84.65958 -> 84.66; 1129.84 -> cash 1129.85 (+0.01)
    expect(invoiceTotals(lines)).toEqual({ subtotal: 104_518, vat: 8_466, totalBeforeRounding: 112_984, rounding: 1, total: 112_985 });
  });
  it('leaves out lines with nothing to bill', () => {
    const lines = proposeStageInvoiceLines(
      stage({
        truckArrivalTime: '07:30',
        extraDisposeDevicesCount: 0,
        calculationPrice: { count: 3, pricePer: 27_434, disposal: 0, disposeDevicesPricePer: 0 },
        calculationParams: { driveKilometers: 0, applianceMakerRegion: null },
      }),
    );
    expect(lines.map((l) => l.type)).toEqual(['distribution']);
  });
  it('appliance-maker washing: flat ride Tessin 220.00', () => {
    const lines = proposeStageInvoiceLines(stage({ typeId: 2, calculationParams: { driveKilometers: null, applianceMakerRegion: 'italian' } }));
    expect(lines.find((l) => l.type === 'drive')).toMatchObject({ description: 'Anfahrtspauschale Tessin', amount: 1, price: 22_000, total: 22_000 });
    expect(lines[0]?.description).toBe('Waschtürme und Waschmaschinen');
  });
  it("facade lift drives at 1.70 per km; the client's waiting amount is used", () => {
    const lines = proposeStageInvoiceLines(stage({ typeId: 6, clientWaitingTimeAmount: 8_000 }));
    expect(lines.find((l) => l.type === 'drive')?.total).toBe(8_500);
    expect(lines.find((l) => l.type === 'waiting')?.total).toBe(24_000);
  });
});

describe('proposeServiceInvoiceLines', () => {
  it('worked hours per day at the price per hour, then the drive of all days', () => {
    // 24 h x 74.80 = 1795.20; 13 h x 74.80 = 972.40; drive 30 km x 2 x 2 days = 120 km x 1.23 = 147.60
    const lines = proposeServiceInvoiceLines({
      stages: [
        { date: '2024-05-20', workHours: 24 },
        { date: '2024-05-21', workHours: 13 },
      ],
      pricePerHour: 7_480,
      calculationParams: { driveKilometers: 30 },
    });
    expect(lines.map((l) => [l.type, l.description, l.amount, l.price, l.total])).toEqual([
      ['service', 'Baustellen-Service 20.05.2024', 24, 7_480, 179_520],
      ['service', 'Baustellen-Service 21.05.2024', 13, 7_480, 97_240],
      ['drive', 'Anfahrt 30 km hin und zurück, 2 Tage', 120, 123, 14_760],
    ]);
    // the same as the offer: totalService 2767.60 + ride 147.60 = 2915.20
    expect(invoiceTotals(lines).subtotal).toBe(291_520);
  });
  it('days without reported hours bill 0 hours; no km, no drive line', () => {
    const lines = proposeServiceInvoiceLines({ stages: [{ date: '2024-05-20', workHours: null }], pricePerHour: 6_800, calculationParams: { driveKilometers: 0 } });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.total).toBe(0);
  });
});
