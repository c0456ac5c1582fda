import { describe, expect, it } from 'vitest';
import { validateOfferNumber, validateQrAmount, validateRating } from './other';

describe('offer number', () => {
  it("empty: 'Bitte geben Sie eine Offerten-Nr. ein.'", () => {
    expect(validateOfferNumber('  ')).toEqual({ ok: false, message: { code: 'offerNumberEmpty', text: 'Bitte geben Sie eine Offerten-Nr. ein.' } });
  });
  it("not numeric: 'Die Offerten-Nr. ist eine Zahl.'", () => {
    for (const text of ['12a', '-5', '1.5']) {
      expect(validateOfferNumber(text)).toEqual({ ok: false, message: { code: 'offerNumberNotNumeric', text: 'Die Offerten-Nr. ist eine Zahl.' } });
    }
  });
  it('digits give the number', () => {
    expect(validateOfferNumber(' 1042 ')).toEqual({ ok: true, value: 1042 });
  });
});

describe('rating 1 to 5', () => {
  it('1 and 5 pass; 0, 6, 2.5 and none fail with one message', () => {
    expect(validateRating(1)).toBeNull();
    expect(validateRating(5)).toBeNull();
    for (const value of [0, 6, 2.5, null, undefined]) {
      expect(validateRating(value)?.text).toBe('Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.');
    }
  });
});

describe('QR amount at least 0.01 CHF', () => {
  it('1 Rappen passes, 0 and null fail', () => {
    expect(validateQrAmount(1)).toBeNull();
    expect(validateQrAmount(0)?.code).toBe('qrAmountTooSmall');
    expect(validateQrAmount(null)?.code).toBe('qrAmountTooSmall');
  });
});
