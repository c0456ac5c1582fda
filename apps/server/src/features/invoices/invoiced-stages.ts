// Hours and report of a billed stage are final (issue 28, decision 027): once its invoice is
// sent, nobody changes them (operator report, client "Stunden ändern", admin edit or
// completion) until credit notes cancel the invoice in full. An unsent invoice is re-created
// from the corrected figures instead, so it does not lock. A site-service order is billed as a
// whole: its invoice locks every stage of the order.
import { and, inArray, isNotNull, isNull, or, sum } from 'drizzle-orm';
import { INVOICED_STAGE_TEXT } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { creditNotes, invoices, stages } from '../../db/schema';
import { conflict } from '../../plugins/errors';

type Reader = Pick<Db, 'select'>;

/**
 * The invoices among `rows` that still stand: not cancelled in full by credit notes. A
 * cancelled invoice no longer bills its stages; they may get a new invoice (decision 027).
 */
export async function standingInvoices<T extends { id: number; totalRp: number }>(db: Reader, rows: T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const credited = await db
    .select({ invoiceId: creditNotes.invoiceId, total: sum(creditNotes.totalRp) })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, rows.map((invoice) => invoice.id)))
    .groupBy(creditNotes.invoiceId);
  const creditedOf = new Map(credited.map((row) => [row.invoiceId, Number(row.total ?? 0)]));
  return rows.filter((invoice) => (creditedOf.get(invoice.id) ?? 0) < invoice.totalRp);
}

/** The stages among `stageIds` whose sent invoice is not cancelled in full. */
async function lockedStages(db: Reader, stageIds: number[]): Promise<number[]> {
  if (stageIds.length === 0) return [];
  const rows = await db.select({ id: stages.id, orderId: stages.orderId }).from(stages).where(inArray(stages.id, stageIds));
  if (rows.length === 0) return [];
  const billed = await db
    .select({ id: invoices.id, stageId: invoices.stageId, orderId: invoices.serviceOrderId, totalRp: invoices.totalRp })
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.invoiceSentTime),
        or(inArray(invoices.stageId, rows.map((row) => row.id)), and(isNull(invoices.stageId), inArray(invoices.serviceOrderId, rows.map((row) => row.orderId)))),
      ),
    );
  if (billed.length === 0) return [];
  const open = await standingInvoices(db, billed);
  return rows.filter((row) => open.some((invoice) => invoice.stageId === row.id || (invoice.stageId === null && invoice.orderId === row.orderId))).map((row) => row.id);
}

/** Refuses (409) when any of the stages is billed by an invoice that still stands. */
export async function assertNotInvoiced(db: Reader, stageIds: number[]): Promise<void> {
  if ((await lockedStages(db, stageIds)).length > 0) throw conflict(INVOICED_STAGE_TEXT);
}
