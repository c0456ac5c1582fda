// One entry point for every service, dispatching on the service key.
import type { ServiceKey } from '../services';
import type { ClientPricing } from './client';
import { priceCupboards } from './cupboards';
import { priceDoors } from './doors';
import { priceFacadeLift } from './facade-lift';
import { priceKitchen } from './kitchen';
import { priceKitchenCover } from './kitchen-cover';
import { priceLabs } from './labs';
import { priceService } from './service';
import type { CalculationInputs, PriceResults } from './types';
import { priceWashing } from './washing';

const CALCULATORS: { [K in ServiceKey]: (input: CalculationInputs[K], client: ClientPricing) => PriceResults[K] } = {
  kitchen: priceKitchen,
  washing: priceWashing,
  doors: priceDoors,
  cupboards: priceCupboards,
  kitchenCover: priceKitchenCover,
  facadeLift: (input) => priceFacadeLift(input),
  labs: (input) => priceLabs(input),
  service: (input) => priceService(input),
};

/** Price of a calculation input (validate it first with validateCalculation). */
export function calculatePrice<K extends ServiceKey>(
  key: K,
  input: CalculationInputs[K],
  client: ClientPricing,
): PriceResults[K] {
  const calculate = CALCULATORS[key] as (input: CalculationInputs[K], client: ClientPricing) => PriceResults[K];
  return calculate(input, client);
}
