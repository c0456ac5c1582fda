// Kitchen fine distribution (typeId 1): 95 + 24 per running metre per kitchen, +60 for the
// wardrobe of veriset clients; disposal 9 per running metre.
import { discountPercentFor, type ClientPricing } from './client';
import { driveCost } from '../invoice/drive';
import { discountedRate, floorBasedResult } from './floor-based';
import { KITCHEN_BASE, KITCHEN_DISPOSAL_PER_METRE, KITCHEN_PER_METRE, KITCHEN_WARDROBE } from './tariff';
import type { FloorPriceResult, KitchenInput, MetreRow } from './types';

const KITCHEN_TYPE_ID = 1;

/** Unit price of one kitchen of the row; the wardrobe counts only for veriset clients. */
export function kitchenUnitPrice(row: MetreRow, client: ClientPricing): number {
  const wardrobe = row.wardrobe === true && client.special === 'veriset' ? KITCHEN_WARDROBE : 0;
  return KITCHEN_BASE + KITCHEN_PER_METRE * (row.meters ?? 0) + wardrobe;
}

/** Disposal per kitchen after discount (45.00 for 5 m without discount). */
export function kitchenDisposalRate(meters: number | null, client: ClientPricing): number {
  return discountedRate(KITCHEN_DISPOSAL_PER_METRE * (meters ?? 0), discountPercentFor(client, KITCHEN_TYPE_ID));
}

export function priceKitchen(input: KitchenInput, client: ClientPricing): FloorPriceResult {
  return floorBasedResult({
    rows: input.meters.map((row) => ({
      unitPrice: kitchenUnitPrice(row, client),
      floorSurcharge: true,
      floors: row.floors,
      disposalChecked: row.disposalChecked,
      disposalRate: kitchenDisposalRate(row.meters, client),
    })),
    lift: input.lift,
    express: input.express,
    rideCost: driveCost({ typeId: KITCHEN_TYPE_ID, driveKilometers: input.driveKilometers, stages: input.stagesCount }),
    discountPercent: discountPercentFor(client, KITCHEN_TYPE_ID),
  });
}
