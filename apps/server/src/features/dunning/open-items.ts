// Open items: every sent invoice not marked paid whose payments leave something open, with its
// client, due date, days overdue and the reminder level reached. Received is the sum of the
// payments booked on it (decision 019); an invoice marked paid never appears (decision 022).
// Each item names the Mahnsperre it is under, if any (dunning-blocks.ts).
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { daysOverdue, invoiceDueDate, zurichToday, type DunningRules, type ReminderLevel, type ReminderSent } from '@tragkraft/domain';
import type { OpenItem } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, invoiceReminders, invoices, orders, stages } from '../../db/schema';
import { balanceFrom, NOTHING_RECEIVED, receivedByInvoice } from '../invoices/received';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { blocksInForce } from './dunning-blocks';

type InvoiceRow = typeof invoices.$inferSelect;

/** An open item with what the reminder needs besides the list's fields. */
export interface OpenItemDetail extends OpenItem {
  invoice: InvoiceRow;
  clientAddress: string;
  invoiceEmail: string;
  lastReminder: ReminderSent | null;
}

/** Sent, not marked paid; optionally one invoice. */
function unpaidSent(invoiceId?: number): SQL {
  return and(isNotNull(invoices.invoiceSentTime), isNull(invoices.invoicePaidTime), invoiceId === undefined ? undefined : eq(invoices.id, invoiceId))!;
}

/** The last reminder of each invoice, and the sum of the fees its reminders charged. */
async function lastRemindersByInvoice(db: Db, where: SQL): Promise<{ last: Map<number, ReminderSent>; fees: Map<number, number> }> {
  const rows = await db
    .select({ invoiceId: invoiceReminders.invoiceId, level: invoiceReminders.level, date: invoiceReminders.reminderDate, fee: invoiceReminders.feeRp })
    .from(invoiceReminders)
    .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
    .where(where);
  const last = new Map<number, ReminderSent>();
  const fees = new Map<number, number>();
  for (const row of rows) {
    fees.set(row.invoiceId, (fees.get(row.invoiceId) ?? 0) + row.fee);
    const known = last.get(row.invoiceId);
    if (!known || row.level > known.level) last.set(row.invoiceId, { level: row.level as ReminderLevel, date: row.date });
  }
  return { last, fees };
}

/** The open items on `today`, the earliest due date (longest overdue) first, then by number. */
export async function openItemDetails(db: Db, rules: DunningRules, today: string, invoiceId?: number): Promise<OpenItemDetail[]> {
  const where = unpaidSent(invoiceId);
  const rows = await db
    .select({ invoice: invoices, clientId: clients.id, clientName: clients.company, clientAddress: clients.address, invoiceEmail: clients.invoiceEmail })
    .from(invoices)
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(asc(invoices.year), asc(invoices.sequence));
  if (rows.length === 0) return [];
  const received = await receivedByInvoice(db, rows.map((row) => row.invoice.id));
  const { last: reminders, fees } = await lastRemindersByInvoice(db, where);
  const blocks = await blocksInForce(db, today);
  const items: OpenItemDetail[] = [];
  for (const row of rows) {
    const got = received.get(row.invoice.id) ?? NOTHING_RECEIVED;
    const { openAmount, paidAmount } = balanceFrom(row.invoice, got);
    if (openAmount <= 0) continue;
    const invoiceDate = zurichToday(new Date(row.invoice.invoiceTime));
    const dueDate = invoiceDueDate(invoiceDate, rules);
    const lastReminder = reminders.get(row.invoice.id) ?? null;
    items.push({
      invoiceId: row.invoice.id,
      invoiceNumber: invoiceNumberOf(row.invoice),
      clientId: row.clientId,
      clientName: row.clientName,
      invoiceDate,
      dueDate,
      total: row.invoice.totalRp,
      received: paidAmount,
      openAmount,
      fees: fees.get(row.invoice.id) ?? 0,
      feesPaid: got.fees,
      daysOverdue: daysOverdue(dueDate, today),
      reminderLevel: lastReminder?.level ?? 0,
      lastReminderDate: lastReminder?.date ?? null,
      block: blocks.of(row.invoice.id, row.clientId),
      invoice: row.invoice,
      clientAddress: row.clientAddress,
      invoiceEmail: row.invoiceEmail,
      lastReminder,
    });
  }
  return items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber - b.invoiceNumber);
}

/** The list's fields only (the answer schema drops the rest anyway; this keeps it explicit). */
export function openItemOf(detail: OpenItemDetail): OpenItem {
  const { invoice: _invoice, clientAddress: _address, invoiceEmail: _email, lastReminder: _last, ...item } = detail;
  return item;
}
