// Laboratory fittings by truck (typeId 7): 574 per truck, a voluntary environmental fee of
// 15 per truck, and km x 1.23 x 2 for one ride.
import { driveCost } from '../invoice/drive';
import { LABS_TYPE_ID } from '../services';
import { LABS_ENVIRONMENT_PER_TRUCK, LABS_TRUCK_PRICE } from './tariff';
import type { LabsInput, LabsPriceResult } from './types';

/** Labs are delivered in one ride. */
const LABS_RIDES = 1;

export function priceLabs(input: LabsInput): LabsPriceResult {
  const truckCount = input.truckCount ?? 0;
  const truck = LABS_TRUCK_PRICE * truckCount;
  const environment = input.environment ? LABS_ENVIRONMENT_PER_TRUCK * truckCount : 0;
  const rideCost = driveCost({ typeId: LABS_TYPE_ID, driveKilometers: input.driveKilometers, stages: LABS_RIDES });
  return { rideCost, truck, environment, truckCount, total: truck + environment + rideCost };
}
