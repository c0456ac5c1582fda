// The history of one invoice (issue 28 section 3), gathered from the rows that record each step:
// the invoice (created, sent), its payment allocations with their payments, its credit notes,
// credit transfers from and to it, its reminders, the mails of the queue that carry its PDF or
// one of its reminders, and the audit log for what leaves no row behind (a payment reversed or
// unassigned loses its allocation; the audit entry written then keeps amount and date).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { reminderLevelText, zurichToday } from '@tragkraft/domain';
import type { InvoiceHistory, InvoiceHistoryEvent } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { auditLog, creditNotes, creditTransfers, invoiceReminders, invoices, invoiceWriteOffs, mailQueue, paymentAllocations, payments } from '../../db/schema';
import { findInvoice, invoiceNumberOf } from '../invoices/invoice-target';

type Timed = InvoiceHistoryEvent & { at: string };

const dayOf = (instant: string) => zurichToday(new Date(instant));

const event = (values: Partial<InvoiceHistoryEvent> & Pick<InvoiceHistoryEvent, 'kind' | 'date' | 'text'>, at: string): Timed => ({
  amount: null,
  fee: null,
  source: null,
  status: null,
  fileName: null,
  paymentId: null,
  reminderId: null,
  creditNoteId: null,
  ...values,
  at,
});

const STATUS_TEXTS = { assigned: '', unassigned: ' (nicht mehr zugeordnet)', ignored: ' (ignoriert)', reversed: ' (storniert durch die Bank)' } as const;

async function paymentEvents(db: Db, invoiceId: number): Promise<Timed[]> {
  const rows = await db
    .select({ allocation: paymentAllocations, payment: payments })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(eq(paymentAllocations.invoiceId, invoiceId));
  return rows.map(({ allocation, payment }) => {
    const date = payment.bookingDate || payment.valueDate;
    const origin = payment.source === 'manual' ? 'Zahlung von Hand erfasst' : `Zahlung aus Bankdatei ${payment.fileName}`;
    return event(
      {
        kind: 'payment',
        date,
        text: `${origin}${payment.debtor ? `, von ${payment.debtor}` : ''}${STATUS_TEXTS[payment.status]}`,
        amount: allocation.amountRp,
        fee: allocation.feeRp,
        source: payment.source,
        status: payment.status,
        fileName: payment.fileName || null,
        paymentId: payment.id,
      },
      allocation.createdAt,
    );
  });
}

/** Reversals and unassignments: their allocations are gone, the audit log kept what they were. */
async function auditEvents(db: Db, invoiceId: number): Promise<Timed[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoiceId)), inArray(auditLog.action, ['paymentReversed', 'paymentUnassigned'])));
  // A reversed payment lost its allocation: it is listed from its own row, beside its reversal.
  const reversedIds = rows.flatMap((row) => (row.action === 'paymentReversed' && typeof (row.changes as { paymentId?: unknown } | null)?.paymentId === 'number' ? [(row.changes as { paymentId: number }).paymentId] : []));
  const originals = reversedIds.length === 0 ? [] : await db.select().from(payments).where(inArray(payments.id, reversedIds));
  const originalEvents = originals.map((payment) =>
    event(
      {
        kind: 'payment',
        date: payment.bookingDate || payment.valueDate,
        text: `Zahlung aus Bankdatei ${payment.fileName}${payment.debtor ? `, von ${payment.debtor}` : ''}${STATUS_TEXTS[payment.status]}`,
        amount: payment.amountRp,
        fee: 0,
        source: payment.source,
        status: payment.status,
        fileName: payment.fileName || null,
        paymentId: payment.id,
      },
      payment.createdAt,
    ),
  );
  return [...originalEvents, ...rows.map((row) => {
    const changes = (row.changes ?? {}) as { paymentId?: number; amount?: number; bookingDate?: string; fileName?: string };
    const reversed = row.action === 'paymentReversed';
    return event(
      {
        kind: reversed ? 'reversal' : 'unassigned',
        date: reversed && changes.bookingDate ? changes.bookingDate : dayOf(row.createdAt),
        text: reversed ? `Zahlung von der Bank zurückgebucht${changes.fileName ? ` (${changes.fileName})` : ''}` : 'Zuordnung einer Zahlung aufgehoben',
        amount: typeof changes.amount === 'number' ? -changes.amount : null,
        fileName: reversed ? (changes.fileName ?? null) : null,
        paymentId: changes.paymentId ?? null,
      },
      row.createdAt,
    );
  })];
}

async function creditEvents(db: Db, invoiceId: number): Promise<Timed[]> {
  const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
  const writeOffs = await db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoiceId));
  const transfers = await db
    .select({ transfer: creditTransfers, to: { year: invoices.year, sequence: invoices.sequence } })
    .from(creditTransfers)
    .leftJoin(invoices, eq(invoices.id, creditTransfers.toInvoiceId))
    .where(or(eq(creditTransfers.fromInvoiceId, invoiceId), eq(creditTransfers.toInvoiceId, invoiceId)));
  const fromIds = transfers.filter((t) => t.transfer.toInvoiceId === invoiceId).map((t) => t.transfer.fromInvoiceId);
  const fromNumbers = new Map(
    (fromIds.length === 0 ? [] : await db.select().from(invoices).where(inArray(invoices.id, fromIds))).map((row) => [row.id, invoiceNumberOf(row)]),
  );
  return [
    ...notes.map((note) =>
      event(
        { kind: 'creditNote', date: dayOf(note.creditTime), text: `Gutschrift Nr. ${note.year * 10000 + note.sequence}: ${note.reason}`, amount: -note.totalRp, creditNoteId: note.id },
        note.createdAt,
      ),
    ),
    ...writeOffs.map((row) => event({ kind: 'writeOff', date: row.writeOffDate, text: `Abgeschrieben (Verlust): ${row.reason}`, amount: -row.amountRp }, row.createdAt)),
    ...transfers.map(({ transfer, to }) => {
      const note = transfer.note ? `: ${transfer.note}` : '';
      if (transfer.kind === 'refund') return event({ kind: 'refund', date: transfer.transferDate, text: `Guthaben zurückbezahlt${note}`, amount: -transfer.amountRp }, transfer.createdAt);
      if (transfer.fromInvoiceId === invoiceId)
        return event({ kind: 'offsetOut', date: transfer.transferDate, text: `Guthaben verrechnet mit Rechnung Nr. ${to ? invoiceNumberOf(to) : '–'}`, amount: -transfer.amountRp }, transfer.createdAt);
      return event(
        { kind: 'offsetIn', date: transfer.transferDate, text: `Guthaben von Rechnung Nr. ${fromNumbers.get(transfer.fromInvoiceId) ?? '–'} verrechnet`, amount: transfer.amountRp },
        transfer.createdAt,
      );
    }),
  ];
}

async function reminderEvents(db: Db, invoiceId: number): Promise<{ events: Timed[]; ids: number[] }> {
  const rows = await db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));
  const events = rows.map((row) =>
    event(
      {
        kind: 'reminder',
        date: row.reminderDate,
        text: `${reminderLevelText(row.level)}${row.sentTo ? ` an ${row.sentTo}` : ' (zum Ausdrucken)'}`,
        amount: row.openAmountRp,
        fee: row.feeRp,
        reminderId: row.id,
      },
      row.createdAt,
    ),
  );
  return { events, ids: rows.map((row) => row.id) };
}

interface QueuedMessage {
  to?: string | string[];
  subject?: string;
}

/**
 * The mails that carry the invoice's PDF or one of its reminders (their attachments name the
 * invoice or reminder they render). The JSON is matched as text: SQLite stores it compact,
 * PostgreSQL's jsonb prints a space after the colon.
 */
async function mailEvents(db: Db, invoiceId: number, reminderIds: number[]): Promise<Timed[]> {
  const keys = [`"invoiceId":${invoiceId}}`, ...reminderIds.map((id) => `"reminderId":${id}}`)];
  const patterns = keys.flatMap((key) => [`%${key}%`, `%${key.replace(':', ': ')}%`]);
  const rows = await db
    .select()
    .from(mailQueue)
    .where(or(...patterns.map((pattern) => sql`cast(${mailQueue.message} as text) like ${pattern}`)))
    .orderBy(asc(mailQueue.id));
  return rows.map((row) => {
    const message = row.message as QueuedMessage;
    const to = Array.isArray(message.to) ? message.to.join(', ') : (message.to ?? '');
    const state = row.sentAt ? '' : row.lastError ? ' (noch nicht zugestellt, wird wiederholt)' : ' (wartet auf den Versand)';
    return event({ kind: 'mail', date: dayOf(row.sentAt ?? row.createdAt), text: `E-Mail «${message.subject ?? ''}» an ${to}${state}` }, row.createdAt);
  });
}

export async function invoiceHistory(db: Db, invoiceId: number): Promise<InvoiceHistory> {
  const invoice = await findInvoice(db, invoiceId);
  const reminders = await reminderEvents(db, invoiceId);
  const events: Timed[] = [
    event({ kind: 'created', date: dayOf(invoice.invoiceTime), text: 'Rechnung erstellt', amount: invoice.totalRp }, invoice.invoiceTime),
    ...(invoice.invoiceSentTime ? [event({ kind: 'sent', date: dayOf(invoice.invoiceSentTime), text: `Rechnung versandt${invoice.sentTo ? ` an ${invoice.sentTo}` : ''}` }, invoice.invoiceSentTime)] : []),
    ...(await paymentEvents(db, invoiceId)),
    ...(await auditEvents(db, invoiceId)),
    ...(await creditEvents(db, invoiceId)),
    ...reminders.events,
    ...(await mailEvents(db, invoiceId, reminders.ids)),
  ];
  // By day, then by when it was recorded (a payment of the same day after the reminder it answers).
  events.sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at));
  return { invoiceId, invoiceNumber: invoiceNumberOf(invoice), events: events.map(({ at: _at, ...rest }) => rest) };
}
