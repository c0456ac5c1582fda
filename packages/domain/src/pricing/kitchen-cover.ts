// Kitchen covers (typeId 5): 30 + 22 per running metre, +40% with a back wall; disposal
// 0.50 per running metre, x 1.75 with a back wall. The material does not change the price.
import { discountPercentFor, type ClientPricing } from './client';
import { driveCost } from '../invoice/drive';
import { discountedRate, floorBasedResult } from './floor-based';
import {
  KITCHEN_COVER_BACK_WALL_DISPOSAL_FACTOR,
  KITCHEN_COVER_BACK_WALL_PERCENT,
  KITCHEN_COVER_BASE,
  KITCHEN_COVER_DISPOSAL_PER_METRE,
  KITCHEN_COVER_PER_METRE,
} from './tariff';
import type { FloorPriceResult, KitchenCoverInput } from './types';

const KITCHEN_COVER_TYPE_ID = 5;

export function kitchenCoverUnitPrice(meters: number | null, backWall: boolean): number {
  const base = KITCHEN_COVER_BASE + KITCHEN_COVER_PER_METRE * (meters ?? 0);
  return backWall ? (base * (100 + KITCHEN_COVER_BACK_WALL_PERCENT)) / 100 : base;
}

/** Disposal per cover after discount (2.50 for 5 m; 4.38 with back wall: 2.50 x 1.75 = 4.375). */
export function kitchenCoverDisposalRate(meters: number | null, backWall: boolean, client: ClientPricing): number {
  const factor = backWall ? KITCHEN_COVER_BACK_WALL_DISPOSAL_FACTOR : 1;
  const exact = KITCHEN_COVER_DISPOSAL_PER_METRE * (meters ?? 0) * factor;
  return discountedRate(exact, discountPercentFor(client, KITCHEN_COVER_TYPE_ID));
}

export function priceKitchenCover(input: KitchenCoverInput, client: ClientPricing): FloorPriceResult {
  return floorBasedResult({
    rows: input.meters.map((row) => ({
      unitPrice: kitchenCoverUnitPrice(row.meters, row.backWall),
      floorSurcharge: true,
      floors: row.floors,
      disposalChecked: row.disposalChecked,
      disposalRate: kitchenCoverDisposalRate(row.meters, row.backWall, client),
    })),
    lift: input.lift,
    express: input.express,
    rideCost: driveCost({ typeId: KITCHEN_COVER_TYPE_ID, driveKilometers: input.driveKilometers, stages: input.stagesCount }),
    discountPercent: discountPercentFor(client, KITCHEN_COVER_TYPE_ID),
  });
}
