// Site service with staff (typeId 8): staff x hours x 68 per person-hour (+10% express) over
// all days, and km x 1.23 x 2 per day.
import { percentOf, roundRappen, type Rappen } from '../money';
import { driveCost } from '../invoice/drive';
import { SITE_SERVICE_TYPE_ID } from '../services';
import { EXPRESS_SURCHARGE_PERCENT, SERVICE_HOUR_PRICE } from './tariff';
import type { ServiceInput, ServicePriceResult } from './types';

/** Price per person-hour: 68.00, or 74.80 with express (68 x 1.10). */
export function servicePricePerHour(express: boolean): Rappen {
  return express ? percentOf(SERVICE_HOUR_PRICE, 100 + EXPRESS_SURCHARGE_PERCENT) : SERVICE_HOUR_PRICE;
}

export function priceService(input: ServiceInput): ServicePriceResult {
  const days = input.dates.length;
  const personHours = input.dates.reduce((sum, day) => sum + (day.amount ?? 0) * (day.hours ?? 0), 0);
  const pricePerHour = servicePricePerHour(input.express);
  const totalService = roundRappen(personHours * pricePerHour);
  const rideCost = driveCost({ typeId: SITE_SERVICE_TYPE_ID, driveKilometers: input.driveKilometers, stages: days });
  return { rideCost, totalService, pricePerHour, personHours, days, total: totalService + rideCost };
}
