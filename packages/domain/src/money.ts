// Money inside the domain is integer Rappen (1 CHF = 100 Rappen), as Actual keeps integer
// cents: sums never drift. CHF (a float) exists only at the edges, through toRappen/toChf.

/** An amount of money in integer Rappen. */
export type Rappen = number;

/** Cash rounding step of Swiss invoices: 0.05 CHF. */
export const CASH_ROUNDING_RAPPEN = 5;

/**
 * Rounds half away from zero. The value is first cut to 12 significant digits so binary noise
 * (2.675 * 100 = 267.49999999999997) cannot flip a half up or down.
 */
export function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(value.toPrecision(12));
  const rounded = Math.round(Math.abs(cleaned));
  return cleaned < 0 && rounded !== 0 ? -rounded : rounded;
}

/** CHF as typed or stored (12.5) to integer Rappen (1250), rounded to the Rappen. */
export function toRappen(chf: number): Rappen {
  return roundHalfAwayFromZero(chf * 100);
}

/** Integer Rappen to CHF (1250 -> 12.5); only for display or documents. */
export function toChf(rappen: Rappen): number {
  return rappen / 100;
}

/** An exact (possibly fractional) Rappen amount rounded to a whole Rappen. */
export function roundRappen(exact: number): Rappen {
  return roundHalfAwayFromZero(exact);
}

/** `rappen` x `percent` / 100, rounded to the Rappen (VAT, surcharges). */
export function percentOf(rappen: Rappen, percent: number): Rappen {
  return roundHalfAwayFromZero((rappen * percent) / 100);
}

/** Rounds to the 0.05 CHF cash step (half away from zero: 0.025 -> 0.05). */
export function roundToCash(rappen: Rappen): Rappen {
  return roundHalfAwayFromZero(rappen / CASH_ROUNDING_RAPPEN) * CASH_ROUNDING_RAPPEN;
}

/** Sum of Rappen amounts. */
export function sumRappen(amounts: readonly Rappen[]): Rappen {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}
