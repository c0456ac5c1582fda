// Facade-lift rental (typeId 6): per day hours x 95 (+10% express), 765 set-up, and
// km x 1.70 x 2 for the ride of each day.
import { driveCost } from '../invoice/drive';
import { roundRappen } from '../money';
import { FACADE_LIFT_TYPE_ID } from '../services';
import {
  EXPRESS_SURCHARGE_PERCENT,
  FACADE_LIFT_HOUR_PRICE,
  FACADE_LIFT_SETUP_PER_DAY,
} from './tariff';
import type { FacadeLiftInput, FacadeLiftPriceResult } from './types';

export function priceFacadeLift(input: FacadeLiftInput): FacadeLiftPriceResult {
  const days = input.dates.length;
  const hoursCount = input.dates.reduce((sum, day) => sum + (day.hours ?? 0), 0);
  const expressPercent = input.express ? 100 + EXPRESS_SURCHARGE_PERCENT : 100;
  const hours = roundRappen((hoursCount * FACADE_LIFT_HOUR_PRICE * expressPercent) / 100);
  const setup = FACADE_LIFT_SETUP_PER_DAY * days;
  const rideCost = driveCost({ typeId: FACADE_LIFT_TYPE_ID, driveKilometers: input.driveKilometers, stages: days });
  return { rideCost, setup, hours, hoursCount, days, total: hours + setup + rideCost };
}
