// The invoice's state machine: created (invoiceTime) -> sent (invoiceSentTime) -> paid
// (invoicePaidTime). Sending is allowed until paid (a re-send keeps the first sent time and
// records the latest recipients and message); paying only after sending and only once.
import { randomUUID } from 'node:crypto';
import { zurichToday } from '@tragkraft/domain';
import { INVOICE_TEXTS, type InvoiceState } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { paymentAllocations, payments } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { balanceOf, settlePaidTime } from '../payments/book-payment';
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
 * The admin's "bezahlt" button: records a manual payment of what is open (issue 28's model: paid
 * means covered by payments), audit-logged like a payment the bank file import books.
 */
export async function markAsPaid(db: Db, invoiceId: number, userId: number, now: Date): Promise<InvoiceState> {
  return db.transaction(async (tx) => {
    // A payment booked or a sending at the same moment: the state is read under the invoice's lock.
    await lockNames(tx, [invoiceLock(invoiceId)]);
    const invoice = await findInvoice(tx, invoiceId);
    if (invoice.invoicePaidTime) throw conflict(INVOICE_TEXTS.alreadyPaid);
    if (!invoice.invoiceSentTime) throw conflict(INVOICE_TEXTS.notSent);
    const { openAmount } = await balanceOf(tx, invoice);
    const date = zurichToday(now);
    const [payment] = await tx
      .insert(payments)
      .values({ amountRp: openAmount, valueDate: date, bookingDate: date, reference: '', key: `manual:${randomUUID()}`, fileName: '', status: 'assigned', source: 'manual', createdByUserId: userId })
      .returning();
    await tx.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId, amountRp: openAmount, createdByUserId: userId });
    const updated = await settlePaidTime(tx, invoice, now.toISOString());
    await recordAudit(tx, { userId, entity: 'invoice', entityId: invoiceId, action: 'markedPaid', changes: { paymentId: payment!.id, amount: openAmount, invoicePaidTime: { from: null, to: updated.invoicePaidTime } } });
    return invoiceState(updated);
  });
}
