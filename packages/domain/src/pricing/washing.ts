// Washing towers and machines (typeId 2). Standard pricing: a unit price per category with
// floor surcharges and kilometres. Appliance-maker pricing (a client setting): floors[0] and
// floors[1] are two price classes without floor surcharge, and the ride is a flat regional
// amount per stage instead of kilometres.
import { discountPercentFor, type ClientPricing } from './client';
import { driveCost } from '../invoice/drive';
import { WASHING_TYPE_ID } from '../services';
import { discountedRate, floorBasedResult, type PricedRow } from './floor-based';
import {
  APPLIANCE_MAKER_DISPOSAL,
  APPLIANCE_MAKER_UNIT_PRICE_FIRST,
  APPLIANCE_MAKER_UNIT_PRICE_SECOND,
  WASHING_DISPOSAL,
  WASHING_UNIT_PRICE,
} from './tariff';
import type { FloorPriceResult, WashingCategory, WashingInput, WashingRow } from './types';

/** True when the input asks for and the client may use appliance-maker pricing. */
export function usesApplianceMakerPricing(input: WashingInput, client: ClientPricing): boolean {
  return input.isElectrolux && client.applianceMakerPricing;
}

/** Disposal per device after discount; the client's override replaces the standard tariff. */
export function washingDisposalRate(category: WashingCategory, applianceMaker: boolean, client: ClientPricing): number {
  const factor = applianceMaker
    ? APPLIANCE_MAKER_DISPOSAL[category]
    : (client.washingDisposal?.[category] ?? WASHING_DISPOSAL[category]);
  return discountedRate(factor, discountPercentFor(client, WASHING_TYPE_ID));
}

function applianceMakerRows(row: WashingRow, client: ClientPricing): PricedRow[] {
  const disposalRate = washingDisposalRate(row.category, true, client);
  const classes = [APPLIANCE_MAKER_UNIT_PRICE_FIRST, APPLIANCE_MAKER_UNIT_PRICE_SECOND];
  return classes.map((unitPrice, index) => ({
    unitPrice,
    floorSurcharge: false,
    floors: row.floors[index] ? [row.floors[index]] : [],
    disposalChecked: row.disposalChecked,
    disposalRate,
  }));
}

export function priceWashing(input: WashingInput, client: ClientPricing): FloorPriceResult {
  const applianceMaker = usesApplianceMakerPricing(input, client);
  const rows: PricedRow[] = applianceMaker
    ? input.types.flatMap((row) => applianceMakerRows(row, client))
    : input.types.map((row) => ({
        unitPrice: WASHING_UNIT_PRICE[row.category],
        floorSurcharge: true,
        floors: row.floors,
        disposalChecked: row.disposalChecked,
        disposalRate: washingDisposalRate(row.category, false, client),
      }));
  const rideCost = driveCost({
    typeId: WASHING_TYPE_ID,
    driveKilometers: input.driveKilometers,
    applianceMakerRegion: applianceMaker ? (input.electroluxRegion ?? 'german') : null,
    stages: input.stagesCount,
  });
  return floorBasedResult({
    rows,
    lift: input.lift,
    express: input.express,
    rideCost,
    discountPercent: discountPercentFor(client, WASHING_TYPE_ID),
  });
}
