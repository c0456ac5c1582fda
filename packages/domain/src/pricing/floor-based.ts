// The common arithmetic of the floor-based services (kitchen, washing, doors, cupboards,
// kitchenCover). Each service only says what one unit of a row costs and what its disposal
// rate is; this module adds floors, express, the ride and the disposal discount.
import { roundRappen, sumRappen, type Rappen } from '../money';
import {
  EXPRESS_SURCHARGE_PERCENT,
  FLOOR_SURCHARGE_PERCENT_FACADE_LIFT,
  FLOOR_SURCHARGE_PERCENT_LIFT,
  FLOOR_SURCHARGE_PERCENT_STAIRS,
} from './tariff';
import type { FloorAmount, FloorPriceResult, Lift } from './types';

/** One row reduced to what the shared arithmetic needs. */
export type PricedRow = {
  /** Unit price on the ground floor, exact (may hold fractions of a Rappen). */
  unitPrice: number;
  /** Apply the per-floor surcharge (appliance-maker rows do not). */
  floorSurcharge: boolean;
  floors: FloorAmount[];
  disposalChecked: boolean;
  /** Disposal per unit after the client's discount, already rounded to the Rappen. */
  disposalRate: Rappen;
};

/** Surcharge percent per floor above ground for the chosen lift. */
export function floorSurchargePercent(lift: Lift): number {
  if (lift === 'facadeLift') return FLOOR_SURCHARGE_PERCENT_FACADE_LIFT;
  if (lift === 'lift') return FLOOR_SURCHARGE_PERCENT_LIFT;
  return FLOOR_SURCHARGE_PERCENT_STAIRS;
}

/** Sum of the floor amounts of a row (blank counts as 0). */
export function rowCount(floors: readonly FloorAmount[]): number {
  return floors.reduce((sum, f) => sum + (f.amount ?? 0), 0);
}

/** The client's discount scales a disposal factor by (100 - discount) / 100, rounded. */
export function discountedRate(exactRate: number, discountPercent: number): Rappen {
  return roundRappen((exactRate * (100 - discountPercent)) / 100);
}

/** Exact price of one row: unit x (1 + floor x surcharge) x amount, summed over floors. */
function rowPrice(row: PricedRow, surchargePercent: number): number {
  return row.floors.reduce((sum, f) => {
    const percent = row.floorSurcharge ? 100 + Math.max(0, f.floor) * surchargePercent : 100;
    return sum + (row.unitPrice * percent * (f.amount ?? 0)) / 100;
  }, 0);
}

/** Adds everything up into the spec's price result. */
export function floorBasedResult(args: {
  rows: readonly PricedRow[];
  lift: Lift;
  express: boolean;
  rideCost: Rappen;
  discountPercent: number;
}): FloorPriceResult {
  const surcharge = floorSurchargePercent(args.lift);
  const base = args.rows.reduce((sum, row) => sum + rowPrice(row, surcharge), 0);
  const expressPercent = args.express ? 100 + EXPRESS_SURCHARGE_PERCENT : 100;
  const price = roundRappen((base * expressPercent) / 100);
  const count = sumRows(args.rows, () => true);
  const disposeDevicesCount = sumRows(args.rows, (row) => row.disposalChecked);
  const disposal = sumRappen(
    args.rows.filter((row) => row.disposalChecked).map((row) => row.disposalRate * rowCount(row.floors)),
  );
  return {
    price,
    disposal,
    rideCost: args.rideCost,
    total: price + disposal + args.rideCost,
    count,
    pricePer: count > 0 ? roundRappen(price / count) : 0,
    discountPercent: args.discountPercent,
    disposeDevicesCount,
    disposeDevicesPrice: disposal,
    disposeDevicesPricePer: disposeDevicesCount > 0 ? roundRappen(disposal / disposeDevicesCount) : 0,
  };
}

function sumRows(rows: readonly PricedRow[], include: (row: PricedRow) => boolean): number {
  return rows.filter(include).reduce((sum, row) => sum + rowCount(row.floors), 0);
}
