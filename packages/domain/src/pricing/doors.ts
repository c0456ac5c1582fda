// Doors (typeId 3): a unit price per category; disposal 0.50 per door.
import { discountPercentFor, type ClientPricing } from './client';
import { driveCost } from '../invoice/drive';
import { discountedRate, floorBasedResult } from './floor-based';
import { DOOR_DISPOSAL, DOOR_UNIT_PRICE } from './tariff';
import type { DoorsInput, FloorPriceResult } from './types';

const DOORS_TYPE_ID = 3;

/** Disposal per door after discount. */
export function doorDisposalRate(client: ClientPricing): number {
  return discountedRate(DOOR_DISPOSAL, discountPercentFor(client, DOORS_TYPE_ID));
}

export function priceDoors(input: DoorsInput, client: ClientPricing): FloorPriceResult {
  return floorBasedResult({
    rows: input.types.map((row) => ({
      unitPrice: DOOR_UNIT_PRICE[row.category],
      floorSurcharge: true,
      floors: row.floors,
      disposalChecked: row.disposalChecked,
      disposalRate: doorDisposalRate(client),
    })),
    lift: input.lift,
    express: input.express,
    rideCost: driveCost({ typeId: DOORS_TYPE_ID, driveKilometers: input.driveKilometers, stages: input.stagesCount }),
    discountPercent: discountPercentFor(client, DOORS_TYPE_ID),
  });
}
