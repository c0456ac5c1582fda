import { describe, expect, it } from 'vitest';
import { INVOICE_STATE_LABELS, settledState } from './invoice-state';

describe('settled invoice state (decision 027)', () => {
  it('a write-off reads "Abgeschrieben", not "Bezahlt", even with part of the total paid', () => {
    expect(settledState(10_000, 0, 10_000)).toBe('writtenOff');
    expect(settledState(10_000, 0, 4_000)).toBe('writtenOff');
    expect(INVOICE_STATE_LABELS[settledState(10_000, 0, 4_000)]).toBe('Abgeschrieben');
  });
  it('credit notes covering the total read "Storniert"; payments alone "Bezahlt"', () => {
    expect(settledState(10_000, 10_000, 0)).toBe('cancelled');
    expect(settledState(10_000, 0, 0)).toBe('paid');
    expect(settledState(0, 0, 0)).toBe('paid');
    expect(INVOICE_STATE_LABELS.paid).toBe('Bezahlt');
  });
});
