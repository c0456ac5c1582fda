import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@tragkraft/domain';
import type { InvoiceHistory } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agedInvoice, daysAgo, earlierReminder, ownClient, rolesOf, type As } from '../../../test/features/dunning/test-dunning';
import { seedPayment } from '../../db/factories';
import { invoiceReminders, mailQueue } from '../../db/schema';
import { requestTo } from '../../../test/support/call-endpoint';
import { creditNotesEndpoints, dunningEndpoints, invoiceJournalEndpoints, paymentsEndpoints } from '@tragkraft/sync-protocol';

// agedInvoice: 1'000.00 net, total 1'081.00.
describe('[invoices] the history of an invoice', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(async () => t.close());

  const history = async (invoiceId: number) => {
    const response = await as('admin', requestTo(invoiceJournalEndpoints.history, { params: { invoiceId } }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceHistory>();
  };

  it('lists creation, sending, a reminder with its mail, payments, an unassignment, a refund, an offset and a credit note in order', async () => {
    const client = await ownClient(t.app, { invoiceEmail: 'history@test.ch' });
    const invoice = await agedInvoice(t.app, { ageDays: 60, clientId: client.id });
    const other = await agedInvoice(t.app, { ageDays: 50, clientId: client.id });
    await earlierReminder(t.app, invoice.id, 1, 20, 108_100);
    const [reminder] = await t.app.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    await t.app.db.insert(mailQueue).values({
      message: { to: ['history@test.ch'], subject: 'Zahlungserinnerung zu Rechnung', text: '', attachments: [{ filename: 'x.pdf', contentType: 'application/pdf', render: { kind: 'reminderPdf', args: { reminderId: reminder!.id } } }] },
      nextAttemptAt: new Date().toISOString(),
      sentAt: `${daysAgo(20)}T08:00:00.000Z`,
    });
    // A payment assigned by mistake and taken back, then the real one paying too much.
    const wrong = await seedPayment(t.app.db, { invoiceId: invoice.id, amountRp: 30_000, valueDate: daysAgo(10), fileName: 'falsch.xml' });
    expect((await as('admin', requestTo(paymentsEndpoints.unassign, { params: { paymentId: wrong.id }, body: {} }))).statusCode).toBe(200);
    await seedPayment(t.app.db, { invoiceId: invoice.id, amountRp: 120_000, valueDate: daysAgo(5), fileName: 'camt054.xml' });
    const refund = await as('admin', requestTo(paymentsEndpoints.refund, { params: { invoiceId: invoice.id }, body: { date: daysAgo(3), amount: 5_000, note: 'Überweisung' } }));
    expect(refund.statusCode, refund.body).toBe(200);
    const offset = await as('admin', requestTo(paymentsEndpoints.offset, { params: { invoiceId: invoice.id }, body: { toInvoiceId: other.id, amount: 6_900 } }));
    expect(offset.statusCode, offset.body).toBe(200);
    const note = await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId: other.id }, body: { reason: 'Kulanz' } }));
    expect(note.statusCode, note.body).toBe(200);

    const { events, invoiceNumber } = await history(invoice.id);
    expect(invoiceNumber).toBe(invoice.year * 10000 + invoice.sequence);
    expect(events.map((e) => [e.kind, e.date, e.amount])).toEqual([
      ['created', daysAgo(60), 108_100],
      ['sent', daysAgo(60), null],
      ['reminder', daysAgo(20), 108_100],
      ['mail', daysAgo(20), null],
      ['payment', daysAgo(5), 120_000],
      ['unassigned', daysAgo(0), -30_000],
      ['refund', daysAgo(3), -5_000],
      ['offsetOut', daysAgo(0), -6_900],
    ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))));
    const payment = events.find((e) => e.kind === 'payment')!;
    expect(payment).toMatchObject({ source: 'camt', status: 'assigned', fileName: 'camt054.xml', fee: 0 });
    expect(events.find((e) => e.kind === 'mail')!.text).toContain('history@test.ch');
    expect(events.find((e) => e.kind === 'refund')!.text).toContain('Überweisung');

    // The reminder's PDF renders again from its row, long after the run.
    const pdf = await as('admin', requestTo(dunningEndpoints.reminderPdf, { params: { reminderId: events.find((e) => e.kind === 'reminder')!.reminderId! } }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const otherHistory = await history(other.id);
    expect(otherHistory.events.map((e) => e.kind)).toEqual(['created', 'sent', 'offsetIn', 'creditNote']);
    const credit = otherHistory.events.find((e) => e.kind === 'creditNote')!;
    expect(credit.amount).toBe(-108_100);
    expect(credit.text).toContain('Kulanz');
    expect((await as('admin', requestTo(creditNotesEndpoints.pdf, { params: { creditNoteId: credit.creditNoteId! } }))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown invoice and refuses every role but the admin', async () => {
    const unknown = await as('admin', requestTo(invoiceJournalEndpoints.history, { params: { invoiceId: 999999 } }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Die Rechnung wurde nicht gefunden.');
    for (const role of ROLES.filter((r) => r !== 'admin')) expect((await as(role, requestTo(invoiceJournalEndpoints.history, { params: { invoiceId: 1 } }))).statusCode).toBe(403);
  });
});

