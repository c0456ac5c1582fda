// Books a payment on an invoice: an allocation of the whole payment (received.ts sums them).
// Reaching the total marks the invoice paid at the payment's value date; less leaves the rest
// open; more keeps the surplus as credit. Each booking is audit-logged with its file.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type PaymentItem, type PaymentOutcome } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { paymentAllocations, payments } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { invoiceNumberOf, type InvoiceRow } from '../invoices/invoice-target';
import { balanceOf, paidTimeOf, settlePaidTime, splitFee } from '../invoices/invoice-balance';
import type { InvoiceBalance } from '../invoices/received';

export type PaymentRow = typeof payments.$inferSelect;

function outcomeOf(balance: InvoiceBalance): PaymentOutcome {
  if (balance.openAmount > 0) return 'partial';
  return balance.credit > 0 ? 'overpaid' : 'paid';
}

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
/**
 * The bank's payment of an invoice the office already recorded by hand ("Als bezahlt markieren")
 * is that same money: a manual payment of the same amount on the invoice is set aside (ignored,
 * with the reason) and the bank's payment takes its place, instead of becoming credit.
 */
async function replaceManualPayment(tx: Db, payment: PaymentRow, invoice: InvoiceRow, amount: number): Promise<void> {
  if (payment.source === 'manual') return;
  const [manual] = await tx
    .select({ allocationId: paymentAllocations.id, paymentId: payments.id })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.invoiceId, invoice.id), eq(payments.source, 'manual'), eq(payments.status, 'assigned'), eq(paymentAllocations.amountRp, amount)))
    .limit(1);
  if (!manual) return;
  await tx.delete(paymentAllocations).where(eq(paymentAllocations.id, manual.allocationId));
  await tx.update(payments).set({ status: 'ignored', statusReason: PAYMENT_TEXTS.replacedByBankPayment(payment.fileName) }).where(eq(payments.id, manual.paymentId));
}

export async function bookOnInvoice(tx: Db, payment: PaymentRow, invoice: InvoiceRow, userId: number, amount = payment.amountRp): Promise<PaymentItem> {
  await replaceManualPayment(tx, payment, invoice, amount);
  const { amountRp, feeRp } = await splitFee(tx, invoice, amount);
  await tx.insert(paymentAllocations).values({ paymentId: payment.id, invoiceId: invoice.id, amountRp, feeRp, createdByUserId: userId });
  const [booked] = await tx.update(payments).set({ status: 'assigned', statusReason: null }).where(eq(payments.id, payment.id)).returning();
  const current = await settlePaidTime(tx, invoice, paidTimeOf(payment.valueDate));
  const balance = await balanceOf(tx, current);
  await recordAudit(tx, {
    userId,
    entity: 'invoice',
    entityId: invoice.id,
    action: 'paymentBooked',
    changes: {
      paymentId: payment.id,
      fileName: payment.fileName,
      amount,
      valueDate: payment.valueDate,
      reference: payment.reference,
      outcome: outcomeOf(balance),
      ...(feeRp > 0 ? { fee: feeRp } : {}),
      openAmount: balance.openAmount,
      credit: balance.credit,
      ...(current.invoicePaidTime !== invoice.invoicePaidTime ? { invoicePaidTime: { from: invoice.invoicePaidTime, to: current.invoicePaidTime } } : {}),
    },
  });
  return itemOf(booked!, current, balance);
}
