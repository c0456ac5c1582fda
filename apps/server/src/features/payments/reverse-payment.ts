// A bank reversal (decision 019): a debit marked RvslInd, or a debit carrying the QR/RF
// reference and amount of a stored payment, takes that payment back. The payment gets status
// 'reversed' and loses its allocations; the debit is stored as its own row (negative amount,
// reversesPaymentId); each invoice it had paid is open again (its paid time cleared when the
// rest no longer covers it) and audit-logged; the import answers a warning.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAYMENT_TEXTS } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { paymentAllocations, payments } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice, invoiceNumberOf, type InvoiceRow } from '../invoices/invoice-target';
import { balanceOf, settlePaidTime } from '../invoices/invoice-balance';
import { itemOf, type PaymentRow } from './book-payment';
import type { EntryIdentity, EntryPlan, PlannedPayment } from './camt-entries';
import { describePayment } from './describe-payment';
import type { InvoiceBalance } from '../invoices/received';
import type { FileBooking } from './import-file';
import { pace } from './pace';

/** The newest stored bank payment on the account with this reference and amount, not yet reversed. */
async function reversibleOf(tx: Db, entry: EntryIdentity, debit: PlannedPayment): Promise<PaymentRow | undefined> {
  if (debit.reference === '') return undefined;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, debit.reference),
        eq(payments.amountRp, debit.amount),
        inArray(payments.accountIban, [entry.account, '']),
        inArray(payments.status, ['assigned', 'unassigned']),
        eq(payments.source, 'camt'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/** Opens the invoice again after a reversal: its paid time goes when what is left does not cover it. */
async function reopen(tx: Db, invoice: InvoiceRow, booking: FileBooking, original: PaymentRow, reversal: PaymentRow): Promise<{ invoice: InvoiceRow; balance: InvoiceBalance }> {
  const current = await settlePaidTime(tx, invoice, invoice.invoicePaidTime ?? `${reversal.bookingDate}T00:00:00.000Z`);
  const balance = await balanceOf(tx, current);
  await recordAudit(tx, {
    userId: booking.userId,
    entity: 'invoice',
    entityId: invoice.id,
    action: 'paymentReversed',
    changes: {
      paymentId: original.id,
      reversalPaymentId: reversal.id,
      fileName: booking.fileName,
      amount: original.amountRp,
      bookingDate: reversal.bookingDate,
      openAmount: balance.openAmount,
      ...(current.invoicePaidTime !== invoice.invoicePaidTime ? { invoicePaidTime: { from: invoice.invoicePaidTime, to: current.invoicePaidTime } } : {}),
    },
  });
  return { invoice: current, balance };
}

async function reverse(booking: FileBooking, entry: EntryIdentity, debit: PlannedPayment, original: PaymentRow): Promise<void> {
  const { tx, result, fileName } = booking;
  const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, original.id));
  // Mostly locked already (the debit carries the invoice's reference); an assignment by hand to another invoice is locked here.
  await lockNames(tx, allocations.map((allocation) => invoiceLock(allocation.invoiceId)));
  await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, original.id));
  const reason = PAYMENT_TEXTS.reversed(debit.amount, debit.bookingDate);
  const [reversed] = await tx.update(payments).set({ status: 'reversed', statusReason: reason }).where(eq(payments.id, original.id)).returning();
  const [reversal] = await tx
    .insert(payments)
    .values({
      amountRp: -debit.amount,
      valueDate: debit.valueDate,
      bookingDate: debit.bookingDate,
      reference: debit.reference,
      key: debit.key,
      fileName,
      debtor: debit.debtor,
      accountIban: entry.account,
      bankReference: debit.bankReference,
      status: 'reversed',
      statusReason: PAYMENT_TEXTS.reversalOf(original.id),
      source: 'camt',
      reversesPaymentId: original.id,
    })
    .returning();
  booking.known.set(debit.key, reversal!);
  const reopened = [];
  for (const invoiceId of new Set(allocations.map((allocation) => allocation.invoiceId))) {
    const invoice = await findInvoice(tx, invoiceId);
    if (invoice) reopened.push(await reopen(tx, invoice, booking, original, reversal!));
  }
  const [first] = reopened;
  result.reversed.push({ ...itemOf(reversed!, first?.invoice, first?.balance), outcome: null, statusReason: reason });
  result.warnings.push({ fileName, message: PAYMENT_TEXTS.reversalWarning(debit.amount, debit.bookingDate, reopened.map((r) => invoiceNumberOf(r.invoice)).join(', ')) });
}

export async function reverseByDebit(booking: FileBooking, plan: Extract<EntryPlan, { kind: 'debit' }>): Promise<void> {
  for (const debit of plan.payments) {
    await pace();
    const existing = booking.known.get(debit.key);
    if (existing) {
      booking.result.duplicates.push(await describePayment(booking.tx, existing));
      continue;
    }
    const original = await reversibleOf(booking.tx, plan.entry, debit);
    if (original) {
      await reverse(booking, plan.entry, debit, original);
      continue;
    }
    const item = { reference: debit.reference, amount: debit.amount, currency: 'CHF', valueDate: debit.valueDate };
    if (!plan.marked) {
      booking.ignore({ ...item, reason: PAYMENT_TEXTS.ignoredDebit });
      continue;
    }
    booking.ignore({ ...item, reason: PAYMENT_TEXTS.ignoredReversalNotFound });
    booking.result.warnings.push({ fileName: booking.fileName, message: PAYMENT_TEXTS.reversalNotFound(debit.amount, debit.bookingDate) });
  }
}
