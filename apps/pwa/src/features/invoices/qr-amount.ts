// The amount field of the QR invoice modal: CHF as the number input read it, to Rappen, at
// least 0.01 CHF (the spec's message).
import { invoiceTotals, toRappen, validateQrAmount, type InvoiceLine, type Rappen } from '@tragkraft/domain';

/** The amount the QR-bill starts with: the total of the lines on the screen, as edited. */
export function qrAmountOfLines(lines: readonly InvoiceLine[]): Rappen {
  return invoiceTotals(lines).total;
}

export type QrAmountCheck = { ok: true; amount: Rappen } | { ok: false; error: string };

/** The largest QR-bill amount (SIX: 999'999'999.99 CHF). */
export const QR_MAX_CHF = 999_999_999.99;

export function checkQrAmount(chf: number | null): QrAmountCheck {
  const amount = chf === null ? null : toRappen(chf);
  const tooSmall = validateQrAmount(amount);
  return tooSmall || amount === null ? { ok: false, error: tooSmall?.text ?? '' } : { ok: true, amount };
}
