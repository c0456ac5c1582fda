// The accounting export as the accountant receives it: the file is parsed, every booking
// balances, and debit and credit are summed per account over the period. The receivables
// rows (allocations, credit notes, refunds) are written straight into their tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InvoiceLine } from '@tragkraft/domain';
import { accountingExportEndpoints } from '@tragkraft/sync-protocol';
import { seedInvoice, seedOrder, seedPayment } from '../../db/factories';
import { creditNoteLines, creditNotes, creditTransfers, invoiceWriteOffs, paymentAllocations, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, userIdOf } from '../../../test/features/admin-users/test-admin';

const PATH = accountingExportEndpoints.file.path;
const MARCH = 'from=2019-03-01&to=2019-03-31';
const line = (total: number): InvoiceLine => ({ type: 'custom', description: 'Küchen-Feinverteilung', amount: null, price: null, total, editable: true, removeable: true });

type Row = { date: string; doc: string; kind: string; debit: string; credit: string; amountRp: number; vatCode: string; role: string };

/** The CSV journal read back: amounts to Rappen, one object per line. */
function parseCsv(text: string): Row[] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe('Datum;Beleg;Art;Text;Soll;Haben;Betrag;MWST-Code;MWST-Satz;Zeile');
  return rows.map((row) => {
    // Texts here hold no ';' or quotes, so a plain split reads them.
    const [date, doc, kind, , debit, credit, amount, vatCode, , role] = row.split(';');
    expect(amount).toMatch(/^\d+\.\d\d$/);
    return { date: date!, doc: doc!, kind: kind!, debit: debit!, credit: credit!, amountRp: Math.round(Number(amount) * 100), vatCode: vatCode!, role: role! };
  });
}

describe('[accounting-export] bookings of a period as Banana import or CSV journal', () => {
  let t: TestApp;
  let invoiceTotal = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const client = await userIdOf(t.app, 'client@demo.ch');
    const { stages } = await seedOrder(t.app.db, {
      clientId: 1, userId: client, typeId: 1, orderAddress: 'Weg 1\n8000 Zürich',
      stages: [{ date: '2019-03-04', amount: 1 }, { date: '2019-03-31', amount: 1 }, { date: '2019-03-12', amount: 1 }],
    });
    // 816.90 + 66.17 VAT = 883.07, billed 883.05; the second invoice is 1 April in Zurich (outside).
    const invoice = await seedInvoice(t.app.db, { stageId: stages[0]!.id, year: 2019, sequence: 1, lines: [line(80_000), line(1_690)], invoiceTime: '2019-03-04T09:00:00.000Z' });
    invoiceTotal = invoice.totalRp;
    await seedInvoice(t.app.db, { stageId: stages[1]!.id, year: 2019, sequence: 2, lines: [line(50_000)], invoiceTime: '2019-03-31T22:30:00.000Z' });
    // Paid 888.05: the invoice and a fee of 5.00; an earlier payment of the same was reversed.
    const paid = await seedPayment(t.app.db, { amountRp: invoiceTotal + 500, valueDate: '2019-03-20' });
    await t.app.db.update(payments).set({ status: 'assigned' }).where(eq(payments.id, paid.id));
    await t.app.db.insert(paymentAllocations).values({ paymentId: paid.id, invoiceId: invoice.id, amountRp: invoiceTotal, feeRp: 500 });
    const reversed = await seedPayment(t.app.db, { invoiceId: invoice.id, amountRp: 10_000, valueDate: '2019-03-10' });
    await t.app.db.update(payments).set({ status: 'reversed' }).where(eq(payments.id, reversed.id));
    // Credit note of 100.00 + 8.10 VAT, then its credit refunded (108.10).
    const [note] = await t.app.db
      .insert(creditNotes)
      .values({ year: 2019, sequence: 1, invoiceId: invoice.id, reason: 'Teilgutschrift', subtotalRp: 10_000, vatRp: 810, roundingRp: 0, totalRp: 10_810, creditTime: '2019-03-25T10:00:00.000Z' })
      .returning();
    await t.app.db.insert(creditNoteLines).values({ creditNoteId: note!.id, position: 1, description: 'Rabatt', vatRateBp: 810, totalRp: 10_000 });
    await t.app.db.insert(creditTransfers).values({ kind: 'refund', fromInvoiceId: invoice.id, amountRp: 10_810, transferDate: '2019-03-28' });
    await t.app.db.insert(creditTransfers).values({ kind: 'offset', fromInvoiceId: invoice.id, toInvoiceId: invoice.id + 1, amountRp: 100, transferDate: '2019-03-29' });
    // A third invoice of 100.00 + 8.10 VAT never paid: written off in full on 30 March.
    const lost = await seedInvoice(t.app.db, { stageId: stages[2]!.id, year: 2019, sequence: 3, lines: [line(10_000)], invoiceTime: '2019-03-12T09:00:00.000Z' });
    await t.app.db.insert(invoiceWriteOffs).values({ invoiceId: lost.id, amountRp: lost.totalRp, reason: 'Konkurs', writeOffDate: '2019-03-30' });
  });
  afterAll(() => t.close());

  const get = (query: string, role = 'admin') => as(t.app, role, { method: 'GET', url: `${PATH}?${query}` });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, { method: 'GET', url: `${PATH}?${MARCH}&format=csv` });
  });

  it('CSV: every booking balances; per period debit = credit and each account ends where the documents say', async () => {
    const response = await get(`${MARCH}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('Buchhaltung-2019-03-01-2019-03-31.csv');
    const rows = parseCsv(response.body);
    expect(rows.every((row) => row.date >= '2019-03-01' && row.date <= '2019-03-31' && row.debit !== row.credit && row.amountRp > 0)).toBe(true);

    // Per booking (document): what goes to the debtors equals what comes from the other side.
    const docs = new Map<string, Row[]>();
    for (const row of rows) docs.set(`${row.doc} ${row.kind}`, [...(docs.get(`${row.doc} ${row.kind}`) ?? []), row]);
    expect([...docs.keys()]).toEqual(['20190001 Rechnung', '20190003 Rechnung', 'Z1 Zahlung', 'Z1 Mahngebühr', 'G20190001 Gutschrift', 'R1 Rückzahlung', 'A1 Abschreibung']);
    // Each line balances (one debit, one credit account); each booking moves the debtors by its document's amount.
    const debtorsOf = (lines: Row[]) => lines.reduce((sum, l) => sum + (l.debit === '1100' ? l.amountRp : 0) - (l.credit === '1100' ? l.amountRp : 0), 0);
    expect(Object.fromEntries([...docs].map(([doc, lines]) => [doc, debtorsOf(lines)]))).toEqual({
      '20190001 Rechnung': invoiceTotal,
      'Z1 Zahlung': -invoiceTotal,
      'Z1 Mahngebühr': 0,
      'G20190001 Gutschrift': -10_810,
      'R1 Rückzahlung': 10_810,
      '20190003 Rechnung': 10_810,
      'A1 Abschreibung': -10_810,
    });
    // The loss net of VAT, and the VAT it contained no longer owed.
    expect(docs.get('A1 Abschreibung')!.map((l) => [l.debit, l.credit, l.amountRp, l.role])).toEqual([
      ['3805', '1100', 10_000, 'Netto'],
      ['2200', '1100', 810, 'MWST'],
    ]);
    const invoice = docs.get('20190001 Rechnung')!;
    expect(invoice.map((l) => [l.debit, l.credit, l.amountRp, l.vatCode, l.role])).toEqual([
      ['1100', '3400', 81_690, 'V81', 'Netto'],
      ['1100', '2200', 6_617, '', 'MWST'],
      ['3400', '1100', 2, '', ''],
    ]);

    // Sums per account over the period.
    const balance = new Map<string, number>();
    for (const row of rows) {
      balance.set(row.debit, (balance.get(row.debit) ?? 0) + row.amountRp);
      balance.set(row.credit, (balance.get(row.credit) ?? 0) - row.amountRp);
    }
    expect([...balance.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(Object.fromEntries(balance)).toEqual({
      '1100': invoiceTotal - invoiceTotal - 10_810 + 10_810 + 10_810 - 10_810,
      '1020': invoiceTotal + 500 - 10_810,
      '3400': -(81_690 - 2) + 10_000 - 10_000,
      '2200': -6_617 + 810 - 810 + 810,
      '6850': -500,
      '3805': 10_000,
    });
  });

  it('Banana: its double-entry import columns; revenue incl. VAT per rate with the VAT code', async () => {
    const response = await get(`${MARCH}&format=banana`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('Buchhaltung-2019-03-01-2019-03-31.txt');
    const rows = response.body.replace(/\n$/, '').split('\n').map((row) => row.split('\t'));
    expect(rows[0]).toEqual(['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount', 'VatCode']);
    expect(rows[1]).toEqual(['2019-03-04', '20190001', 'Rechnung 20190001 Muster Küchenbau AG', '1100', '3400', '883.07', 'V81']);
    const debtors = rows.slice(1).reduce((sum, r) => sum + (r[3] === '1100' ? 1 : r[4] === '1100' ? -1 : 0) * Math.round(Number(r[5]) * 100), 0);
    expect(debtors).toBe(0);
    expect(rows.slice(1).every((r) => r.length === 7 && /^\d{4}-\d\d-\d\d$/.test(r[0]!))).toBe(true);
  });

  it('refuses bad dates, a start after the end, a period over a year and an unknown format, in German', async () => {
    const refused = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ code: string; message: string }>().message;
    };
    expect(await refused('from=2019-02-30&to=2019-03-31&format=csv')).toBe('Ungültiges Startdatum: bitte als JJJJ-MM-TT angeben.');
    expect(await refused('from=2019-03-01&to=31.03.2019&format=csv')).toBe('Ungültiges Enddatum: bitte als JJJJ-MM-TT angeben.');
    expect(await refused('from=2019-04-01&to=2019-03-01&format=banana')).toBe('Das Startdatum liegt nach dem Enddatum.');
    expect(await refused('from=2019-01-01&to=2020-01-02&format=csv')).toBe('Der Zeitraum ist zu lang: höchstens 366 Tage pro Export.');
    expect(await refused(`${MARCH}&format=xls`)).toMatch(/[äöüÄÖÜ]|Ungültig|ungültig|Bitte|bitte/);
    expect((await get('from=2019-01-01&to=2019-12-31&format=csv')).statusCode).toBe(200);
  });
});
