// A payment reminder as PDF (Zahlungserinnerung, 1. Mahnung, 2. Mahnung): the company's
// letterhead like the invoice, the text of its level, the invoice's open amount plus the fee,
// and a new QR-bill payment part for that sum with the invoice's own reference (decision 022).
import { formatChf, formatDate, type ReminderLevel } from '@tragkraft/domain';
import type { Company } from '../config';
import { amountRow, CONTENT_WIDTH, MARGIN, PAGE_WIDTH, startLetter, toBuffer } from './pdf-letter';
import { attachQrBill, qrBillFits, type QrBill } from './qr-bill';
import { queuedPdfRender } from '../limits/render-queue';

/** The reminder asks for payment within this many days. */
export const REMINDER_PAYMENT_DAYS = 10;

export interface ReminderLetter {
  level: ReminderLevel;
  title: string;
  /** The reminder's date, yyyy-mm-dd. */
  date: string;
  recipient: string[];
  invoiceNumber: number;
  invoiceDate: string;
  dueDate: string;
  total: number;
  received: number;
  openAmount: number;
  fee: number;
  amount: number;
  /** The earlier reminder this one follows (levels 2 and 3). */
  previous: { title: string; date: string } | null;
  account: { iban: string; reference: string };
}

function opening(letter: ReminderLetter): string[] {
  const since = letter.previous ? ` trotz unserer ${letter.previous.title} vom ${formatDate(letter.previous.date)}` : '';
  const within = `innert ${REMINDER_PAYMENT_DAYS} Tagen`;
  if (letter.level === 1) {
    return [
      `Sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung Nr. ${letter.invoiceNumber} noch offen ist. Wir bitten Sie, den offenen Betrag ${within} mit dem beiliegenden QR-Zahlteil zu begleichen.`,
      'Sollte sich Ihre Zahlung mit diesem Schreiben gekreuzt haben, betrachten Sie es bitte als gegenstandslos.',
    ];
  }
  const last = letter.level === 3 ? ' Dies ist unsere letzte Mahnung; bleibt die Zahlung aus, leiten wir die Betreibung ein.' : '';
  return [
    `Unsere Rechnung Nr. ${letter.invoiceNumber} ist${since} noch nicht beglichen. Wir bitten Sie, den offenen Betrag samt Mahngebühr ${within} mit dem beiliegenden QR-Zahlteil zu überweisen.${last}`,
    'Sollte sich Ihre Zahlung mit diesem Schreiben gekreuzt haben, betrachten Sie es bitte als gegenstandslos.',
  ];
}

function reminderPdf(company: Company, letter: ReminderLetter, bill: QrBill): Promise<Buffer> {
  const doc = startLetter(company, { title: `${letter.title} zu Rechnung Nr. ${letter.invoiceNumber}`, date: formatDate(letter.date), recipient: letter.recipient });
  doc.text('Sehr geehrte Damen und Herren', MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.6);
  for (const paragraph of opening(letter)) doc.text(paragraph, MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.6);
  doc.moveDown(0.4);

  amountRow(doc, `Rechnung Nr. ${letter.invoiceNumber} vom ${formatDate(letter.invoiceDate)}, fällig am ${formatDate(letter.dueDate)}`, formatChf(letter.total));
  if (letter.received > 0) amountRow(doc, 'Bereits bezahlt', `-${formatChf(letter.received)}`);
  amountRow(doc, 'Offener Betrag', formatChf(letter.openAmount));
  if (letter.fee > 0) amountRow(doc, 'Mahngebühr', formatChf(letter.fee));
  doc.moveTo(MARGIN, doc.y + 2).lineTo(PAGE_WIDTH - MARGIN, doc.y + 2).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.y += 5;
  amountRow(doc, 'Total zu bezahlen CHF', formatChf(letter.amount), true);

  doc.moveDown(1).text(`Konto: ${letter.account.iban}, Referenz: ${letter.account.reference}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8).text(`Freundliche Grüsse\n${company.name}`, MARGIN, doc.y);

  // The payment part sits at the bottom of an A4 page, as on the invoice.
  if (!qrBillFits(doc)) doc.addPage();
  attachQrBill(doc, bill);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderReminderPdf = queuedPdfRender(reminderPdf);
