// The PDF of a sent reminder, rendered from its row (amounts and date as sent) with the
// invoice's number and reference and the client's current billing address, like the invoice
// PDF. The mail queue renders it when the reminder mail goes out; the admin can download it.
import { and, eq, sql } from 'drizzle-orm';
import { formatIBAN, formatReference } from 'swissqrbill/utils';
import { invoiceDueDate, REMINDER_TITLES, zurichToday, type DunningRules, type ReminderLevel } from '@tragkraft/domain';
import { DUNNING_TEXTS } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { clients, invoiceReminders, invoices, orders, stages } from '../../db/schema';
import { buildQrBill, referenceFor } from '../../documents/qr-bill';
import { compactIban } from '../../documents/qr-bill-reference';
import { structuredAddress } from '../../documents/qr-bill-text';
import { recipientLines } from '../../documents/recipient-lines';
import { renderReminderPdf, type ReminderLetter } from '../../documents/reminder-pdf';
import { reminderFileName } from '../../messages/payment-reminder-mail';
import { notFound } from '../../plugins/errors';
import { invoiceNumberOf } from '../invoices/invoice-target';

export async function reminderPdf(db: Db, company: Company, rules: DunningRules, reminderId: number): Promise<{ content: Buffer; fileName: string }> {
  const [row] = await db
    .select({ reminder: invoiceReminders, invoice: invoices, clientName: clients.company, address: clients.address })
    .from(invoiceReminders)
    .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(invoiceReminders.id, reminderId))
    .limit(1);
  if (!row) throw notFound(DUNNING_TEXTS.reminderNotFound);
  const { reminder, invoice } = row;
  const level = reminder.level as ReminderLevel;
  const [previous] =
    level > 1
      ? await db
          .select({ date: invoiceReminders.reminderDate })
          .from(invoiceReminders)
          .where(and(eq(invoiceReminders.invoiceId, invoice.id), eq(invoiceReminders.level, level - 1)))
          .limit(1)
      : [];
  const number = invoiceNumberOf(invoice);
  const title = REMINDER_TITLES[level];
  const amount = reminder.openAmountRp + reminder.feeRp;
  const iban = compactIban(company.iban);
  const reference = referenceFor(iban, String(number));
  const invoiceDate = zurichToday(new Date(invoice.invoiceTime));
  const letter: ReminderLetter = {
    level,
    title,
    date: reminder.reminderDate,
    recipient: recipientLines(row.clientName, row.address),
    invoiceNumber: number,
    invoiceDate,
    dueDate: invoiceDueDate(invoiceDate, rules),
    total: invoice.totalRp,
    received: invoice.totalRp - reminder.openAmountRp,
    openAmount: reminder.openAmountRp,
    fee: reminder.feeRp,
    amount,
    previous: previous ? { title: REMINDER_TITLES[(level - 1) as ReminderLevel], date: previous.date } : null,
    account: { iban: formatIBAN(iban), reference: formatReference(reference.reference) },
  };
  // The same reference as the invoice, so the payments import books the payment on it.
  const bill = buildQrBill(company, {
    amount,
    referenceNumber: String(number),
    message: `${number} ${title}`,
    debtor: structuredAddress(row.clientName, row.address.split('\n')),
  });
  return { content: await renderReminderPdf(company, letter, bill), fileName: reminderFileName(row.clientName, number, level) };
}
