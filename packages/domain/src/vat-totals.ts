// The one rule for a document's totals, used by offers, order confirmations and invoices
// alike, so the same job shows the same total on each (issue 28 §6): VAT 8.1% on the
// subtotal rounded to the Rappen, then the grand total rounded to the 0.05 CHF cash step with
// the rounding shown on its own.
import { percentOf, roundToCash, type Rappen } from './money';
import { VAT_PERCENT } from './pricing/tariff';

export type VatTotals = {
  subtotal: Rappen;
  vat: Rappen;
  /** Subtotal + VAT before cash rounding. */
  totalBeforeRounding: Rappen;
  /** Cash rounding to 0.05 CHF, between -2 and +2 Rappen. */
  rounding: Rappen;
  total: Rappen;
};

/** Subtotal (excl. VAT) to VAT, cash rounding and the grand total incl. VAT. */
export function vatTotals(subtotal: Rappen): VatTotals {
  const vat = percentOf(subtotal, VAT_PERCENT);
  const totalBeforeRounding = subtotal + vat;
  const total = roundToCash(totalBeforeRounding);
  return { subtotal, vat, totalBeforeRounding, rounding: total - totalBeforeRounding, total };
}
