import { describe, expect, it } from 'vitest';
import { readAccounting } from '../../config';
import { accountingBookings, type AccountingInput } from './accounting-bookings';
import { accountingFile } from './accounting-file';

const accounts = readAccounting({});

// Invoice 20260001: 816.90 net + 66.17 VAT - 0.02 rounding = 883.05; paid 883.05 + fee 5.00;
// credit note 20260001 of 100.00 net + 8.10 VAT; refund of 20.00; 43.25 written off.
const input: AccountingInput = {
  invoices: [{ number: '20260001', date: '2026-03-02', clientName: 'Muster AG', rates: [{ rateBp: 810, netRp: 81_690, vatRp: 6_617 }], roundingRp: -2 }],
  allocations: [{ paymentId: 7, date: '2026-03-20', invoiceNumber: '20260001', clientName: 'Muster AG', amountRp: 88_305, feeRp: 500 }],
  creditNotes: [{ number: '20260001', invoiceNumber: '20260001', date: '2026-03-25', clientName: 'Muster AG', rates: [{ rateBp: 810, netRp: 10_000, vatRp: 810 }], roundingRp: 0 }],
  refunds: [{ id: 3, date: '2026-03-30', invoiceNumber: '20260001', clientName: 'Muster AG', amountRp: 2_000 }],
  writeOffs: [{ id: 2, date: '2026-03-31', invoiceNumber: '20260001', clientName: 'Muster AG', amountRp: 4_325, rateBp: 810 }],
  charges: [],
};

describe('accounting bookings', () => {
  const bookings = accountingBookings(input, accounts);

  it('books the invoice: debtors to revenue (net, with its rate), to VAT owed, and the rounding', () => {
    expect(bookings[0]).toEqual({
      kind: 'invoice',
      date: '2026-03-02',
      doc: '20260001',
      text: 'Rechnung 20260001 Muster AG',
      lines: [
        { debit: '1100', credit: '3400', amountRp: 81_690, role: 'net', rateBp: 810 },
        { debit: '1100', credit: '2200', amountRp: 6_617, role: 'vat', rateBp: 810 },
        // A negative rounding swaps the accounts: the amount stays positive.
        { debit: '3400', credit: '1100', amountRp: 2, role: 'plain', rateBp: null },
      ],
    });
  });

  it('books payment, fee, credit note and refund to the right accounts, by date', () => {
    expect(bookings.map((b) => [b.kind, b.doc, b.lines.map((l) => `${l.debit}/${l.credit} ${l.amountRp}`).join(', ')])).toEqual([
      ['invoice', '20260001', '1100/3400 81690, 1100/2200 6617, 3400/1100 2'],
      ['payment', 'Z7', '1020/1100 88305'],
      ['fee', 'Z7', '1020/6850 500'],
      ['creditNote', 'G20260001', '3400/1100 10000, 2200/1100 810'],
      ['refund', 'R3', '1100/1020 2000'],
      // 43.25 incl. 8.1 % VAT: 3.24 VAT (43.25 x 8.1 / 108.1 = 3.2407), 40.01 net.
      ['writeOff', 'A2', '3805/1100 4001, 2200/1100 324'],
    ]);
  });

  it('the debtors account ends where the documents say: invoice - payment - credit note + refund - write-off', () => {
    const debtors = bookings.flatMap((b) => b.lines).reduce((sum, l) => sum + (l.debit === '1100' ? l.amountRp : 0) - (l.credit === '1100' ? l.amountRp : 0), 0);
    expect(debtors).toBe(88_305 - 88_305 - 10_810 + 2_000 - 4_325);
  });

  it('leaves out what is zero (no fee, no rounding) and uses the accounts given', () => {
    const other = accountingBookings(
      { ...input, invoices: [{ ...input.invoices[0]!, roundingRp: 0 }], allocations: [{ ...input.allocations[0]!, feeRp: 0 }] },
      { ...accounts, bank: '1021', fees: '3800' },
    );
    expect(other.find((b) => b.kind === 'fee')).toBeUndefined();
    expect(other[0]!.lines).toHaveLength(2);
    expect(other.find((b) => b.kind === 'payment')!.lines[0]!.debit).toBe('1021');
  });
});

describe('accounting files', () => {
  const bookings = accountingBookings(input, accounts);

  it('banana: tab-separated with its column names; net and VAT of a rate in one line with the rate code', () => {
    const rows = accountingFile(bookings, 'banana').replace(/\n$/, '').split('\n').map((row) => row.split('\t'));
    expect(rows[0]).toEqual(['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount', 'VatCode']);
    expect(rows.slice(1)).toEqual([
      ['2026-03-02', '20260001', 'Rechnung 20260001 Muster AG', '1100', '3400', '883.07', 'V81'],
      ['2026-03-02', '20260001', 'Rechnung 20260001 Muster AG', '3400', '1100', '0.02', ''],
      ['2026-03-20', 'Z7', 'Zahlung Rechnung 20260001 Muster AG', '1020', '1100', '883.05', ''],
      ['2026-03-20', 'Z7', 'Mahngebühr Rechnung 20260001 Muster AG', '1020', '6850', '5.00', ''],
      ['2026-03-25', 'G20260001', 'Gutschrift 20260001 zu Rechnung 20260001 Muster AG', '3400', '1100', '108.10', 'V81'],
      ['2026-03-30', 'R3', 'Rückzahlung Guthaben Rechnung 20260001 Muster AG', '1100', '1020', '20.00', ''],
      // Like a credit note: the loss incl. VAT with the sales code, Banana takes the VAT off what is owed.
      ['2026-03-31', 'A2', 'Abschreibung Rechnung 20260001 Muster AG', '3805', '1100', '43.25', 'V81'],
    ]);
  });

  it('csv: a journal with the VAT explicit, ; separated, BOM and CRLF, quoted where needed', () => {
    const named = accountingBookings({ ...input, invoices: [{ ...input.invoices[0]!, clientName: 'Muster; "Bau" AG' }] }, accounts);
    const text = accountingFile(named, 'csv');
    expect(text.startsWith('\ufeffDatum;Beleg;Art;Text;Soll;Haben;Betrag;MWST-Code;MWST-Satz;Zeile\r\n')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[1]).toBe('2026-03-02;20260001;Rechnung;"Rechnung 20260001 Muster; ""Bau"" AG";1100;3400;816.90;V81;8.1;Netto');
    expect(rows[2]).toBe('2026-03-02;20260001;Rechnung;"Rechnung 20260001 Muster; ""Bau"" AG";1100;2200;66.17;;8.1;MWST');
  });
});
