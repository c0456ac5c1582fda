// Smaller form rules: offer number, rating, QR amount.
import { type Rappen } from '../money';
import { QR_MIN_AMOUNT } from '../pricing/tariff';
import { message, type Message } from './messages';

/** Highest (and only allowed maximum) star rating. */
export const RATING_MAX = 5;
/** Lowest star rating. */
export const RATING_MIN = 1;

/** The offer number field: not empty, digits only. Returns the number or the message. */
export function validateOfferNumber(text: string): { ok: true; value: number } | { ok: false; message: Message } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: message('offerNumberEmpty') };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: message('offerNumberNotNumeric') };
  return { ok: true, value: Number(trimmed) };
}

/** A rating must be a whole 1 to 5 before it is sent (the comment is optional). */
export function validateRating(value: number | null | undefined): Message | null {
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
  return ok ? null : message('ratingMissing');
}

/** A QR invoice needs at least 0.01 CHF. */
export function validateQrAmount(amount: Rappen | null): Message | null {
  return amount !== null && amount >= QR_MIN_AMOUNT ? null : message('qrAmountTooSmall');
}
