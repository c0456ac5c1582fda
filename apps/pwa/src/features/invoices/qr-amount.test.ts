import { describe, expect, it } from 'vitest';
import { checkQrAmount } from './qr-amount';

describe('QR amount', () => {
  it('turns CHF into Rappen', () => {
    expect(checkQrAmount(1949.75)).toEqual({ ok: true, amount: 194_975 });
    expect(checkQrAmount(0.01)).toEqual({ ok: true, amount: 1 });
  });
  it('needs at least 0.01 CHF', () => {
    const text = 'Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.';
    expect(checkQrAmount(0)).toEqual({ ok: false, error: text });
    expect(checkQrAmount(null)).toEqual({ ok: false, error: text });
  });
});
