// The import of camt files: each file is parsed whole first, then booked in one transaction,
// so a file is booked completely or not at all; a refused file does not stop the others.
// A payment already stored under its key (AcctSvcrRef or entry hash) is a duplicate.
import { eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type PaymentImportAnswer } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoices, paymentAllocations, payments } from '../../db/schema';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice } from '../invoices/invoice-target';
import { balanceOf, bookOnInvoice, itemOf } from './book-payment';
import { CamtError, parseCamt, type CamtPayment } from './camt-parse';
import { paymentKeyLock } from './payment-locks';
import { invoiceOfReference } from './payment-reference';
import type { UploadedFile } from './payment-upload';

function ignoredReason(payment: CamtPayment): string | null {
  if (!payment.credit) return PAYMENT_TEXTS.ignoredDebit;
  if (payment.currency !== 'CHF') return PAYMENT_TEXTS.ignoredCurrency(payment.currency);
  if (!payment.booked) return PAYMENT_TEXTS.ignoredNotBooked;
  return null;
}

/** The invoice id each reference of the file's payments carries (references of no invoice are left out). */
async function invoicesOfReferences(tx: Db, references: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const reference of new Set(references.filter(Boolean))) {
    const invoice = await invoiceOfReference(tx, reference);
    if (invoice) found.set(reference, invoice.id);
  }
  return found;
}

async function importFile(db: Db, file: UploadedFile, found: CamtPayment[], userId: number, answer: PaymentImportAnswer): Promise<void> {
  const result: Pick<PaymentImportAnswer, 'matched' | 'unmatched' | 'duplicates' | 'ignored'> = { matched: [], unmatched: [], duplicates: [], ignored: [] };
  const booking = found.filter((payment) => ignoredReason(payment) === null);
  await db.transaction(async (tx) => {
    // The same file sent several times at once (also to two instances): each entry key is
    // checked and stored under its lock, and every invoice the file pays is locked before its
    // balance is read. One lockNames call takes them all in the same (sorted) order, so two
    // imports of overlapping files wait for each other instead of deadlocking. An invoice's id
    // never changes, so its reference is resolved before the locks.
    const invoiceIds = await invoicesOfReferences(tx, booking.map((payment) => payment.reference));
    await lockNames(tx, [...booking.map((payment) => paymentKeyLock(payment.key)), ...[...invoiceIds.values()].map(invoiceLock)]);
    for (const payment of found) {
      const reason = ignoredReason(payment);
      if (reason) {
        result.ignored.push({ fileName: file.fileName, reference: payment.reference, amount: payment.amount, currency: payment.currency, valueDate: payment.valueDate, reason });
        continue;
      }
      const [existing] = await tx.select().from(payments).where(eq(payments.key, payment.key)).limit(1);
      if (existing) {
        const [allocation] = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, existing.id)).limit(1);
        const [invoice] = allocation ? await tx.select().from(invoices).where(eq(invoices.id, allocation.invoiceId)).limit(1) : [];
        result.duplicates.push(itemOf(existing, invoice, invoice ? await balanceOf(tx, invoice) : undefined));
        continue;
      }
      const [stored] = await tx
        .insert(payments)
        .values({ amountRp: payment.amount, valueDate: payment.valueDate, bookingDate: payment.valueDate, reference: payment.reference, key: payment.key, fileName: file.fileName, debtor: payment.debtor })
        .returning();
      const invoiceId = invoiceIds.get(payment.reference);
      // Read again under the lock (and after this file's earlier bookings): its paid state now.
      const invoice = invoiceId === undefined ? undefined : await findInvoice(tx, invoiceId);
      if (invoice) result.matched.push(await bookOnInvoice(tx, stored!, invoice, userId));
      else result.unmatched.push(itemOf(stored!, undefined, undefined));
    }
  });
  answer.matched.push(...result.matched);
  answer.unmatched.push(...result.unmatched);
  answer.duplicates.push(...result.duplicates);
  answer.ignored.push(...result.ignored);
}

export async function importPayments(db: Db, files: UploadedFile[], userId: number): Promise<PaymentImportAnswer> {
  const answer: PaymentImportAnswer = { matched: [], unmatched: [], duplicates: [], ignored: [], failed: [] };
  for (const file of files) {
    let found: CamtPayment[];
    try {
      found = parseCamt(file.content, file.fileName);
    } catch (error) {
      if (!(error instanceof CamtError)) throw error;
      answer.failed.push({ fileName: file.fileName, message: error.message });
      continue;
    }
    await importFile(db, file, found, userId, answer);
  }
  if (answer.failed.length > 0) {
    answer.code = 'badRequest';
    const messages = answer.failed.map((f) => f.message);
    answer.message = files.length > answer.failed.length ? `${messages.join(' ')} ${PAYMENT_TEXTS.othersProcessed}` : messages.join(' ');
  }
  return answer;
}
