import { describe, expect, it } from 'vitest';
import { defaultShareRp, splitState } from './payment-split';

describe('splitState', () => {
  it('shows what is left of the payment', () => {
    expect(splitState(100_00, [{ invoiceId: 1, amountRp: 60_00 }, { invoiceId: 2, amountRp: 30_00 }])).toEqual({ assignedRp: 90_00, restRp: 10_00, problem: null });
  });

  it('refuses a split larger than the payment, in German with both amounts', () => {
    const state = splitState(100_00, [{ invoiceId: 1, amountRp: 60_00 }, { invoiceId: 2, amountRp: 50_00 }]);
    expect(state.restRp).toBe(-10_00);
    expect(state.problem).toBe("Die Aufteilung (CHF 110.00) ist grösser als die Zahlung (CHF 100.00).");
  });

  it('refuses the same invoice twice and rows without invoice or amount', () => {
    expect(splitState(100_00, [{ invoiceId: 1, amountRp: 10_00 }, { invoiceId: 1, amountRp: 10_00 }]).problem).toMatch(/nur einmal/);
    expect(splitState(100_00, [{ invoiceId: null, amountRp: 10_00 }]).problem).toMatch(/Rechnung und einen Betrag/);
    expect(splitState(100_00, [{ invoiceId: 1, amountRp: null }]).problem).toMatch(/Rechnung und einen Betrag/);
  });
});

describe('defaultShareRp', () => {
  it('takes the open amount, at most what the other rows leave', () => {
    const rows = [{ invoiceId: 1, amountRp: 70_00 }, { invoiceId: null, amountRp: null }];
    expect(defaultShareRp(100_00, rows, 1, 20_00)).toBe(20_00);
    expect(defaultShareRp(100_00, rows, 1, 50_00)).toBe(30_00);
    expect(defaultShareRp(60_00, rows, 1, 50_00)).toBe(0);
  });
});
