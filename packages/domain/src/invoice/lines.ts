// Invoice lines and totals: each line is rounded to the Rappen, VAT 8.1% is added on the
// subtotal, and the grand total is rounded to 0.05 CHF with the rounding shown on its own.
import { roundRappen, sumRappen, type Rappen } from '../money';
import { vatTotals, type VatTotals } from '../vat-totals';

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

export type InvoiceTotals = VatTotals;

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
  return vatTotals(sumRappen(lines.map((line) => line.total)));
}
