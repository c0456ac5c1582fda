// Books the planned entries of one camt file in one transaction (all or nothing). A payment
// already stored under its key is a duplicate and books nothing.
import { eq } from 'drizzle-orm';
import type { IgnoredPayment, ImportFileTotals, PaymentImportAnswer, PaymentItem } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoices, payments } from '../../db/schema';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice } from '../invoices/invoice-target';
import { balanceOf, bookOnInvoice, itemOf } from './book-payment';
import type { FilePlan, PlannedPayment } from './camt-entries';
import { paymentKeyLock } from './payment-locks';
import { invoiceOfReference } from './payment-reference';
import { pace } from './pace';

export type FileResult = Pick<PaymentImportAnswer, 'matched' | 'unmatched' | 'duplicates' | 'ignored' | 'reversed' | 'warnings'> & { totals: ImportFileTotals };

/** The invoice id each reference of the file's payments carries (references of no invoice are left out). */
async function invoicesOfReferences(tx: Db, references: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const reference of new Set(references.filter(Boolean))) {
    await pace();
    const invoice = await invoiceOfReference(tx, reference);
    if (invoice) found.set(reference, invoice.id);
  }
  return found;
}

export async function importFile(db: Db, fileName: string, plan: FilePlan, userId: number): Promise<FileResult> {
  const result: FileResult = {
    matched: [],
    unmatched: [],
    duplicates: [],
    ignored: [],
    reversed: [],
    warnings: [],
    totals: { fileName, booked: 0, unassigned: 0, ignored: 0, reversed: 0, duplicates: 0, amount: 0 },
  };
  const ignore = (item: Omit<IgnoredPayment, 'fileName'>) => result.ignored.push({ fileName, ...item });
  const planned = plan.entries.flatMap((entry) => (entry.kind === 'credit' ? entry.payments : []));
  await db.transaction(async (tx) => {
    // The same file sent several times at once (also to two instances): each entry key is
    // checked and stored under its lock, and every invoice the file pays is locked before its
    // balance is read. One lockNames call takes them all in the same (sorted) order, so two
    // imports of overlapping files wait for each other instead of deadlocking. An invoice's id
    // never changes, so its reference is resolved before the locks.
    const invoiceIds = await invoicesOfReferences(tx, planned.filter((p) => p.setAside === null).map((p) => p.reference));
    await lockNames(tx, [...planned.map((p) => paymentKeyLock(p.key)), ...[...invoiceIds.values()].map(invoiceLock)]);

    async function store(payment: PlannedPayment): Promise<void> {
      await pace();
      const [existing] = await tx.select().from(payments).where(eq(payments.key, payment.key)).limit(1);
      if (existing) {
        const [invoice] = existing.invoiceId === null ? [] : await tx.select().from(invoices).where(eq(invoices.id, existing.invoiceId)).limit(1);
        result.duplicates.push(itemOf(existing, invoice, invoice ? await balanceOf(tx, invoice) : undefined));
        return;
      }
      const [stored] = await tx
        .insert(payments)
        .values({ invoiceId: null, amountRp: payment.amount, valueDate: payment.valueDate, reference: payment.reference, key: payment.key, fileName, debtor: payment.debtor })
        .returning();
      const invoiceId = payment.setAside === null ? invoiceIds.get(payment.reference) : undefined;
      // Read again under the lock (and after this file's earlier bookings): its paid state now.
      const invoice = invoiceId === undefined ? undefined : await findInvoice(tx, invoiceId);
      const item: PaymentItem = invoice ? await bookOnInvoice(tx, stored!, invoice, userId) : { ...itemOf(stored!, undefined, undefined), statusReason: payment.setAside };
      (invoice ? result.matched : result.unmatched).push(item);
    }

    for (const entry of plan.entries) {
      if (entry.kind === 'notBooked') ignore(entry.item);
      else if (entry.kind === 'debit') ignore({ reference: entry.payments[0]?.reference ?? '', amount: entry.entry.amount, currency: 'CHF', valueDate: entry.payments[0]?.valueDate ?? '', reason: 'Belastung (keine Gutschrift)' });
      else for (const payment of entry.payments) await store(payment);
    }
  });
  const stored = [...result.matched, ...result.unmatched];
  result.totals = {
    fileName,
    booked: result.matched.length,
    unassigned: result.unmatched.length,
    ignored: result.ignored.length,
    reversed: result.reversed.length,
    duplicates: result.duplicates.length,
    amount: stored.reduce((sum, item) => sum + item.amount, 0),
  };
  return result;
}
