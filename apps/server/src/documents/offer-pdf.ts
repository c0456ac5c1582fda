import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import type { OfferDocument } from './offer-model';
import { amountRow, CONTENT_WIDTH, heading, MARGIN, PAGE_WIDTH, startLetter, toBuffer } from './pdf-letter';
import { queuedPdfRender } from '../limits/render-queue';

function offerPdf(company: Company, offer: OfferDocument): Promise<Buffer> {
  const doc = startLetter(company, { title: offer.title, date: offer.date, recipient: offer.recipient });
  doc.text(`Dienstleistung: ${offer.service}`);
  if (offer.object.length > 0) {
    heading(doc, 'Objekt');
    doc.text(offer.object.join('\n'));
  }
  heading(doc, 'Ihre Angaben');
  for (const line of offer.inputLines) doc.text(`• ${line}`, { width: CONTENT_WIDTH });

  heading(doc, 'Preis');
  for (const line of offer.priceLines) amountRow(doc, line.label, formatChf(line.amount));
  doc.moveTo(MARGIN, doc.y + 2).lineTo(PAGE_WIDTH - MARGIN, doc.y + 2).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.3);
  amountRow(doc, 'Total exkl. MWST (CHF)', formatChf(offer.totalExclVat), true);
  amountRow(doc, offer.vat.label, formatChf(offer.vat.amount));
  if (offer.rounding !== 0) amountRow(doc, 'Rundung', formatChf(offer.rounding));
  amountRow(doc, 'Total inkl. MWST (CHF)', formatChf(offer.totalInclVat), true);

  heading(doc, 'Bedingungen');
  doc.text(offer.validity);
  for (const term of offer.terms) doc.text(term, { width: CONTENT_WIDTH });
  doc.moveDown(1.5).text(`Freundliche Grüsse\n${company.name}`);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderOfferPdf = queuedPdfRender(offerPdf);
