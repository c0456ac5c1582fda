// The worklist of the payments journal (issue 28, decision 019): an unassigned payment assigned
// to one invoice or split over several, set aside with a reason (ignored), or an assignment or
// ignore undone. Each step holds the payment's and its invoices' locks and is audit-logged.
import { eq, inArray } from 'drizzle-orm';
import { formatChfWithCurrency } from '@tragkraft/domain';
import { PAYMENT_TEXTS, type IgnorePaymentBody, type PaymentJournalEntry, type SplitPaymentBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoices, paymentAllocations, payments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { balanceOf, settlePaidTime } from '../invoices/invoice-balance';
import { bookOnInvoice, type PaymentRow } from './book-payment';
import { paymentLock } from './payment-locks';
import { journalEntryOf } from './payment-journal';
import { receivedByInvoice } from '../invoices/received';

async function paymentOf(tx: Db, paymentId: number): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  return payment;
}

/**
 * Books the payment on the invoices of the split. The split may be less than the payment: the
 * rest goes with the first invoice (as its credit if it is paid in full), so every franc of a
 * payment stays on an invoice, where it can be refunded or set off.
 */
export async function splitPayment(db: Db, userId: number, paymentId: number, body: SplitPaymentBody): Promise<PaymentJournalEntry> {
  const ids = body.allocations.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length) throw badRequest(PAYMENT_TEXTS.duplicateInvoice);
  return db.transaction(async (tx) => {
    await lockNames(tx, [paymentLock(paymentId), ...ids.map(invoiceLock)]);
    const payment = await paymentOf(tx, paymentId);
    if (payment.status !== 'unassigned') throw conflict(PAYMENT_TEXTS.notUnassigned);
    if (payment.amountRp <= 0) throw conflict(PAYMENT_TEXTS.negativePayment);
    const split = body.allocations.reduce((total, a) => total + a.amount, 0);
    if (split > payment.amountRp) throw badRequest(PAYMENT_TEXTS.splitTooLarge(formatChfWithCurrency(split), formatChfWithCurrency(payment.amountRp)));
    const found = await tx.select().from(invoices).where(inArray(invoices.id, ids));
    if (found.length !== ids.length) throw notFound(PAYMENT_TEXTS.invoiceNotFound);
    for (const [index, allocation] of body.allocations.entries()) {
      const invoice = found.find((row) => row.id === allocation.invoiceId)!;
      await bookOnInvoice(tx, payment, invoice, userId, allocation.amount + (index === 0 ? payment.amountRp - split : 0));
    }
    await recordAudit(tx, { userId, entity: 'payment', entityId: paymentId, action: 'paymentAssigned', changes: { invoices: found.map(invoiceNumberOf), amount: payment.amountRp } });
    return journalEntryOf(tx, paymentId);
  });
}

export async function ignorePayment(db: Db, userId: number, paymentId: number, body: IgnorePaymentBody): Promise<PaymentJournalEntry> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [paymentLock(paymentId)]);
    const payment = await paymentOf(tx, paymentId);
    if (payment.status !== 'unassigned') throw conflict(PAYMENT_TEXTS.notUnassigned);
    const reason = body.reason.trim();
    await tx.update(payments).set({ status: 'ignored', statusReason: reason }).where(eq(payments.id, paymentId));
    await recordAudit(tx, { userId, entity: 'payment', entityId: paymentId, action: 'paymentIgnored', changes: { amount: payment.amountRp, reason } });
    return journalEntryOf(tx, paymentId);
  });
}

/**
 * Undoes an assignment (its allocations are removed, its invoices open again) or an ignore: the
 * payment is back in the worklist. Refused when an invoice's credit from it was already refunded
 * or set off (that money is gone; undo the transfer's cause by hand first).
 */
export async function unassignPayment(db: Db, userId: number, paymentId: number, now: Date): Promise<PaymentJournalEntry> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [paymentLock(paymentId)]);
    const payment = await paymentOf(tx, paymentId);
    if (payment.status !== 'assigned' && payment.status !== 'ignored') throw conflict(PAYMENT_TEXTS.notAssigned);
    const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
    const ids = [...new Set(allocations.map((a) => a.invoiceId))];
    // Allocations change only under the payment's lock (held), so they are still these.
    await lockNames(tx, [paymentLock(paymentId), ...ids.map(invoiceLock)]);
    await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
    const received = await receivedByInvoice(tx, ids);
    if ([...received.values()].some((r) => r.received < 0)) throw conflict(PAYMENT_TEXTS.creditAlreadyTransferred);
    await tx.update(payments).set({ status: 'unassigned', statusReason: null }).where(eq(payments.id, paymentId));
    const rows = ids.length === 0 ? [] : await tx.select().from(invoices).where(inArray(invoices.id, ids));
    for (const invoice of rows) {
      const current = await settlePaidTime(tx, invoice, now.toISOString());
      const balance = await balanceOf(tx, current);
      await recordAudit(tx, {
        userId,
        entity: 'invoice',
        entityId: invoice.id,
        action: 'paymentUnassigned',
        changes: {
          paymentId,
          amount: allocations.filter((a) => a.invoiceId === invoice.id).reduce((total, a) => total + a.amountRp + a.feeRp, 0),
          openAmount: balance.openAmount,
          ...(current.invoicePaidTime !== invoice.invoicePaidTime ? { invoicePaidTime: { from: invoice.invoicePaidTime, to: current.invoicePaidTime } } : {}),
        },
      });
    }
    await recordAudit(tx, { userId, entity: 'payment', entityId: paymentId, action: 'paymentUnassigned', changes: { status: { from: payment.status, to: 'unassigned' }, invoices: rows.map(invoiceNumberOf) } });
    return journalEntryOf(tx, paymentId);
  });
}
