// The payments journal ("Zahlungen", issue 28): every imported or manual payment with where it
// went, filtered by status and booking date, searched, newest first, bounded, with the sum of
// everything that matches (not only of the rows shown).
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { PAYMENT_TEXTS, type PaymentJournal, type PaymentJournalEntry, type PaymentJournalQuery } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { invoices, paymentAllocations, payments } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { invoiceNumberOf } from '../invoices/invoice-target';
import type { PaymentRow } from './book-payment';

const JOURNAL_LIMIT = 500;

type Reader = Pick<Db, 'select'>;

/** "1'234.50", "1234,5", "75" -> Rappen; anything else is no amount. */
function amountOfSearch(q: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(q.replace(/['’\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The invoice number (year*10000+sequence) of an allocation's invoice, in SQL. */
const invoiceNumberSql = sql`(${invoices.year} * 10000 + ${invoices.sequence})`;

function searchOf(q: string): SQL {
  const text = `%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const like = (column: typeof payments.debtor | typeof payments.reference | typeof payments.fileName) => sql`lower(coalesce(${column}, '')) like ${text} escape '\\'`;
  const matches: SQL[] = [like(payments.debtor), like(payments.reference), like(payments.fileName)];
  const digits = q.replace(/\s/g, '');
  if (/^\d{1,12}$/.test(digits)) {
    // The QR reference is stored without blanks; an invoice number is matched through the allocations.
    matches.push(sql`${payments.reference} like ${`%${digits}%`}`);
    matches.push(
      sql`exists (select 1 from ${paymentAllocations} join ${invoices} on ${invoices.id} = ${paymentAllocations.invoiceId} where ${paymentAllocations.paymentId} = ${payments.id} and ${invoiceNumberSql} = ${Number(digits)})`,
    );
  }
  const amount = amountOfSearch(q);
  if (amount !== null) matches.push(eq(payments.amountRp, amount));
  return or(...matches)!;
}

function whereOf(query: PaymentJournalQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw badRequest(PAYMENT_TEXTS.fromAfterTo);
  const q = query.q?.trim() ?? '';
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.from ? gte(payments.bookingDate, query.from) : undefined,
    query.to ? lte(payments.bookingDate, query.to) : undefined,
    q ? searchOf(q) : undefined,
  );
}

/** The journal rows of stored payments, each with its allocations (invoice number, amount, fee). */
async function journalEntries(db: Reader, rows: PaymentRow[]): Promise<PaymentJournalEntry[]> {
  const ids = rows.map((row) => row.id);
  const allocations =
    ids.length === 0
      ? []
      : await db
          .select({ paymentId: paymentAllocations.paymentId, invoice: { id: invoices.id, year: invoices.year, sequence: invoices.sequence }, amount: paymentAllocations.amountRp, fee: paymentAllocations.feeRp })
          .from(paymentAllocations)
          .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
          .where(inArray(paymentAllocations.paymentId, ids))
          .orderBy(asc(paymentAllocations.id));
  return rows.map((row) => ({
    paymentId: row.id,
    bookingDate: row.bookingDate || row.valueDate,
    valueDate: row.valueDate,
    amount: row.amountRp,
    debtor: row.debtor,
    reference: row.reference,
    fileName: row.fileName,
    source: row.source,
    status: row.status,
    statusReason: row.statusReason,
    allocations: allocations
      .filter((a) => a.paymentId === row.id)
      .map((a) => ({ invoiceId: a.invoice.id, invoiceNumber: invoiceNumberOf(a.invoice), amount: a.amount, fee: a.fee })),
  }));
}

export async function journalEntryOf(db: Reader, paymentId: number): Promise<PaymentJournalEntry> {
  const rows = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return (await journalEntries(db, rows))[0]!;
}

export async function paymentJournal(db: Reader, query: PaymentJournalQuery): Promise<PaymentJournal> {
  const where = whereOf(query);
  const rows = await db.select().from(payments).where(where).orderBy(desc(payments.bookingDate), desc(payments.id)).limit(JOURNAL_LIMIT);
  const [totals] = await db.select({ count: count(), total: sum(payments.amountRp) }).from(payments).where(where);
  const [worklist] = await db.select({ count: count() }).from(payments).where(eq(payments.status, 'unassigned'));
  const matching = Number(totals?.count ?? 0);
  return {
    entries: await journalEntries(db, rows),
    count: matching,
    total: Number(totals?.total ?? 0),
    truncated: matching > rows.length,
    limit: JOURNAL_LIMIT,
    unassignedCount: Number(worklist?.count ?? 0),
  };
}
