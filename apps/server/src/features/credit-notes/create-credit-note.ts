// Cancels an invoice in whole or in part with a credit note ("Gutschrift", decision 027). Its
// number is gap-free per year like an invoice's: the year's highest sequence plus one, read
// and inserted under the year's lock. Under the invoice's lock the credit cannot pass what is
// left uncredited, and the invoice's paid state follows its new balance (settlePaidTime).
import { eq, max, sum } from 'drizzle-orm';
import { zurichToday } from '@tragkraft/domain';
import { CREDIT_NOTE_TEXTS, type CreateCreditNoteBody, type CreditNote } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { creditNoteLines, creditNotes } from '../../db/schema';
import { AppError, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice, invoiceNumberOf, linesOf } from '../invoices/invoice-target';
import { settlePaidTime } from '../invoices/invoice-balance';
import { creditNoteFigures } from './credit-note-totals';
import { creditNoteOf } from './list-credit-notes';

/** The yearly sequence of credit note numbers (taken before the invoice's lock). */
const creditNoteNumberLock = (year: number) => `credit-note-number:${year}`;

/** What the invoice's credit notes took so far. */
async function creditedSums(db: Pick<Db, 'select'>, invoiceId: number) {
  const [row] = await db
    .select({ subtotal: sum(creditNotes.subtotalRp), vat: sum(creditNotes.vatRp), total: sum(creditNotes.totalRp) })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return { subtotal: Number(row?.subtotal ?? 0), vat: Number(row?.vat ?? 0), total: Number(row?.total ?? 0) };
}

export async function createCreditNote(db: Db, invoiceId: number, body: CreateCreditNoteBody, userId: number, now: Date): Promise<CreditNote> {
  const reason = body.reason.trim();
  if (reason === '') throw new AppError(400, 'validation', CREDIT_NOTE_TEXTS.reasonMissing);
  const year = Number(zurichToday(now).slice(0, 4));
  const creditNoteId = await db.transaction(async (tx) => {
    await lockNames(tx, [creditNoteNumberLock(year), invoiceLock(invoiceId)]);
    const invoice = await findInvoice(tx, invoiceId);
    if (!invoice.invoiceSentTime) throw conflict(CREDIT_NOTE_TEXTS.notSent);
    const number = invoiceNumberOf(invoice);
    const figures = creditNoteFigures(
      { number, subtotal: invoice.subtotalRp, vat: invoice.vatRp, total: invoice.totalRp },
      await linesOf(tx, invoiceId),
      await creditedSums(tx, invoiceId),
      body.lines,
    );
    const [last] = await tx.select({ sequence: max(creditNotes.sequence) }).from(creditNotes).where(eq(creditNotes.year, year));
    const [note] = await tx
      .insert(creditNotes)
      .values({
        year,
        sequence: (last?.sequence ?? 0) + 1,
        invoiceId,
        reason,
        subtotalRp: figures.subtotal,
        vatRp: figures.vat,
        roundingRp: figures.rounding,
        totalRp: figures.total,
        creditTime: now.toISOString(),
        createdByUserId: userId,
      })
      .returning();
    await tx.insert(creditNoteLines).values(figures.lines.map((line, i) => ({ creditNoteId: note!.id, position: i + 1, description: line.description, vatRateBp: line.vatRateBp, totalRp: line.net })));
    const settled = await settlePaidTime(tx, invoice, now.toISOString());
    await recordAudit(tx, {
      userId,
      entity: 'invoice',
      entityId: invoiceId,
      action: 'creditNoteCreated',
      changes: {
        creditNoteNumber: invoiceNumberOf(note!),
        reason,
        amount: figures.total,
        ...(settled.invoicePaidTime !== invoice.invoicePaidTime ? { invoicePaidTime: { from: invoice.invoicePaidTime, to: settled.invoicePaidTime } } : {}),
      },
    });
    return note!.id;
  });
  return creditNoteOf(db, creditNoteId);
}

