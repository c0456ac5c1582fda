import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CreditTransferAnswer, PaymentJournal, PaymentJournalEntry, PaymentJournalQuery } from '@tragkraft/sync-protocol';
import { seedPayment } from '../../db/factories';
import { auditLog, creditTransfers, invoiceReminders, paymentAllocations, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people, type Person } from '../../../test/features/operations/test-operations';
import type { As } from '../../../test/features/invoices/test-invoices';
import { invoiceRow, sentInvoice } from '../../../test/features/payments/test-payments';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { dunningEndpoints, invoicesEndpoints, paymentsEndpoints } from '@tragkraft/sync-protocol';

const OTHERS: Person[] = ['operator', 'employee', 'client', 'clerk'];

describe('[payments] journal, worklist (assign / split / ignore / unassign), fees, credit refund and offset, "bezahlt" with date and amount', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = (await people(t.app)).as;
  });
  afterAll(async () => t.close());

  const unassigned = async (amountRp: number, debtor = `Zahler ${randomUUID().slice(0, 6)}`, bookingDate = '2031-03-10') => {
    const payment = await seedPayment(t.app.db, { amountRp, valueDate: bookingDate, fileName: `camt-${debtor}.xml` });
    await t.app.db.update(payments).set({ debtor }).where(eq(payments.id, payment.id));
    return { ...payment, debtor };
  };
  const journal = async (query: PaymentJournalQuery = {}) => {
    const response = await as('admin', requestTo(paymentsEndpoints.journal, { query }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PaymentJournal;
  };
  const post = (url: string, payload: unknown, person: Person = 'admin') => as(person, { method: 'POST', url, payload: payload as Record<string, unknown> });

  it('lists payments with status, debtor, file and invoices; filters by status and booking date; searches; sums what matches', async () => {
    const debtor = `Journal ${randomUUID().slice(0, 6)}`;
    const open = await unassigned(12_345, debtor, '2031-04-02');
    const target = await sentInvoice(t.app, 30_000);
    await seedPayment(t.app.db, { invoiceId: target.invoice.id, amountRp: 5_000, valueDate: '2031-04-03' });

    const byDebtor = await journal({ q: debtor.toLowerCase() });
    expect(byDebtor.entries).toEqual([expect.objectContaining({ paymentId: open.id, amount: 12_345, debtor, status: 'unassigned', bookingDate: '2031-04-02', allocations: [] })]);
    expect(byDebtor).toMatchObject({ count: 1, total: 12_345, truncated: false, limit: 500 });
    expect((await journal({ q: '123.45', status: 'unassigned' })).entries.map((e) => e.paymentId)).toContain(open.id);
    const byNumber = await journal({ q: String(invoiceNumberOf(target.invoice)) });
    expect(byNumber.entries).toEqual([expect.objectContaining({ amount: 5_000, status: 'assigned', allocations: [{ invoiceId: target.invoice.id, invoiceNumber: invoiceNumberOf(target.invoice), amount: 5_000, fee: 0 }] })]);
    const range = await journal({ from: '2031-04-02', to: '2031-04-03' });
    expect(range.entries.every((e) => e.bookingDate >= '2031-04-02' && e.bookingDate <= '2031-04-03')).toBe(true);
    expect(range.total).toBe(range.entries.reduce((sum, e) => sum + e.amount, 0));
    expect((await journal({ status: 'assigned' })).entries.every((e) => e.status === 'assigned')).toBe(true);
    expect((await journal()).unassignedCount).toBeGreaterThan(0);

    const backwards = await as('admin', requestTo(paymentsEndpoints.journal, { query: { from: '2031-05-01', to: '2031-04-01' } }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ code: 'badRequest', message: 'Das Startdatum liegt nach dem Enddatum.' });
    expect((await as('admin', requestTo(paymentsEndpoints.journal, { query: { from: '2031-99-99' } }))).statusCode).toBe(400);
    expect((await as('admin', requestTo(paymentsEndpoints.journal, { unsafeQuery: { status: 'lost' } }))).statusCode).toBe(400);
    for (const person of OTHERS) expect((await as(person, requestTo(paymentsEndpoints.journal))).statusCode, person).toBe(403);
  });

  it('splits a payment over two invoices, refuses a split larger than the payment in German, and books once', async () => {
    const payment = await unassigned(30_000);
    const first = await sentInvoice(t.app, 10_000);
    const second = await sentInvoice(t.app, 20_000);
    const url = urlTo(paymentsEndpoints.split, { params: { paymentId: payment.id } });

    for (const person of OTHERS) expect((await post(url, { allocations: [{ invoiceId: first.invoice.id, amount: 100 }] }, person)).statusCode, person).toBe(403);
    const tooMuch = await post(url, { allocations: [{ invoiceId: first.invoice.id, amount: 20_000 }, { invoiceId: second.invoice.id, amount: 10_001 }] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ code: 'badRequest', message: "Die Aufteilung (CHF 300.01) ist grösser als die Zahlung (CHF 300.00)." });
    expect((await post(url, { allocations: [{ invoiceId: first.invoice.id, amount: 1 }, { invoiceId: first.invoice.id, amount: 1 }] })).json()).toEqual({ code: 'badRequest', message: 'Jede Rechnung darf in der Aufteilung nur einmal vorkommen.' });
    expect((await post(url, { allocations: [] })).statusCode).toBe(400);
    expect((await post(urlTo(paymentsEndpoints.split, { params: { paymentId: 999999 } }), { allocations: [{ invoiceId: first.invoice.id, amount: 1 }] })).json()).toEqual({ code: 'notFound', message: 'Die Zahlung wurde nicht gefunden.' });
    expect((await post(url, { allocations: [{ invoiceId: 999_999, amount: 1 }] })).statusCode).toBe(404);

    const amountOne = first.invoice.totalRp;
    const response = await post(url, { allocations: [{ invoiceId: first.invoice.id, amount: amountOne }, { invoiceId: second.invoice.id, amount: 30_000 - amountOne }] });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PaymentJournalEntry).allocations.map((a) => [a.invoiceId, a.amount])).toEqual([[first.invoice.id, amountOne], [second.invoice.id, 30_000 - amountOne]]);
    expect((await invoiceRow(t.app, first.invoice.id)).invoicePaidTime).toBe('2031-03-10T00:00:00.000Z');
    expect((await invoiceRow(t.app, second.invoice.id)).invoicePaidTime).toBeNull();
    const again = await post(url, { allocations: [{ invoiceId: first.invoice.id, amount: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nur eine nicht zugeordnete Zahlung kann zugeordnet oder ignoriert werden.');
    expect(await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(payment.id))))).toHaveLength(1);
  });

  it('a split smaller than the payment keeps the rest on the first invoice as credit', async () => {
    const payment = await unassigned(50_000);
    const target = await sentInvoice(t.app, 10_000);
    const response = await post(urlTo(paymentsEndpoints.split, { params: { paymentId: payment.id } }), { allocations: [{ invoiceId: target.invoice.id, amount: 100 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PaymentJournalEntry).allocations).toEqual([expect.objectContaining({ amount: 50_000, fee: 0 })]);
  });

  it('unassign opens the invoice again; ignore sets a payment aside with its reason; both are undone and audit-logged', async () => {
    const payment = await unassigned(40_000);
    const target = await sentInvoice(t.app, 10_000);
    await post(urlTo(paymentsEndpoints.split, { params: { paymentId: payment.id } }), { allocations: [{ invoiceId: target.invoice.id, amount: 40_000 }] });
    expect((await invoiceRow(t.app, target.invoice.id)).invoicePaidTime).not.toBeNull();

    for (const person of OTHERS) expect((await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: payment.id } }), {}, person)).statusCode, person).toBe(403);
    expect((await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: 999999 } }), {})).statusCode).toBe(404);
    const undone = await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: payment.id } }), {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'unassigned', allocations: [] });
    expect((await invoiceRow(t.app, target.invoice.id)).invoicePaidTime).toBeNull();
    expect(await t.app.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id))).toEqual([]);
    const twice = await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: payment.id } }), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Nur eine zugeordnete oder ignorierte Zahlung kann aufgehoben werden.');
    const invoiceAudit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(target.invoice.id)), eq(auditLog.action, 'paymentUnassigned')));
    expect(invoiceAudit).toHaveLength(1);

    for (const person of OTHERS) expect((await post(urlTo(paymentsEndpoints.ignore, { params: { paymentId: payment.id } }), { reason: 'TWINT' }, person)).statusCode, person).toBe(403);
    expect((await post(urlTo(paymentsEndpoints.ignore, { params: { paymentId: payment.id } }), { reason: '   ' })).statusCode).toBe(400);
    expect((await post(urlTo(paymentsEndpoints.ignore, { params: { paymentId: 999999 } }), { reason: 'TWINT' })).statusCode).toBe(404);
    const ignored = await post(urlTo(paymentsEndpoints.ignore, { params: { paymentId: payment.id } }), { reason: ' Anzahlung ' });
    expect(ignored.json()).toMatchObject({ status: 'ignored', statusReason: 'Anzahlung' });
    expect((await post(urlTo(paymentsEndpoints.ignore, { params: { paymentId: payment.id } }), { reason: 'TWINT' })).statusCode).toBe(409);
    expect((await post(urlTo(paymentsEndpoints.split, { params: { paymentId: payment.id } }), { allocations: [{ invoiceId: target.invoice.id, amount: 1 }] })).statusCode).toBe(409);
    expect((await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: payment.id } }), {})).json()).toMatchObject({ status: 'unassigned', statusReason: null });
  });

  it('open amount plus the reminder fee settles the invoice and books the fee as fee income, not credit', async () => {
    const target = await sentInvoice(t.app, 10_000);
    await t.app.db.insert(invoiceReminders).values({ invoiceId: target.invoice.id, level: 2, openAmountRp: target.invoice.totalRp, feeRp: 2_000, reminderDate: '2031-03-01', sentTo: 'a@b.ch' });
    const items = (await as('admin', requestTo(dunningEndpoints.openItems))).json() as { invoiceId: number; fees: number; feesPaid: number }[];
    expect(items.find((i) => i.invoiceId === target.invoice.id)).toMatchObject({ fees: 2_000, feesPaid: 0 });

    const payment = await unassigned(target.invoice.totalRp + 2_000);
    const booked = await post(urlTo(paymentsEndpoints.split, { params: { paymentId: payment.id } }), { allocations: [{ invoiceId: target.invoice.id, amount: target.invoice.totalRp + 2_000 }] });
    expect((booked.json() as PaymentJournalEntry).allocations).toEqual([expect.objectContaining({ amount: target.invoice.totalRp, fee: 2_000 })]);
    const data = (await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: target.invoice.stageId! } }))).json() as { openAmount: number; credit: number };
    expect(data).toMatchObject({ openAmount: 0, credit: 0 });
    expect((await invoiceRow(t.app, target.invoice.id)).invoicePaidTime).not.toBeNull();
  });

  it('"Als bezahlt markieren" records a manual payment of the date and amount given; refuses a future date; undone by unassign', async () => {
    const target = await sentInvoice(t.app, 10_000);
    const url = urlTo(invoicesEndpoints.markAsPaid, { params: { invoiceId: target.invoice.id } });
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await as('admin', { method: 'PUT', url, payload: { paymentDate: dayAfterTomorrow } });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ code: 'badRequest', message: 'Das Datum darf nicht in der Zukunft liegen.' });
    expect((await as('admin', { method: 'PUT', url, payload: { paymentDate: '2999-01-01' } })).statusCode).toBe(400);
    expect((await as('admin', { method: 'PUT', url, payload: { amount: 0 } })).statusCode).toBe(400);
    expect((await as('admin', { method: 'PUT', url, payload: { amount: 1_000_000_001 } })).statusCode).toBe(400);

    const response = await as('admin', { method: 'PUT', url, payload: { paymentDate: '2026-01-15', amount: target.invoice.totalRp } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invoicePaidTime: '2026-01-15T00:00:00.000Z' });
    const manual = (await journal({ q: String(invoiceNumberOf(target.invoice)) })).entries;
    expect(manual).toEqual([expect.objectContaining({ source: 'manual', status: 'assigned', bookingDate: '2026-01-15', amount: target.invoice.totalRp })]);
    await post(urlTo(paymentsEndpoints.unassign, { params: { paymentId: manual[0]!.paymentId } }), {});
    expect((await invoiceRow(t.app, target.invoice.id)).invoicePaidTime).toBeNull();
  });

  it('a credit is refunded or set off against another open invoice of the same client, never beyond it', async () => {
    const over = await sentInvoice(t.app, 10_000);
    const other = await sentInvoice(t.app, 20_000);
    await seedPayment(t.app.db, { invoiceId: over.invoice.id, amountRp: over.invoice.totalRp + 8_000, valueDate: '2031-02-01' });
    const refund = (body: unknown, person: Person = 'admin') => post(urlTo(paymentsEndpoints.refund, { params: { invoiceId: over.invoice.id } }), body, person);
    const offset = (body: unknown, person: Person = 'admin') => post(urlTo(paymentsEndpoints.offset, { params: { invoiceId: over.invoice.id } }), body, person);

    for (const person of OTHERS) {
      expect((await refund({ date: '2026-02-02', amount: 100, note: '' }, person)).statusCode, person).toBe(403);
      expect((await offset({ toInvoiceId: other.invoice.id, amount: 100 }, person)).statusCode, person).toBe(403);
    }
    expect((await post(urlTo(paymentsEndpoints.refund, { params: { invoiceId: 999999 } }), { date: '2026-02-02', amount: 100, note: '' })).statusCode).toBe(404);
    const tooMuch = await refund({ date: '2026-02-02', amount: 8_001, note: '' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Das Guthaben der Rechnung beträgt nur CHF 80.00.');
    expect((await refund({ date: '2999-02-02', amount: 100, note: '' })).statusCode).toBe(400);
    const refunded = await refund({ date: '2026-02-02', amount: 3_000, note: 'Überweisung an Kunde' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json() as CreditTransferAnswer).toEqual({ invoiceId: over.invoice.id, openAmount: 0, credit: 5_000 });

    expect((await offset({ toInvoiceId: over.invoice.id, amount: 100 })).statusCode).toBe(400);
    expect((await offset({ toInvoiceId: 999_999, amount: 100 })).statusCode).toBe(404);
    const set = await offset({ toInvoiceId: other.invoice.id, amount: 5_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ invoiceId: over.invoice.id, openAmount: 0, credit: 0 });
    const none = await offset({ toInvoiceId: other.invoice.id, amount: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Die Rechnung hat kein Guthaben.');
    const transfers = await t.app.db.select().from(creditTransfers).where(eq(creditTransfers.fromInvoiceId, over.invoice.id));
    expect(transfers.map((row) => [row.kind, row.amountRp, row.toInvoiceId])).toEqual([['refund', 3_000, null], ['offset', 5_000, other.invoice.id]]);
    const data = (await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: other.invoice.stageId! } }))).json() as { openAmount: number };
    expect(data.openAmount).toBe(other.invoice.totalRp - 5_000);
  });
});
