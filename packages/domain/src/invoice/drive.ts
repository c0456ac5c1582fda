// Drive cost on invoices: km x 1.23 x 2 for each stage (the facade lift at 1.70 per km);
// appliance-maker washing orders pay the flat regional ride instead.
import { FACADE_LIFT_TYPE_ID } from '../services';
import { roundRappen, type Rappen } from '../money';
import { APPLIANCE_MAKER_RIDE, FACADE_LIFT_KM_PRICE, KM_PRICE, RIDE_FACTOR } from '../pricing/tariff';
import type { ElectroluxRegion } from '../pricing/types';


/** Price per kilometre of a service type. */
export function kmPriceFor(typeId: number): Rappen {
  return typeId === FACADE_LIFT_TYPE_ID ? FACADE_LIFT_KM_PRICE : KM_PRICE;
}

/** Drive cost of `stages` stages (or service days); the region wins over kilometres. */
export function driveCost(args: {
  typeId: number;
  driveKilometers: number | null;
  applianceMakerRegion?: ElectroluxRegion | null;
  stages?: number;
}): Rappen {
  const stages = args.stages ?? 1;
  if (args.applianceMakerRegion) return APPLIANCE_MAKER_RIDE[args.applianceMakerRegion] * stages;
  return roundRappen((args.driveKilometers ?? 0) * kmPriceFor(args.typeId) * RIDE_FACTOR * stages);
}
