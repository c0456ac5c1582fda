import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ROLES } from '@tragkraft/domain';
import type { InvoiceJournal } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agedInvoice, bookedPayment, daysAgo, earlierReminder, ownClient, rolesOf, type As } from '../../../test/features/dunning/test-dunning';
import { requestTo } from '../../../test/support/call-endpoint';
import { creditNotesEndpoints, invoiceJournalEndpoints, type InvoiceJournalQuery } from '@tragkraft/sync-protocol';

// agedInvoice: 1'000.00 net, total 1'081.00.
describe('[invoices] the invoice journal', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(async () => t.close());

  const list = async (query: InvoiceJournalQuery) => {
    const response = await as('admin', requestTo(invoiceJournalEndpoints.list, { query }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceJournal>();
  };

  it('lists each sent invoice with paid, open and status; filters by status, date and search; sums what it lists', async () => {
    const client = await ownClient(t.app, { invoiceEmail: 'journal@test.ch' });
    const open = await agedInvoice(t.app, { ageDays: 40, clientId: client.id });
    const partly = await agedInvoice(t.app, { ageDays: 30, clientId: client.id });
    await bookedPayment(t.app, partly.id, 50_000);
    const paid = await agedInvoice(t.app, { ageDays: 20, clientId: client.id, paidTime: new Date().toISOString() });
    const reminded = await agedInvoice(t.app, { ageDays: 50, clientId: client.id });
    await earlierReminder(t.app, reminded.id, 1, 5, 108_100);
    const cancelled = await agedInvoice(t.app, { ageDays: 10, clientId: client.id });
    expect((await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId: cancelled.id }, body: { reason: 'Storno' } }))).statusCode).toBe(200);
    await agedInvoice(t.app, { ageDays: 10, clientId: client.id, sent: false });

    const all = await list({ q: client.company });
    const statusOf = Object.fromEntries(all.rows.map((row) => [row.invoiceId, row.status]));
    expect(statusOf).toEqual({ [open.id]: 'sent', [partly.id]: 'partlyPaid', [paid.id]: 'paid', [reminded.id]: 'reminded', [cancelled.id]: 'cancelled' });
    expect(all.sums).toEqual({ total: 5 * 108_100, paid: 50_000 + 108_100, credited: 108_100, open: 108_100 + 58_100 + 108_100 });
    const row = all.rows.find((r) => r.invoiceId === partly.id)!;
    expect(row).toMatchObject({ clientName: client.company, invoiceDate: daysAgo(30), total: 108_100, paid: 50_000, open: 58_100 });

    expect((await list({ q: client.company, status: 'partlyPaid' })).rows.map((r) => r.invoiceId)).toEqual([partly.id]);
    expect((await list({ q: client.company, from: daysAgo(35), to: daysAgo(15) })).rows.map((r) => r.invoiceId).sort()).toEqual([partly.id, paid.id].sort());
    expect((await list({ q: String(row.invoiceNumber) })).rows.map((r) => r.invoiceId)).toEqual([partly.id]);

    const excel = await as('admin', requestTo(invoiceJournalEndpoints.excel, { query: { q: client.company } }));
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('Rechnungen.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Rechnungen')!;
    expect(sheet.rowCount).toBe(1 + 5 + 1);
    expect(sheet.getRow(7).getCell(9).value).toBe(2_743);
    expect([2, 3, 4, 5, 6].map((n) => sheet.getRow(n).getCell(10).value)).toEqual(['Versandt', 'Teilweise bezahlt', 'Bezahlt', 'Gemahnt', 'Storniert']);
  });

  it('refuses bad filters in German and every role but the admin', async () => {
    const bad = await as('admin', requestTo(invoiceJournalEndpoints.list, { unsafeQuery: { status: 'offen' } }));
    expect(bad.statusCode).toBe(400);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect((await as(role, requestTo(invoiceJournalEndpoints.list))).statusCode).toBe(403);
      expect((await as(role, requestTo(invoiceJournalEndpoints.excel))).statusCode).toBe(403);
    }
  });
});
