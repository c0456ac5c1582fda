// Manual assignment: an unmatched payment booked on an invoice chosen by the admin, with the
// same booking (paid state, open rest, credit, audit entry) as a matched import.
import { eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type AssignPaymentBody, type PaymentItem } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoices, payments } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { invoiceLock } from '../invoices/invoice-locks';
import { bookOnInvoice } from './book-payment';
import { paymentLock } from './payment-locks';

export async function assignPayment(db: Db, userId: number, body: AssignPaymentBody): Promise<PaymentItem> {
  return db.transaction(async (tx) => {
    // The same payment assigned twice at once, or another booking on the invoice: both are read
    // under their locks, so the second assignment finds the payment assigned (409).
    await lockNames(tx, [paymentLock(body.paymentId), invoiceLock(body.invoiceId)]);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, body.paymentId)).limit(1);
    if (!payment) throw notFound(PAYMENT_TEXTS.paymentNotFound);
    if (payment.status !== 'unassigned') throw conflict(PAYMENT_TEXTS.alreadyAssigned);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, body.invoiceId)).limit(1);
    if (!invoice) throw notFound(PAYMENT_TEXTS.invoiceNotFound);
    return bookOnInvoice(tx, payment, invoice, userId);
  });
}
