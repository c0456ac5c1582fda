import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import type { OrderDocument } from './order-document-model';
import { amountRow, CONTENT_WIDTH, heading, MARGIN, PAGE_WIDTH, startLetter, toBuffer } from './pdf-letter';
import { queuedPdfRender } from '../limits/render-queue';

/** Column x offsets (from the margin) and widths of the stages table. */
const COLUMNS = [
  { key: 'label', x: 0, width: 62 },
  { key: 'date', x: 62, width: 78 },
  { key: 'time', x: 140, width: 36 },
  { key: 'quantity', x: 176, width: 88 },
  // Wide enough for the bold header "Auftragsnummer" on one line (it broke at 70 pt).
  { key: 'orderNumber', x: 264, width: 96 },
  { key: 'remarks', x: 360, width: CONTENT_WIDTH - 360 },
] as const;

type Row = Record<(typeof COLUMNS)[number]['key'], string>;

function tableRow(doc: PDFKit.PDFDocument, row: Row, bold = false): void {
  if (doc.y > 760) doc.addPage();
  const y = doc.y;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  for (const column of COLUMNS) {
    doc.text(row[column.key], MARGIN + column.x, y, { width: column.width - 4 });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 2;
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10);
}

function orderConfirmationPdf(company: Company, order: OrderDocument): Promise<Buffer> {
  const doc = startLetter(company, { title: order.title, date: order.date, recipient: order.recipient });
  doc.text('Vielen Dank für Ihren Auftrag. Wir bestätigen ihn wie folgt:', { width: CONTENT_WIDTH });
  doc.moveDown(0.5).text(`Dienstleistung: ${order.service}`);
  if (order.orderNumber) doc.text(`Ihre Auftragsnummer: ${order.orderNumber}`);

  heading(doc, 'Objekt');
  doc.text(order.object.join('\n'));

  heading(doc, 'Termine');
  tableRow(doc, { label: 'Etappe', date: 'Datum', time: 'Zeit', quantity: order.quantityLabel, orderNumber: 'Auftragsnummer', remarks: 'Bemerkungen' }, true);
  for (const stage of order.stages) tableRow(doc, stage);

  if (order.contacts.length > 0) {
    heading(doc, 'Kontakte');
    for (const contact of order.contacts) doc.text(`${contact.label}: ${[contact.name, contact.phone].filter(Boolean).join(', ')}`, MARGIN);
  }

  heading(doc, 'Preis');
  amountRow(doc, 'Total exkl. MWST (CHF)', formatChf(order.totalExclVat), true);
  amountRow(doc, order.vat.label, formatChf(order.vat.amount));
  if (order.rounding !== 0) amountRow(doc, 'Rundung', formatChf(order.rounding));
  doc.moveTo(MARGIN, doc.y + 2).lineTo(PAGE_WIDTH - MARGIN, doc.y + 2).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.3);
  amountRow(doc, 'Total inkl. MWST (CHF)', formatChf(order.totalInclVat), true);

  heading(doc, 'Bemerkungen');
  doc.text('Änderungen am Auftrag sind online unter «Ihre Aufträge» möglich, Termine bis 3 Tage vor der Etappe.', MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.text('Es gelten unsere Allgemeinen Geschäftsbedingungen.', { width: CONTENT_WIDTH });
  doc.moveDown(1.5).text(`Freundliche Grüsse\n${company.name}`);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderOrderConfirmationPdf = queuedPdfRender(orderConfirmationPdf);
