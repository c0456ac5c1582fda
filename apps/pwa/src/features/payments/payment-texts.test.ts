import { describe, expect, it } from 'vitest';
import { outcomeText, referenceText } from './payment-texts';

describe('payment texts', () => {
  it('says what a booking did to its invoice', () => {
    expect(outcomeText({ outcome: 'paid', openAmount: 0, credit: 0 })).toBe('Bezahlt');
    expect(outcomeText({ outcome: 'partial', openAmount: 123_450, credit: 0 })).toBe("Teilzahlung, offen CHF 1'234.50");
    expect(outcomeText({ outcome: 'overpaid', openAmount: 0, credit: 500 })).toBe('Bezahlt, Guthaben CHF 5.00');
    expect(outcomeText({ outcome: null, openAmount: null, credit: null })).toBe('–');
    expect(outcomeText({ outcome: null, openAmount: 50_000, credit: 0 })).toBe('wieder offen CHF 500.00');
  });

  it('groups references as the QR-bill prints them', () => {
    expect(referenceText('000000000000000000202600017')).toBe('00 00000 00000 00000 02026 00017');
    expect(referenceText('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(referenceText('')).toBe('ohne Referenz');
  });
});
