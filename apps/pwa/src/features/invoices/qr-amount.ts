// The amount field of the QR invoice modal: Swiss CHF text to Rappen, at least 0.01 CHF.
import { invoiceTotals, parseChf, validateQrAmount, type InvoiceLine, type Rappen } from '@tragkraft/domain';

/** The amount the QR-bill starts with: the total of the lines on the screen, as edited. */
export function qrAmountOfLines(lines: readonly InvoiceLine[]): Rappen {
  return invoiceTotals(lines).total;
}

export type QrAmountCheck = { ok: true; amount: Rappen } | { ok: false; error: string };

export function checkQrAmount(text: string): QrAmountCheck {
  const amount = parseChf(text);
  const tooSmall = validateQrAmount(amount);
  return tooSmall || amount === null ? { ok: false, error: tooSmall?.text ?? '' } : { ok: true, amount };
}
