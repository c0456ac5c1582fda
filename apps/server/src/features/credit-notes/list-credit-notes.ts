// An invoice's credit notes as the office sees them (invoice modal, history), newest last.
import { asc, eq, inArray } from 'drizzle-orm';
import { CREDIT_NOTE_TEXTS, type CreditNote, type CreditNoteList } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { creditNoteLines, creditNotes, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { findInvoice, invoiceNumberOf } from '../invoices/invoice-target';

type Reader = Pick<Db, 'select'>;

async function answers(db: Reader, rows: { note: typeof creditNotes.$inferSelect; firstName: string | null; lastName: string | null }[]): Promise<CreditNote[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, rows.map((row) => row.note.id)))
    .orderBy(asc(creditNoteLines.creditNoteId), asc(creditNoteLines.position));
  return rows.map(({ note, firstName, lastName }) => ({
    creditNoteId: note.id,
    number: invoiceNumberOf(note),
    invoiceId: note.invoiceId,
    reason: note.reason,
    creditTime: note.creditTime,
    lines: lines.filter((line) => line.creditNoteId === note.id).map((line) => ({ description: line.description, net: line.totalRp, vatRateBp: line.vatRateBp })),
    totals: { subtotal: note.subtotalRp, vat: note.vatRp, rounding: note.roundingRp, total: note.totalRp },
    createdBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
}

const SELECTED = { note: creditNotes, firstName: users.firstName, lastName: users.lastName };

async function creditNotesOfInvoice(db: Reader, invoiceId: number): Promise<CreditNote[]> {
  const rows = await db.select(SELECTED).from(creditNotes).leftJoin(users, eq(users.id, creditNotes.createdByUserId)).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.id));
  return answers(db, rows);
}

export async function creditNoteOf(db: Reader, creditNoteId: number): Promise<CreditNote> {
  const rows = await db.select(SELECTED).from(creditNotes).leftJoin(users, eq(users.id, creditNotes.createdByUserId)).where(eq(creditNotes.id, creditNoteId)).limit(1);
  const [note] = await answers(db, rows);
  if (!note) throw notFound(CREDIT_NOTE_TEXTS.notFound);
  return note;
}

export async function listCreditNotes(db: Reader, invoiceId: number): Promise<CreditNoteList> {
  const invoice = await findInvoice(db, invoiceId);
  const creditNotes = await creditNotesOfInvoice(db, invoiceId);
  return { creditNotes, uncredited: Math.max(0, invoice.totalRp - creditNotes.reduce((total, note) => total + note.totals.total, 0)) };
}
