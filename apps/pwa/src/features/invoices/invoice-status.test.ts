import { describe, expect, it } from 'vitest';
import { instantDate, INVOICE_STATUS_LABEL, invoiceStatus, invoiceStatusLines } from './invoice-status';

const none = { invoiceTime: null, invoiceSentTime: null, invoicePaidTime: null };
const created = { ...none, invoiceTime: '2026-05-11T22:30:00Z' };
const sent = { ...created, invoiceSentTime: '2026-05-12T08:00:00Z' };
const paid = { ...sent, invoicePaidTime: '2026-06-01T09:00:00Z' };

describe('invoice state', () => {
  it('not created, created, sent, paid', () => {
    expect([none, created, sent, paid].map(invoiceStatus)).toEqual(['none', 'created', 'sent', 'paid']);
  });
  it('dates are Zurich days: 22:30 UTC on 11 May is 12 May', () => {
    expect(instantDate('2026-05-11T22:30:00Z')).toBe('12.05.2026');
  });
  it('reads each step reached', () => {
    expect(invoiceStatusLines({ ...none, invoiceNumber: null, sentTo: null })).toEqual([]);
    expect(invoiceStatusLines({ ...paid, invoiceNumber: 20260001, sentTo: 'a@b.ch, c@d.ch' })).toEqual([
      'Rechnung Nr. 20260001 erstellt am 12.05.2026',
      'Versandt am 12.05.2026 an a@b.ch, c@d.ch',
      'Bezahlt am 01.06.2026',
    ]);
  });
  it('shows a partial payment with the open rest, and a surplus as credit (issue 18)', () => {
    expect(invoiceStatusLines({ ...sent, invoiceNumber: 20260001, sentTo: null, received: 50_000, openAmount: 12_345, credit: 0 }).at(-1)).toBe("Teilzahlung CHF 500.00 erhalten, offen CHF 123.45");
    expect(invoiceStatusLines({ ...paid, invoiceNumber: 20260001, sentTo: null, received: 70_000, openAmount: 0, credit: 2_000 }).slice(-2)).toEqual(['Bezahlt am 01.06.2026', 'Guthaben CHF 20.00 (Überzahlung)']);
  });
});

describe('a settled invoice says how it was settled (decision 027)', () => {
  const totals = { total: 100_000 };
  it('written off: "Abgeschrieben", never "Bezahlt"', () => {
    const writtenOff = { ...paid, totals, received: 40_000, openAmount: 0, credit: 0, credited: 0, writtenOff: 60_000 };
    expect(invoiceStatus(writtenOff)).toBe('writtenOff');
    expect(INVOICE_STATUS_LABEL[invoiceStatus(writtenOff)]).toBe('Abgeschrieben');
    expect(invoiceStatusLines({ ...writtenOff, invoiceNumber: 20260001, sentTo: null }).at(-1)).toBe('Abgeschrieben am 01.06.2026');
  });
  it('cancelled by credit notes: "Storniert"; paid: "Bezahlt"', () => {
    expect(invoiceStatus({ ...paid, totals, credited: 100_000, writtenOff: 0 })).toBe('cancelled');
    expect(invoiceStatus({ ...paid, totals, credited: 0, writtenOff: 0 })).toBe('paid');
  });
});
