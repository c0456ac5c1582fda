// The payment reminder mail of the reminder run (Zahlungserinnerung, 1. and 2. Mahnung): the
// open amount, the fee and the payment term, with the reminder PDF (QR-bill) rendered from
// the stored reminder when the mail is sent.
import { formatChf, formatDate, invoiceFileName, REMINDER_TITLES, type ReminderLevel, type ReminderProposal } from '@tragkraft/domain';
import type { OpenItem } from '@tragkraft/sync-protocol';
import type { Company } from '../config';
import { REMINDER_PAYMENT_DAYS } from '../documents/reminder-pdf';
import { CONTENT_TYPES } from '../plugins/file-reply';
import type { QueuedMail } from '../plugins/mail-queue';

/** The mail queue's render kind of a reminder PDF (registered by the dunning routes). */
export const REMINDER_PDF = 'reminderPdf';

const FILE_SUFFIX: Record<ReminderLevel, string> = { 1: 'Zahlungserinnerung', 2: 'Mahnung1', 3: 'Mahnung2' };

export const reminderFileName = (clientName: string, invoiceNumber: number, level: ReminderLevel) =>
  `${invoiceFileName(clientName, invoiceNumber)}-${FILE_SUFFIX[level]}.pdf`;

type ReminderFacts = Pick<OpenItem, 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'openAmount' | 'clientName'>;

export function paymentReminderMail(company: Company, item: ReminderFacts, due: ReminderProposal, to: string[], reminderId: number): QueuedMail {
  const title = REMINDER_TITLES[due.level];
  const fee = due.fee > 0 ? ` (inklusive Mahngebühr CHF ${formatChf(due.fee)})` : '';
  return {
    to,
    subject: `${title} zu Rechnung Nr. ${item.invoiceNumber} – ${company.name}`,
    text: [
      'Guten Tag',
      '',
      `Unsere Rechnung Nr. ${item.invoiceNumber} vom ${formatDate(item.invoiceDate)}, fällig am ${formatDate(item.dueDate)}, ist mit CHF ${formatChf(item.openAmount)} noch offen.`,
      `Im Anhang erhalten Sie unsere ${title} über CHF ${formatChf(due.amount)}${fee} mit dem QR-Zahlteil. Bitte begleichen Sie den Betrag innert ${REMINDER_PAYMENT_DAYS} Tagen.`,
      '',
      'Sollte sich Ihre Zahlung mit dieser Nachricht gekreuzt haben, betrachten Sie sie bitte als gegenstandslos.',
      '',
      'Freundliche Grüsse',
      company.name,
    ].join('\n'),
    attachments: [
      { filename: reminderFileName(item.clientName, item.invoiceNumber, due.level), contentType: CONTENT_TYPES.pdf, render: { kind: REMINDER_PDF, args: { reminderId } } },
    ],
  };
}
