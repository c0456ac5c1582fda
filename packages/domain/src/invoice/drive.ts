// The drive, one rule for the calculation (its rideCost) and the invoice (its 'drive' line):
// km x 2 (there and back) for each stage or service day at the km price (1.23; the facade
// lift 1.70); appliance-maker washing pays its region's flat ride per stage instead.
import type { Rappen } from '../money';
import { APPLIANCE_MAKER_RIDE, FACADE_LIFT_KM_PRICE, KM_PRICE, RIDE_FACTOR } from '../pricing/tariff';
import type { ElectroluxRegion } from '../pricing/types';
import { FACADE_LIFT_TYPE_ID } from '../services';
import { lineTotal } from './lines';

export interface DriveArgs {
  typeId: number;
  driveKilometers: number | null;
  applianceMakerRegion?: ElectroluxRegion | null;
  /** Stages (or service days) driven to; 1 when not given. */
  stages?: number;
}

/** Price per kilometre of a service type. */
function kmPriceFor(typeId: number): Rappen {
  return typeId === FACADE_LIFT_TYPE_ID ? FACADE_LIFT_KM_PRICE : KM_PRICE;
}

/** The drive as an invoice line counts it: kilometres driven (or rides) x price per unit. */
export function driveUnits(args: DriveArgs): { amount: number; price: Rappen } {
  const stages = args.stages ?? 1;
  if (args.applianceMakerRegion) return { amount: stages, price: APPLIANCE_MAKER_RIDE[args.applianceMakerRegion] };
  return { amount: (args.driveKilometers ?? 0) * RIDE_FACTOR * stages, price: kmPriceFor(args.typeId) };
}

/** Drive cost of `stages` stages (or service days); the region wins over kilometres. */
export function driveCost(args: DriveArgs): Rappen {
  const { amount, price } = driveUnits(args);
  return lineTotal(amount, price);
}
