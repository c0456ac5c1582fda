import { describe, expect, it } from 'vitest';
import { readCompany, readDunning } from '../../config';

describe('[dunning] settings INVOICE_DUE_DAYS, DUNNING_FEES_CHF, DUNNING_WAIT_DAYS', () => {
  it('defaults to 30 days, fees 0, 20, 30 CHF and 10 waiting days per level', () => {
    expect(readDunning({})).toEqual({ dueDays: 30, feesRp: [0, 2_000, 3_000], waitDays: [10, 10, 10] });
    expect(readDunning({ INVOICE_DUE_DAYS: ' ', DUNNING_FEES_CHF: '', DUNNING_WAIT_DAYS: '' })).toEqual(readDunning({}));
  });

  it('reads fees in CHF with up to two decimals and days from 0', () => {
    expect(readDunning({ INVOICE_DUE_DAYS: '0', DUNNING_FEES_CHF: '5, 12.5, 30.05', DUNNING_WAIT_DAYS: '0,14, 7' })).toEqual({
      dueDays: 0,
      feesRp: [500, 1_250, 3_005],
      waitDays: [0, 14, 7],
    });
  });

  it('gives the invoices the same payment days as the due date of open items', () => {
    expect(readCompany({}).paymentDays).toBe(30);
    expect(readCompany({ INVOICE_DUE_DAYS: '20' }).paymentDays).toBe(20);
    expect(readDunning({ INVOICE_DUE_DAYS: '20' }).dueDays).toBe(20);
  });

  it('stops the start on a value it cannot read, naming the setting', () => {
    for (const [name, value] of [
      ['INVOICE_DUE_DAYS', '-1'],
      ['INVOICE_DUE_DAYS', '30 Tage'],
      ['INVOICE_DUE_DAYS', '366'],
      ['DUNNING_FEES_CHF', '0,20'],
      ['DUNNING_FEES_CHF', '0,20,30,40'],
      ['DUNNING_FEES_CHF', '0,20,-30'],
      ['DUNNING_FEES_CHF', '0,20,30.001'],
      ['DUNNING_FEES_CHF', '0,20,1000.01'],
      ['DUNNING_WAIT_DAYS', '10,,10'],
      ['DUNNING_WAIT_DAYS', '10,10,1.5'],
    ] as const) {
      expect(() => readDunning({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});
