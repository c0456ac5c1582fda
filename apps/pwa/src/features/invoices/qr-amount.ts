// The amount field of the QR invoice modal: Swiss CHF text to Rappen, at least 0.01 CHF.
import { parseChf, validateQrAmount, type Rappen } from '@tragkraft/domain';

export type QrAmountCheck = { ok: true; amount: Rappen } | { ok: false; error: string };

export function checkQrAmount(text: string): QrAmountCheck {
  const amount = parseChf(text);
  const tooSmall = validateQrAmount(amount);
  return tooSmall || amount === null ? { ok: false, error: tooSmall?.text ?? '' } : { ok: true, amount };
}
