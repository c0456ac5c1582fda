// The invoice journal (decision 027): every sent invoice with client, order, dates, paid, open
// and a status derived from its balance: cancelled when credit notes cover the total, written
// off when a write-off closed it, paid
// when nothing is open, partly paid when something was received, reminded when a reminder
// went out, else sent. Unsent invoices are drafts of the invoice modal, not in the journal.
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { invoiceDueDate, settledState, zurichToday, type DunningRules } from '@tragkraft/domain';
import type { InvoiceJournal, InvoiceJournalQuery, InvoiceJournalRow, InvoiceJournalStatus } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, invoiceReminders, invoices, orders, stages } from '../../db/schema';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { balanceFrom, NOTHING_RECEIVED, receivedByInvoice, type Received } from '../invoices/received';

type Reader = Pick<Db, 'select'>;

function journalStatus(total: number, got: Received, reminded: boolean): InvoiceJournalStatus {
  const balance = balanceFrom({ totalRp: total }, got);
  if (balance.openAmount === 0 || (got.credited > 0 && got.credited >= total)) return settledState(total, got.credited, got.writtenOff);
  if (balance.paidAmount > 0) return 'partlyPaid';
  return reminded ? 'reminded' : 'sent';
}

/** Instants on or after the Zurich day `from` (a day starts at most 2 h before UTC midnight). */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`).getTime() - 2 * 3_600_000;

function matches(row: InvoiceJournalRow, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === '') return true;
  return [String(row.invoiceNumber), row.clientName, row.orderNumber, String(row.orderId)].some((text) => text.toLowerCase().includes(needle));
}

export async function listInvoices(db: Reader, rules: Pick<DunningRules, 'dueDays'>, query: InvoiceJournalQuery): Promise<InvoiceJournal> {
  // A coarse filter in SQL on the instant (a day's margin), the exact Zurich date below.
  const conditions = [isNotNull(invoices.invoiceSentTime)];
  if (query.from) conditions.push(gte(invoices.invoiceTime, new Date(dayStart(query.from)).toISOString()));
  if (query.to) conditions.push(lte(invoices.invoiceTime, new Date(dayStart(query.to) + 28 * 3_600_000).toISOString()));
  const found = await db
    .select({ invoice: invoices, clientId: clients.id, clientName: clients.company, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(invoices)
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(...conditions))
    .orderBy(asc(invoices.year), asc(invoices.sequence));
  const ids = found.map((row) => row.invoice.id);
  const received = await receivedByInvoice(db, ids);
  const reminded = new Set(
    ids.length === 0 ? [] : (await db.select({ id: invoiceReminders.invoiceId }).from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, ids))).map((row) => row.id),
  );
  const rows: InvoiceJournalRow[] = [];
  for (const row of found) {
    const invoiceDate = zurichToday(new Date(row.invoice.invoiceTime));
    if ((query.from && invoiceDate < query.from) || (query.to && invoiceDate > query.to)) continue;
    const got = received.get(row.invoice.id) ?? NOTHING_RECEIVED;
    const balance = balanceFrom(row.invoice, got);
    const entry: InvoiceJournalRow = {
      invoiceId: row.invoice.id,
      invoiceNumber: invoiceNumberOf(row.invoice),
      clientId: row.clientId,
      clientName: row.clientName,
      orderId: row.orderId,
      orderNumber: row.orderNumber ?? '',
      stageId: row.invoice.stageId,
      invoiceDate,
      dueDate: invoiceDueDate(invoiceDate, rules),
      total: row.invoice.totalRp,
      paid: balance.paidAmount,
      credited: balance.credited,
      open: balance.openAmount,
      status: journalStatus(row.invoice.totalRp, got, reminded.has(row.invoice.id)),
    };
    if (query.status && entry.status !== query.status) continue;
    if (query.q && !matches(entry, query.q)) continue;
    rows.push(entry);
  }
  const sum = (pick: (row: InvoiceJournalRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return { rows, sums: { total: sum((r) => r.total), paid: sum((r) => r.paid), credited: sum((r) => r.credited), open: sum((r) => r.open) } };
}
