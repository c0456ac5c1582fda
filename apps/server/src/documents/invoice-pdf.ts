// The invoice as PDF: letter, reference, lines table, totals, terms, and the QR-bill payment
// part at the bottom of the (last) A4 page; when the lines leave no room, on a further page.
import type { Company } from '../config';
import type { InvoiceDocument } from './invoice-model';
import { amountRow, CONTENT_WIDTH, heading, MARGIN, PAGE_WIDTH, startLetter, toBuffer, type Pdf } from './pdf-letter';
import { attachQrBill, qrBillFits, type QrBill } from './qr-bill';
import { queuedPdfRender } from '../limits/render-queue';

const COLUMNS = { amount: 55, price: 75, total: 85 };
const DESCRIPTION_WIDTH = CONTENT_WIDTH - COLUMNS.amount - COLUMNS.price - COLUMNS.total;
/** Below this the page is full (A4 height 841.89 minus the bottom margin). */
const PAGE_BOTTOM = 841.89 - MARGIN;

function row(doc: Pdf, cells: [string, string, string, string], bold = false): void {
  if (doc.y > PAGE_BOTTOM - 30) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(cells[0], MARGIN, y, { width: DESCRIPTION_WIDTH - 8 });
  const after = doc.y;
  let x = MARGIN + DESCRIPTION_WIDTH;
  for (const [index, width] of [COLUMNS.amount, COLUMNS.price, COLUMNS.total].entries()) {
    doc.text(cells[index + 1]!, x, y, { width, align: 'right' });
    x += width;
  }
  doc.y = Math.max(after, doc.y) + 3;
  doc.font('Helvetica');
}

function rule(doc: Pdf): void {
  doc.moveTo(MARGIN, doc.y).lineTo(PAGE_WIDTH - MARGIN, doc.y).strokeColor('#999999').lineWidth(0.5).undash().stroke();
  doc.y += 4;
}

function invoicePdf(company: Company, invoice: InvoiceDocument, bill: QrBill | null): Promise<Buffer> {
  const doc = startLetter(company, { title: invoice.title, date: invoice.date, recipient: invoice.recipient });
  for (const line of invoice.reference) doc.text(line, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  row(doc, ['Beschreibung', 'Anzahl', 'Preis', 'Total'], true);
  rule(doc);
  for (const line of invoice.lines) row(doc, [line.description, line.amount, line.price, line.total]);
  rule(doc);
  for (const total of invoice.totals) amountRow(doc, total.label, total.amount, total.bold);

  heading(doc, 'Zahlungsbedingungen');
  for (const term of invoice.terms) doc.text(term, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8).text(`Freundliche Grüsse\n${company.name}`, MARGIN, doc.y);

  if (bill) {
    // The payment part always sits at the bottom of an A4 page (never on a slip-sized page).
    if (!qrBillFits(doc)) doc.addPage();
    attachQrBill(doc, bill);
  }
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderInvoicePdf = queuedPdfRender(invoicePdf);
