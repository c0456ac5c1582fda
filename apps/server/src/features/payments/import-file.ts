// Books the planned entries of one camt file in one transaction (all or nothing), decision 019:
// - a payment is the same only when account, bank reference, booking date and amount (and, in a
//   batch, the transaction) are the same: its key. A stored key is a duplicate ("Bereits importiert").
// - a camt.053 batch entry without details whose camt.054 details are stored is not booked again;
//   a camt.054 arriving after such a batch replaces it with its details, unless someone already
//   assigned or ignored it by hand (then the details are not booked, with a warning).
// - a debit that reverses a booked payment reverses it (reverse-payment.ts).
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { PAYMENT_TEXTS, type IgnoredPayment, type ImportFileTotals, type PaymentImportAnswer } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { payments } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice } from '../invoices/invoice-target';
import { bookOnInvoice, itemOf, type PaymentRow } from './book-payment';
import type { EntryIdentity, EntryPlan, FilePlan, PlannedPayment } from './camt-entries';
import { pace } from './pace';
import { paymentKeyLock } from './payment-locks';
import { describePayment } from './describe-payment';
import { invoiceIdsOfReferences } from './payment-reference';
import { reverseByDebit } from './reverse-payment';

export type FileResult = Pick<PaymentImportAnswer, 'matched' | 'unmatched' | 'duplicates' | 'ignored' | 'reversed' | 'warnings'> & { totals: ImportFileTotals };

/** What the booking of one file works with. */
export interface FileBooking {
  tx: Db;
  fileName: string;
  userId: number;
  /** Invoice id by reference, resolved (and locked) before booking. */
  invoiceIds: Map<string, number>;
  /** Stored payments by key: those the file may meet, and what it stored itself. */
  known: Map<string, PaymentRow>;
  result: FileResult;
  ignore(item: Omit<IgnoredPayment, 'fileName'>): void;
}

const CHUNK = 500;

async function storedByKeys(tx: Db, keys: string[]): Promise<Map<string, PaymentRow>> {
  const known = new Map<string, PaymentRow>();
  const unique = [...new Set(keys)];
  for (let at = 0; at < unique.length; at += CHUNK) {
    await pace();
    for (const row of await tx.select().from(payments).where(inArray(payments.key, unique.slice(at, at + CHUNK)))) known.set(row.key, row);
  }
  return known;
}

async function storeCredit(booking: FileBooking, entry: EntryIdentity, payment: PlannedPayment): Promise<void> {
  await pace();
  const { tx, result } = booking;
  const existing = booking.known.get(payment.key);
  if (existing) {
    result.duplicates.push(await describePayment(tx, existing));
    return;
  }
  const [stored] = await tx
    .insert(payments)
    .values({
      amountRp: payment.amount,
      valueDate: payment.valueDate,
      bookingDate: payment.bookingDate,
      reference: payment.reference,
      key: payment.key,
      fileName: booking.fileName,
      debtor: payment.debtor,
      accountIban: entry.account,
      bankReference: payment.bankReference,
      status: 'unassigned',
      statusReason: payment.setAside,
      chargesRp: payment.chargesRp,
      source: 'camt',
    })
    .returning();
  booking.known.set(payment.key, stored!);
  const invoiceId = payment.setAside === null ? booking.invoiceIds.get(payment.reference) : undefined;
  // Read again under the lock (and after this file's earlier bookings): its paid state now.
  const invoice = invoiceId === undefined ? undefined : await findInvoice(tx, invoiceId);
  if (invoice) result.matched.push(await bookOnInvoice(tx, stored!, invoice, booking.userId));
  else result.unmatched.push({ ...itemOf(stored!, undefined, undefined), statusReason: payment.setAside });
}

/** The stored details of a batch entry: payments of the same account, bank reference and booking date, other than the entry itself. */
async function detailsOf(tx: Db, entry: EntryIdentity): Promise<PaymentRow[]> {
  if (entry.bankReference === null) return [];
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountIban, entry.account), eq(payments.bankReference, entry.bankReference), eq(payments.bookingDate, entry.bookingDate), eq(payments.source, 'camt'), ne(payments.key, entry.wholeKey), isNull(payments.reversesPaymentId)));
}

async function bookCredit(booking: FileBooking, plan: Extract<EntryPlan, { kind: 'credit' }>): Promise<void> {
  const { tx, result, fileName } = booking;
  const { entry, payments: planned } = plan;
  if (plan.details === 'none') {
    const details = await detailsOf(tx, entry);
    if (details.length > 0) {
      booking.ignore({ reference: '', amount: entry.amount, currency: 'CHF', valueDate: planned[0]!.valueDate, reason: PAYMENT_TEXTS.batchDetailed(details.length) });
      return;
    }
  }
  const batch = plan.details === 'listed' ? booking.known.get(entry.wholeKey) : undefined;
  if (batch && !planned.some((payment) => payment.key === entry.wholeKey)) {
    // The day statement's batch came first. Untouched, it gives way to its details; handled by
    // hand, the person's decision stands and the details are not booked.
    if (batch.status !== 'unassigned') {
      for (const payment of planned) booking.ignore({ reference: payment.reference, amount: payment.amount, currency: 'CHF', valueDate: payment.valueDate, reason: PAYMENT_TEXTS.batchHandledByHand });
      result.warnings.push({ fileName, message: PAYMENT_TEXTS.batchHandledWarning(batch.fileName, batch.amountRp, batch.bookingDate ?? batch.valueDate) });
      return;
    }
    await tx.delete(payments).where(and(eq(payments.id, batch.id), eq(payments.status, 'unassigned')));
    booking.known.delete(entry.wholeKey);
    await recordAudit(tx, {
      userId: booking.userId,
      entity: 'payment',
      entityId: batch.id,
      action: 'paymentReplacedByDetails',
      changes: { fileName: batch.fileName, amount: batch.amountRp, bookingDate: batch.bookingDate, bankReference: batch.bankReference, replacedBy: fileName, details: planned.length },
    });
    result.warnings.push({ fileName, message: PAYMENT_TEXTS.batchReplaced(batch.fileName, planned.length) });
  }
  for (const payment of planned) await storeCredit(booking, entry, payment);
}

function totalsOf(fileName: string, result: FileResult): ImportFileTotals {
  return {
    fileName,
    booked: result.matched.length,
    unassigned: result.unmatched.length,
    ignored: result.ignored.length,
    reversed: result.reversed.length,
    duplicates: result.duplicates.length,
    amount: [...result.matched, ...result.unmatched].reduce((sum, item) => sum + item.amount, 0),
  };
}

export async function importFile(db: Db, fileName: string, plan: FilePlan, userId: number): Promise<FileResult> {
  const result: FileResult = { matched: [], unmatched: [], duplicates: [], ignored: [], reversed: [], warnings: [], totals: { fileName, booked: 0, unassigned: 0, ignored: 0, reversed: 0, duplicates: 0, amount: 0 } };
  const planned = plan.entries.flatMap((entry) => (entry.kind === 'notBooked' ? [] : entry.payments));
  const wholeKeys = plan.entries.flatMap((entry) => (entry.kind === 'credit' ? [entry.entry.wholeKey] : []));
  await db.transaction(async (tx) => {
    // The same file sent several times at once (also to two instances), or the camt.053 and
    // the camt.054 of one batch: each key (and each entry's key) is checked and stored under its
    // lock, and every invoice the file pays is locked before its balance is read. One lockNames
    // call takes them all in the same (sorted) order, so two imports of overlapping files wait
    // for each other instead of deadlocking. An invoice's id never changes, so its reference is
    // resolved before the locks.
    const invoiceIds = await invoiceIdsOfReferences(tx, planned.map((payment) => payment.reference).filter(Boolean));
    await lockNames(tx, [...planned.map((payment) => paymentKeyLock(payment.key)), ...wholeKeys.map(paymentKeyLock), ...[...invoiceIds.values()].map(invoiceLock)]);
    const booking: FileBooking = {
      tx,
      fileName,
      userId,
      invoiceIds,
      known: await storedByKeys(tx, [...planned.map((payment) => payment.key), ...wholeKeys]),
      result,
      ignore: (item) => result.ignored.push({ fileName, ...item }),
    };
    for (const entry of plan.entries) {
      if (entry.kind === 'notBooked') booking.ignore(entry.item);
      else if (entry.kind === 'credit') await bookCredit(booking, entry);
      else await reverseByDebit(booking, entry);
    }
  });
  result.totals = totalsOf(fileName, result);
  return result;
}
