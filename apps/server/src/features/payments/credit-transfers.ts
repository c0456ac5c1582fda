// What happens to an invoice's credit from an overpayment (issue 28): paid back to the client
// (refund) or set off against another open invoice of the same client (offset). Both are rows of
// credit_transfers, which received.ts counts: out of the credited invoice, into the target.
import { eq, inArray, sql } from 'drizzle-orm';
import { formatChfWithCurrency, zurichToday } from '@tragkraft/domain';
import { PAYMENT_TEXTS, type CreditTransferAnswer, type OffsetBody, type RefundBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { creditTransfers, invoices, orders, stages } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice, invoiceNumberOf, type InvoiceRow } from '../invoices/invoice-target';
import { balanceOf, settlePaidTime } from '../invoices/invoice-balance';

async function creditOf(tx: Db, invoice: InvoiceRow, amount: number): Promise<void> {
  const { credit } = await balanceOf(tx, invoice);
  if (credit === 0) throw conflict(PAYMENT_TEXTS.noCredit);
  if (amount > credit) throw conflict(PAYMENT_TEXTS.creditTooSmall(formatChfWithCurrency(credit)));
}

async function answerOf(tx: Db, invoice: InvoiceRow): Promise<CreditTransferAnswer> {
  const { openAmount, credit } = await balanceOf(tx, invoice);
  return { invoiceId: invoice.id, openAmount, credit };
}

export async function refundCredit(db: Db, userId: number, invoiceId: number, body: RefundBody, now: Date): Promise<CreditTransferAnswer> {
  if (body.date > zurichToday(now)) throw badRequest(PAYMENT_TEXTS.dateInFuture);
  return db.transaction(async (tx) => {
    await lockNames(tx, [invoiceLock(invoiceId)]);
    const invoice = await findInvoice(tx, invoiceId);
    await creditOf(tx, invoice, body.amount);
    const note = body.note.trim();
    await tx.insert(creditTransfers).values({ kind: 'refund', fromInvoiceId: invoiceId, amountRp: body.amount, transferDate: body.date, note, createdByUserId: userId });
    await recordAudit(tx, { userId, entity: 'invoice', entityId: invoiceId, action: 'creditRefunded', changes: { amount: body.amount, date: body.date, note } });
    return answerOf(tx, invoice);
  });
}

/** The client of each invoice (a stage's order, or the site-service order it bills). */
async function clientsOf(tx: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ invoiceId: invoices.id, clientId: orders.clientId })
    .from(invoices)
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((row) => [row.invoiceId, row.clientId]));
}

export async function offsetCredit(db: Db, userId: number, invoiceId: number, body: OffsetBody, now: Date): Promise<CreditTransferAnswer> {
  if (body.toInvoiceId === invoiceId) throw badRequest(PAYMENT_TEXTS.offsetSameInvoice);
  return db.transaction(async (tx) => {
    await lockNames(tx, [invoiceLock(invoiceId), invoiceLock(body.toInvoiceId)]);
    const from = await findInvoice(tx, invoiceId);
    const to = await findInvoice(tx, body.toInvoiceId);
    const clients = await clientsOf(tx, [from.id, to.id]);
    if (clients.get(from.id) === undefined || clients.get(from.id) !== clients.get(to.id)) throw conflict(PAYMENT_TEXTS.offsetOtherClient);
    await creditOf(tx, from, body.amount);
    const { openAmount } = await balanceOf(tx, to);
    if (body.amount > openAmount) throw conflict(PAYMENT_TEXTS.offsetTooLarge(formatChfWithCurrency(openAmount)));
    const date = zurichToday(now);
    await tx.insert(creditTransfers).values({ kind: 'offset', fromInvoiceId: from.id, toInvoiceId: to.id, amountRp: body.amount, transferDate: date, note: '', createdByUserId: userId });
    const settled = await settlePaidTime(tx, to, now.toISOString());
    await recordAudit(tx, { userId, entity: 'invoice', entityId: from.id, action: 'creditOffset', changes: { amount: body.amount, toInvoice: invoiceNumberOf(to) } });
    await recordAudit(tx, {
      userId,
      entity: 'invoice',
      entityId: to.id,
      action: 'creditOffsetReceived',
      changes: { amount: body.amount, fromInvoice: invoiceNumberOf(from), ...(settled.invoicePaidTime !== to.invoicePaidTime ? { invoicePaidTime: { from: to.invoicePaidTime, to: settled.invoicePaidTime } } : {}) },
    });
    return answerOf(tx, from);
  });
}
