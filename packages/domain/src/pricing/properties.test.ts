// Invariants of every price, checked on random inputs with fast-check:
// total = price + disposal + rideCost; more kilometres never lower a price; express never
// lowers a price; a bigger discount never raises disposal; every amount is whole Rappen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS, type ServiceKey } from '../services';
import { calculatePrice } from './calculate';
import type { ClientPricing } from './client';
import { DOOR_CATEGORIES, ELECTROLUX_REGIONS, WASHING_CATEGORIES, type CalculationInputs, type FloorAmount, type Lift } from './types';

const floors = fc.array(
  fc.record<FloorAmount>({ floor: fc.integer({ min: 0, max: 5 }), amount: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }) }),
  { minLength: 1, maxLength: 6 },
);
const metres = fc.option(fc.double({ min: 0.5, max: 12, noNaN: true }), { nil: null });
const km = fc.double({ min: 0, max: 400, noNaN: true });
const common = fc.record({
  driveKilometers: km,
  lift: fc.constantFrom<Lift>(null, 'lift', 'facadeLift'),
  stagesCount: fc.integer({ min: 1, max: 6 }),
  express: fc.boolean(),
});
const hours = fc.option(fc.double({ min: 0, max: 16, noNaN: true }), { nil: null });
const date = fc.constant('2024-05-20');

const INPUTS: { [K in ServiceKey]: fc.Arbitrary<CalculationInputs[K]> } = {
  kitchen: fc.record({
    meters: fc.array(fc.record({ name: fc.constant('A'), meters: metres, disposalChecked: fc.boolean(), wardrobe: fc.boolean(), floors }), { maxLength: 4 }),
  }).chain((rows) => common.map((c) => ({ ...c, ...rows }))),
  cupboards: fc.record({
    meters: fc.array(fc.record({ name: fc.constant('A'), meters: metres, disposalChecked: fc.boolean(), floors }), { maxLength: 4 }),
  }).chain((rows) => common.map((c) => ({ ...c, ...rows }))),
  kitchenCover: fc.record({
    meters: fc.array(
      fc.record({ category: fc.constant('stone'), backWall: fc.boolean(), meters: metres, disposalChecked: fc.boolean(), floors }),
      { maxLength: 4 },
    ),
  }).chain((rows) => common.map((c) => ({ ...c, ...rows }))),
  doors: fc.record({
    types: fc.array(fc.record({ category: fc.constantFrom(...DOOR_CATEGORIES), name: fc.constant('A'), disposalChecked: fc.boolean(), floors }), { maxLength: 4 }),
  }).chain((rows) => common.map((c) => ({ ...c, ...rows }))),
  washing: fc.record({
    types: fc.array(fc.record({ category: fc.constantFrom(...WASHING_CATEGORIES), name: fc.constant('A'), disposalChecked: fc.boolean(), floors }), { maxLength: 4 }),
    isElectrolux: fc.boolean(),
    electroluxRegion: fc.option(fc.constantFrom(...ELECTROLUX_REGIONS), { nil: null }),
  }).chain((rows) => common.map((c) => ({ ...c, ...rows }))),
  facadeLift: fc.record({
    dates: fc.array(fc.record({ date, time: fc.constant(null), hours }), { maxLength: 5 }),
    driveKilometers: km,
    express: fc.boolean(),
  }),
  labs: fc.record({ truckCount: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), environment: fc.boolean(), driveKilometers: km }),
  service: fc.record({
    dates: fc.array(fc.record({ date, time: fc.constant(null), amount: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }), hours }), { maxLength: 5 }),
    driveKilometers: km,
    express: fc.boolean(),
  }),
};

const client = fc.record<ClientPricing>({
  settings: fc.array(
    fc.record({ typeId: fc.integer({ min: 1, max: 8 }), serviceEnabled: fc.constant(true), discountPercent: fc.integer({ min: 0, max: 100 }) }),
    { maxLength: 8 },
  ),
  special: fc.constantFrom<'veriset' | null>('veriset', null),
  applianceMakerPricing: fc.boolean(),
});

const withDiscount = (c: ClientPricing, typeId: number, discountPercent: number): ClientPricing => ({
  ...c,
  settings: [{ typeId, serviceEnabled: true, discountPercent }],
});
const TYPE_ID: Record<ServiceKey, number> = { kitchen: 1, washing: 2, doors: 3, cupboards: 4, kitchenCover: 5, facadeLift: 6, labs: 7, service: 8 };

/** The parts a total must add up to, per result shape. */
function parts(result: Record<string, number>): number[] {
  if ('price' in result) return [result.price ?? 0, result.disposal ?? 0, result.rideCost ?? 0];
  if ('setup' in result) return [result.hours ?? 0, result.setup ?? 0, result.rideCost ?? 0];
  if ('truck' in result) return [result.truck ?? 0, result.environment ?? 0, result.rideCost ?? 0];
  return [result.totalService ?? 0, result.rideCost ?? 0];
}

const MONEY_FIELDS = ['price', 'disposal', 'rideCost', 'total', 'pricePer', 'disposeDevicesPrice', 'disposeDevicesPricePer', 'setup', 'hours', 'truck', 'environment', 'totalService', 'pricePerHour'];

describe.each(SERVICE_KEYS)('%s invariants', (key) => {
  const price = (input: CalculationInputs[typeof key], c: ClientPricing) =>
    calculatePrice(key, input, c) as unknown as Record<string, number>;

  it('total is the sum of its parts and every money field is whole Rappen', () => {
    fc.assert(
      fc.property(INPUTS[key], client, (input, c) => {
        const result = price(input, c);
        expect(result.total).toBe(parts(result).reduce((a, b) => a + b, 0));
        for (const field of MONEY_FIELDS) if (field in result) expect(Number.isInteger(result[field])).toBe(true);
      }),
    );
  });

  it('more kilometres never lower the price', () => {
    fc.assert(
      fc.property(INPUTS[key], client, fc.double({ min: 0, max: 300, noNaN: true }), (input, c, extra) => {
        const further = { ...input, driveKilometers: (input.driveKilometers ?? 0) + extra };
        const near = price(input, c);
        const far = price(further, c);
        expect(far.total).toBeGreaterThanOrEqual(near.total ?? 0);
        expect(far.rideCost).toBeGreaterThanOrEqual(near.rideCost ?? 0);
      }),
    );
  });

  if (key !== 'labs') {
    it('express never lowers the price', () => {
      fc.assert(
        fc.property(INPUTS[key], client, (input, c) => {
          const normal = price({ ...input, express: false }, c);
          const express = price({ ...input, express: true }, c);
          expect(express.total).toBeGreaterThanOrEqual(normal.total ?? 0);
          for (const field of ['price', 'hours', 'totalService']) {
            if (field in normal) expect(express[field]).toBeGreaterThanOrEqual(normal[field] ?? 0);
          }
        }),
      );
    });
  }

  it('a bigger discount never raises the disposal and never changes the price', () => {
    fc.assert(
      fc.property(INPUTS[key], client, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (input, c, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const small = price(input, withDiscount(c, TYPE_ID[key], low));
        const big = price(input, withDiscount(c, TYPE_ID[key], high));
        if ('disposal' in small) expect(big.disposal).toBeLessThanOrEqual(small.disposal ?? 0);
        if ('price' in small) expect(big.price).toBe(small.price);
      }),
    );
  });
});
