// The invoice's state machine: created (invoiceTime) -> sent (invoiceSentTime) -> paid
// (invoicePaidTime). Sending is allowed until paid (a re-send keeps the first sent time and
// records the latest recipients and message); paying only after sending and only once.
import { randomUUID } from 'node:crypto';
import { zurichToday } from '@tragkraft/domain';
import { INVOICE_TEXTS, PAYMENT_TEXTS, type InvoiceState, type MarkAsPaidBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { paymentAllocations, payments } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { balanceOf, paidTimeOf, settlePaidTime, splitFee } from './invoice-balance';
import { invoiceLock } from './invoice-locks';
import { findInvoice, invoiceNumberOf, type InvoiceRow } from './invoice-target';

export function invoiceState(invoice: InvoiceRow): InvoiceState {
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumberOf(invoice),
    stageId: invoice.stageId,
    serviceOrderId: invoice.serviceOrderId,
    invoiceTime: invoice.invoiceTime,
    invoiceSentTime: invoice.invoiceSentTime,
    invoicePaidTime: invoice.invoicePaidTime,
    sentTo: invoice.sentTo,
    totals: { subtotal: invoice.subtotalRp, vat: invoice.vatRp, rounding: invoice.roundingRp, total: invoice.totalRp },
  };
}

/**
 * The admin's "Als bezahlt markieren": records a manual payment (issue 28's model: paid means
 * covered by payments) of the date and amount typed (default: today, what is open), in the
 * payments journal, audit-logged like a payment the bank file import books. Less than what is
 * open leaves the rest open; more settles reminder fees first, then becomes credit (splitFee).
 */
export async function markAsPaid(db: Db, invoiceId: number, userId: number, now: Date, body: MarkAsPaidBody = {}): Promise<InvoiceState> {
  const today = zurichToday(now);
  if (body.paymentDate && body.paymentDate > today) throw badRequest(PAYMENT_TEXTS.dateInFuture);
  return db.transaction(async (tx) => {
    // A payment booked or a sending at the same moment: the state is read under the invoice's lock.
    await lockNames(tx, [invoiceLock(invoiceId)]);
    const invoice = await findInvoice(tx, invoiceId);
    if (invoice.invoicePaidTime) throw conflict(INVOICE_TEXTS.alreadyPaid);
    if (!invoice.invoiceSentTime) throw conflict(INVOICE_TEXTS.notSent);
    const amount = body.amount ?? (await balanceOf(tx, invoice)).openAmount;
    const date = body.paymentDate ?? today;
    const [payment] = await tx
      .insert(payments)
      .values({ amountRp: amount, valueDate: date, bookingDate: date, reference: '', key: `manual:${randomUUID()}`, fileName: '', status: 'assigned', source: 'manual', createdByUserId: userId })
      .returning();
    const { amountRp, feeRp } = await splitFee(tx, invoice, amount);
    await tx.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId, amountRp, feeRp, createdByUserId: userId });
    const updated = await settlePaidTime(tx, invoice, date === today ? now.toISOString() : paidTimeOf(date));
    await recordAudit(tx, {
      userId,
      entity: 'invoice',
      entityId: invoiceId,
      action: 'markedPaid',
      changes: { paymentId: payment!.id, amount, paymentDate: date, ...(feeRp > 0 ? { fee: feeRp } : {}), invoicePaidTime: { from: null, to: updated.invoicePaidTime } },
    });
    return invoiceState(updated);
  });
}
