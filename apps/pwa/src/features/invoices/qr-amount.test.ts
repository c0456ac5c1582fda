import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '@tragkraft/domain';
import { checkQrAmount, qrAmountOfLines } from './qr-amount';

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

describe('QR amount of the lines on the screen', () => {
  const line = (total: number): InvoiceLine => ({ type: 'custom', description: 'Position', amount: null, price: null, total, editable: true, removeable: true });
  it('is the total incl. VAT, rounded to 0.05 CHF, of exactly these lines', () => {
    // 816.90 + VAT 66.17 = 883.07 -> 883.05
    expect(qrAmountOfLines([line(80_000), line(1_690)])).toBe(88_305);
    // an edited line changes it: 816.90 - 50.00 = 766.90 + VAT 62.12 = 829.02 -> 829.00
    expect(qrAmountOfLines([line(80_000), line(1_690), line(-5_000)])).toBe(82_900);
  });
});
