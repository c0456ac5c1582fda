// Built-in cupboards (typeId 4): 40 + 18 per running metre; disposal 5 per running metre.
import { discountPercentFor, type ClientPricing } from './client';
import { driveCost } from '../invoice/drive';
import { discountedRate, floorBasedResult } from './floor-based';
import { CUPBOARD_BASE, CUPBOARD_DISPOSAL_PER_METRE, CUPBOARD_PER_METRE } from './tariff';
import type { CupboardsInput, FloorPriceResult } from './types';

const CUPBOARDS_TYPE_ID = 4;

export function cupboardUnitPrice(meters: number | null): number {
  return CUPBOARD_BASE + CUPBOARD_PER_METRE * (meters ?? 0);
}

/** Disposal per cupboard after discount (25.00 for 5 m without discount). */
export function cupboardDisposalRate(meters: number | null, client: ClientPricing): number {
  return discountedRate(CUPBOARD_DISPOSAL_PER_METRE * (meters ?? 0), discountPercentFor(client, CUPBOARDS_TYPE_ID));
}

export function priceCupboards(input: CupboardsInput, client: ClientPricing): FloorPriceResult {
  return floorBasedResult({
    rows: input.meters.map((row) => ({
      unitPrice: cupboardUnitPrice(row.meters),
      floorSurcharge: true,
      floors: row.floors,
      disposalChecked: row.disposalChecked,
      disposalRate: cupboardDisposalRate(row.meters, client),
    })),
    lift: input.lift,
    express: input.express,
    rideCost: driveCost({ typeId: CUPBOARDS_TYPE_ID, driveKilometers: input.driveKilometers, stages: input.stagesCount }),
    discountPercent: discountPercentFor(client, CUPBOARDS_TYPE_ID),
  });
}
