// Manual assignment: an unmatched payment booked on an invoice chosen by the admin, with the
// same booking (paid state, open rest, credit, audit entry) as a matched import.
import { eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type AssignPaymentBody, type PaymentItem } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { invoices, payments } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { bookOnInvoice } from './book-payment';

export function assignPayment(db: Db, userId: number, body: AssignPaymentBody): PaymentItem {
  return db.transaction(
    (tx) => {
      const payment = tx.select().from(payments).where(eq(payments.id, body.paymentId)).get();
      if (!payment) throw notFound(PAYMENT_TEXTS.paymentNotFound);
      if (payment.invoiceId !== null) throw conflict(PAYMENT_TEXTS.alreadyAssigned);
      const invoice = tx.select().from(invoices).where(eq(invoices.id, body.invoiceId)).get();
      if (!invoice) throw notFound(PAYMENT_TEXTS.invoiceNotFound);
      return bookOnInvoice(tx, payment, invoice, userId);
    },
    { behavior: 'immediate' },
  );
}
