// Invoice lines and totals: each line is rounded to the Rappen, VAT 8.1% is added on the
// subtotal, and the grand total is rounded to 0.05 CHF with the rounding shown on its own.
import { percentOf, roundRappen, roundToCash, sumRappen, type Rappen } from '../money';
import { VAT_PERCENT } from '../pricing/tariff';

export const INVOICE_LINE_TYPES = ['distribution', 'disposeDevices', 'dispose', 'drive', 'waiting', 'service', 'custom'] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];

/** One invoice line; amount and price are null on a simple (total-only) line. */
export type InvoiceLine = {
  type: InvoiceLineType;
  description: string;
  amount: number | null;
  price: Rappen | null;
  total: Rappen;
  editable: boolean;
  removeable: boolean;
};

export type InvoiceTotals = {
  subtotal: Rappen;
  vat: Rappen;
  /** Subtotal + VAT before cash rounding. */
  totalBeforeRounding: Rappen;
  /** Cash rounding to 0.05 CHF, between -2 and +2 Rappen. */
  rounding: Rappen;
  total: Rappen;
};

/** amount x price, rounded to the Rappen. */
export function lineTotal(amount: number, price: Rappen): Rappen {
  return roundRappen(amount * price);
}

/** A priced line (amount x price) as the proposals build them. */
export function pricedLine(
  type: InvoiceLineType,
  description: string,
  amount: number,
  price: Rappen,
  flags: { editable: boolean; removeable: boolean } = { editable: true, removeable: true },
): InvoiceLine {
  return { type, description, amount, price, total: lineTotal(amount, price), ...flags };
}

/** Subtotal, VAT (8.1%, rounded to the Rappen), cash rounding and grand total. */
export function invoiceTotals(lines: readonly { total: Rappen }[]): InvoiceTotals {
  const subtotal = sumRappen(lines.map((line) => line.total));
  const vat = percentOf(subtotal, VAT_PERCENT);
  const totalBeforeRounding = subtotal + vat;
  const total = roundToCash(totalBeforeRounding);
  return { subtotal, vat, totalBeforeRounding, rounding: total - totalBeforeRounding, total };
}
