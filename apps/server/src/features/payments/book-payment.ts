// Books a payment on an invoice. What an invoice has received is the sum of its payments; an
// invoice marked paid by the button counts as received in full. Reaching the total marks it
// paid (the same invoicePaidTime the button sets) at the payment's value date; less leaves the
// rest open; more keeps the surplus as credit. Each booking is audit-logged with its file.
import { eq, sum } from 'drizzle-orm';
import type { PaymentItem, PaymentOutcome } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { invoices, payments } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { invoiceNumberOf, type InvoiceRow } from '../invoices/invoice-target';

export type PaymentRow = typeof payments.$inferSelect;

export interface InvoiceBalance {
  /** Received: the sum of the payments, or the total when marked paid by hand without them. */
  paidAmount: number;
  openAmount: number;
  credit: number;
}

export async function balanceOf(db: Pick<Db, 'select'>, invoice: InvoiceRow): Promise<InvoiceBalance> {
  const [row] = await db.select({ received: sum(payments.amountRp) }).from(payments).where(eq(payments.invoiceId, invoice.id));
  const received = Number(row?.received ?? 0);
  const paidAmount = invoice.invoicePaidTime !== null && received < invoice.totalRp ? invoice.totalRp : received;
  return { paidAmount, openAmount: Math.max(0, invoice.totalRp - paidAmount), credit: Math.max(0, paidAmount - invoice.totalRp) };
}

function outcomeOf(balance: InvoiceBalance): PaymentOutcome {
  if (balance.openAmount > 0) return 'partial';
  return balance.credit > 0 ? 'overpaid' : 'paid';
}

/** The paid time of an import: the value date (midnight UTC is the same day in Zurich). */
const paidTimeOf = (valueDate: string) => `${valueDate}T00:00:00.000Z`;

export function itemOf(payment: PaymentRow, invoice: InvoiceRow | undefined, balance: InvoiceBalance | undefined): PaymentItem {
  return {
    paymentId: payment.id,
    fileName: payment.fileName,
    reference: payment.reference,
    amount: payment.amountRp,
    valueDate: payment.valueDate,
    debtor: payment.debtor,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice ? invoiceNumberOf(invoice) : null,
    outcome: balance ? outcomeOf(balance) : null,
    openAmount: balance?.openAmount ?? null,
    credit: balance?.credit ?? null,
  };
}

/**
 * Assigns the stored payment to the invoice and updates the invoice's paid state. Call it in a
 * transaction that holds the invoice's lock (invoiceLock) and read `invoice` after taking it:
 * the balance read here decides the paid state, which another booking must not change meanwhile.
 */
export async function bookOnInvoice(tx: Db, payment: PaymentRow, invoice: InvoiceRow, userId: number): Promise<PaymentItem> {
  const before = await balanceOf(tx, invoice);
  const [booked] = await tx.update(payments).set({ invoiceId: invoice.id }).where(eq(payments.id, payment.id)).returning();
  let current = invoice;
  if (invoice.invoicePaidTime === null && before.paidAmount + payment.amountRp >= invoice.totalRp) {
    const [paid] = await tx.update(invoices).set({ invoicePaidTime: paidTimeOf(payment.valueDate) }).where(eq(invoices.id, invoice.id)).returning();
    current = paid!;
  }
  const balance = await balanceOf(tx, current);
  await recordAudit(tx, {
    userId,
    entity: 'invoice',
    entityId: invoice.id,
    action: 'paymentBooked',
    changes: {
      paymentId: payment.id,
      fileName: payment.fileName,
      amount: payment.amountRp,
      valueDate: payment.valueDate,
      reference: payment.reference,
      outcome: outcomeOf(balance),
      openAmount: balance.openAmount,
      credit: balance.credit,
      ...(current !== invoice ? { invoicePaidTime: { from: null, to: current.invoicePaidTime } } : {}),
    },
  });
  return itemOf(booked!, current, balance);
}
