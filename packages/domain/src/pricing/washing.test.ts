import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, type ClientPricing } from './client';
import { priceWashing, usesApplianceMakerPricing, washingDisposalRate } from './washing';
import type { WashingInput, WashingRow } from './types';

const standard = (over: Partial<WashingInput> = {}): WashingInput => ({
  types: [
    { category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 1 }, { floor: 1, amount: 1 }] },
    { category: 'singlewash', name: 'B', disposalChecked: false, floors: [{ floor: 3, amount: 2 }] },
  ],
  isElectrolux: false,
  electroluxRegion: null,
  driveKilometers: 10,
  lift: 'lift',
  stagesCount: 1,
  express: false,
  ...over,
});
const maker: ClientPricing = { ...DEFAULT_CLIENT, applianceMakerPricing: true };
const makerRows: WashingRow[] = [
  { category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 1, amount: 1 }] },
  { category: 'tumbler', name: 'B', disposalChecked: false, floors: [{ floor: 0, amount: 1 }, { floor: 1, amount: 0 }] },
];
const makerInput = (over: Partial<WashingInput> = {}): WashingInput =>
  standard({ types: makerRows, isElectrolux: true, electroluxRegion: 'french', driveKilometers: null, lift: null, ...over });

describe('standard washing pricing', () => {
  it('lift example', () => {
    // together: 140 + 140 x 1.04 = 285.60; singlewash on 3. OG with lift: 85 x 1.12 x 2 = 190.40
    // price 476.00; count 4; pricePer 119.00; ride 10 x 1.23 x 2 = 24.60; disposal together 10 x 2 = 20.00
    // total 476.00 + 20.00 + 24.60 = 520.60
    const result = priceWashing(standard(), DEFAULT_CLIENT);
    expect(result).toMatchObject({ price: 47_600, count: 4, pricePer: 11_900, rideCost: 2_460, disposal: 2_000, total: 52_060 });
    expect(result.disposeDevicesCount).toBe(2);
    expect(result.disposeDevicesPricePer).toBe(1_000);
  });
  it('unit prices per category: together 140, singlewash 85, tumbler 85, washcombi 110', () => {
    const one = (category: WashingRow['category']) =>
      priceWashing(standard({ types: [{ category, name: 'A', disposalChecked: false, floors: [{ floor: 0, amount: 1 }] }] }), DEFAULT_CLIENT).price;
    expect([one('together'), one('singlewash'), one('tumbler'), one('washcombi')]).toEqual([14_000, 8_500, 8_500, 11_000]);
  });
  it('disposal per category: together 10, singlewash 5, tumbler 5, washcombi 5', () => {
    expect(['together', 'singlewash', 'tumbler', 'washcombi'].map((c) => washingDisposalRate(c as WashingRow['category'], false, DEFAULT_CLIENT))).toEqual([
      1_000, 500, 500, 500,
    ]);
  });
  it('the client override replaces the category disposal: together 15 x 2 = 30.00', () => {
    const client: ClientPricing = { ...DEFAULT_CLIENT, washingDisposal: { together: 1_500 } };
    expect(priceWashing(standard(), client).disposal).toBe(3_000);
    expect(washingDisposalRate('singlewash', false, client)).toBe(500);
  });
  it('a 50% discount halves the disposal: 10 x 0.5 x 2 = 10.00', () => {
    const client: ClientPricing = { ...DEFAULT_CLIENT, settings: [{ typeId: 2, serviceEnabled: true, discountPercent: 50 }] };
    expect(priceWashing(standard(), client).disposal).toBe(1_000);
  });
});

describe('appliance-maker washing pricing', () => {
  it('needs both the input flag and the client setting', () => {
    expect(usesApplianceMakerPricing(makerInput(), maker)).toBe(true);
    expect(usesApplianceMakerPricing(makerInput(), DEFAULT_CLIENT)).toBe(false);
    expect(usesApplianceMakerPricing(standard(), maker)).toBe(false);
  });
  it('floors[0] at 79, floors[1] at 109, flat ride Welschland 250, disposal together 2', () => {
    // price 2 x 79 + 1 x 109 + 1 x 79 = 346.00; ride 250.00; disposal 2 x 3 = 6.00; total 602.00
    const result = priceWashing(makerInput(), maker);
    expect(result).toMatchObject({ price: 34_600, rideCost: 25_000, disposal: 600, total: 60_200, count: 4 });
    expect(result.pricePer).toBe(8_650);
  });
  it.each([
    ['german', 12_000],
    ['french', 25_000],
    ['italian', 22_000],
  ] as const)('region %s: ride %i Rappen per stage', (region, ride) => {
    expect(priceWashing(makerInput({ electroluxRegion: region }), maker).rideCost).toBe(ride);
    expect(priceWashing(makerInput({ electroluxRegion: region, stagesCount: 2 }), maker).rideCost).toBe(ride * 2);
  });
  it('ignores kilometres, lift surcharges and floors beyond the second', () => {
    const base = priceWashing(makerInput(), maker);
    const rows = makerRows.map((r) => ({ ...r, floors: [...r.floors, { floor: 2, amount: 5 }] }));
    expect(priceWashing(makerInput({ driveKilometers: 80, types: rows }), maker)).toEqual(base);
  });
  it('express adds 10% on the price: 346.00 x 1.1 = 380.60', () => {
    expect(priceWashing(makerInput({ express: true }), maker).price).toBe(38_060);
  });
  it('disposal together 2, others 1 (the client override does not apply)', () => {
    const client: ClientPricing = { ...maker, washingDisposal: { together: 1_500 } };
    expect(washingDisposalRate('together', true, client)).toBe(200);
    expect(washingDisposalRate('washcombi', true, client)).toBe(100);
  });
  it('without the client setting the flag is ignored and standard pricing with km applies', () => {
    const result = priceWashing(makerInput({ driveKilometers: 10 }), DEFAULT_CLIENT);
    expect(result.rideCost).toBe(2_460);
  });
});
