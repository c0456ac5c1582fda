// The credit note as PDF ("Gutschrift"): letter, the invoice it refers to, the reason, the
// lines with their VAT rate, the VAT per rate and the credited total. No payment part.
import { formatChf, formatDate } from '@tragkraft/domain';
import type { Company } from '../config';
import { amountRow, CONTENT_WIDTH, heading, MARGIN, startLetter, toBuffer } from './pdf-letter';
import { queuedPdfRender } from '../limits/render-queue';

export interface CreditNoteDocument {
  number: number;
  /** yyyy-mm-dd (Zurich). */
  date: string;
  recipient: string[];
  invoiceNumber: number;
  invoiceDate: string;
  reason: string;
  lines: { description: string; net: number; vatRateBp: number }[];
  vatByRate: { vatRateBp: number; net: number; vat: number }[];
  totals: { subtotal: number; rounding: number; total: number };
}

const ratePercent = (bp: number) => `${(bp / 100).toFixed(bp % 10 === 0 ? 1 : 2)}%`;

function creditNotePdf(company: Company, note: CreditNoteDocument): Promise<Buffer> {
  const doc = startLetter(company, { title: `Gutschrift Nr. ${note.number}`, date: formatDate(note.date), recipient: note.recipient });
  doc.text(`Zu Rechnung Nr. ${note.invoiceNumber} vom ${formatDate(note.invoiceDate)}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.text(`Grund: ${note.reason}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  heading(doc, 'Gutgeschriebene Positionen');
  for (const line of note.lines) amountRow(doc, `${line.description} (MWST ${ratePercent(line.vatRateBp)})`, formatChf(line.net));
  doc.moveDown(0.5);
  amountRow(doc, 'Subtotal', formatChf(note.totals.subtotal));
  for (const rate of note.vatByRate) amountRow(doc, `MWST ${ratePercent(rate.vatRateBp)} auf CHF ${formatChf(rate.net)}`, formatChf(rate.vat));
  amountRow(doc, 'Rundung', formatChf(note.totals.rounding));
  amountRow(doc, 'Gutschrift total CHF', formatChf(note.totals.total), true);

  doc.moveDown(1);
  doc.text('Der Betrag wird mit der genannten Rechnung verrechnet. Ein bereits bezahlter Betrag wird Ihnen zurückerstattet oder mit einer offenen Rechnung verrechnet.', MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.text(`MWST-Nr.: ${company.vatId}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8).text(`Freundliche Grüsse\n${company.name}`, MARGIN, doc.y);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderCreditNotePdf = queuedPdfRender(creditNotePdf);
