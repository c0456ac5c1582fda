// A stored payment as the import lists it: with the invoice it is assigned to (the first one
// when split) and that invoice's balance now.
import { asc, eq } from 'drizzle-orm';
import type { PaymentItem } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { paymentAllocations } from '../../db/schema';
import { findInvoice } from '../invoices/invoice-target';
import { balanceOf } from '../invoices/invoice-balance';
import { itemOf, type PaymentRow } from './book-payment';

export async function describePayment(db: Db, payment: PaymentRow): Promise<PaymentItem> {
  const [allocation] = await db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id)).orderBy(asc(paymentAllocations.id)).limit(1);
  const invoice = allocation ? await findInvoice(db, allocation.invoiceId) : undefined;
  return { ...itemOf(payment, invoice, invoice ? await balanceOf(db, invoice) : undefined), statusReason: payment.statusReason };
}
