// The import of camt files: each file is parsed whole first, then booked in one transaction,
// so a file is booked completely or not at all; a refused file does not stop the others.
// A payment already stored under its key (AcctSvcrRef or entry hash) is a duplicate.
import { eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type PaymentImportAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { invoices, payments } from '../../db/schema';
import { balanceOf, bookOnInvoice, itemOf } from './book-payment';
import { CamtError, parseCamt, type CamtPayment } from './camt-parse';
import { invoiceOfReference } from './payment-reference';
import type { UploadedFile } from './payment-upload';

function ignoredReason(payment: CamtPayment): string | null {
  if (!payment.credit) return PAYMENT_TEXTS.ignoredDebit;
  if (payment.currency !== 'CHF') return PAYMENT_TEXTS.ignoredCurrency(payment.currency);
  if (!payment.booked) return PAYMENT_TEXTS.ignoredNotBooked;
  return null;
}

function importFile(db: Db, file: UploadedFile, found: CamtPayment[], userId: number, answer: PaymentImportAnswer): void {
  const result: Pick<PaymentImportAnswer, 'matched' | 'unmatched' | 'duplicates' | 'ignored'> = { matched: [], unmatched: [], duplicates: [], ignored: [] };
  db.transaction(
    (tx) => {
      for (const payment of found) {
        const reason = ignoredReason(payment);
        if (reason) {
          result.ignored.push({ fileName: file.fileName, reference: payment.reference, amount: payment.amount, currency: payment.currency, valueDate: payment.valueDate, reason });
          continue;
        }
        const existing = tx.select().from(payments).where(eq(payments.key, payment.key)).get();
        if (existing) {
          const invoice = existing.invoiceId === null ? undefined : tx.select().from(invoices).where(eq(invoices.id, existing.invoiceId)).get();
          result.duplicates.push(itemOf(existing, invoice, invoice ? balanceOf(tx, invoice) : undefined));
          continue;
        }
        const stored = tx
          .insert(payments)
          .values({ invoiceId: null, amountRp: payment.amount, valueDate: payment.valueDate, reference: payment.reference, key: payment.key, fileName: file.fileName, debtor: payment.debtor })
          .returning()
          .get();
        const invoice = payment.reference ? invoiceOfReference(tx, payment.reference) : undefined;
        if (invoice) result.matched.push(bookOnInvoice(tx, stored, invoice, userId));
        else result.unmatched.push(itemOf(stored, undefined, undefined));
      }
    },
    { behavior: 'immediate' },
  );
  answer.matched.push(...result.matched);
  answer.unmatched.push(...result.unmatched);
  answer.duplicates.push(...result.duplicates);
  answer.ignored.push(...result.ignored);
}

export function importPayments(db: Db, files: UploadedFile[], userId: number): PaymentImportAnswer {
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
    importFile(db, file, found, userId, answer);
  }
  if (answer.failed.length > 0) {
    answer.code = 'badRequest';
    const messages = answer.failed.map((f) => f.message);
    answer.message = files.length > answer.failed.length ? `${messages.join(' ')} ${PAYMENT_TEXTS.othersProcessed}` : messages.join(' ');
  }
  return answer;
}
