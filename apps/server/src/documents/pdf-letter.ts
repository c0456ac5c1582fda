// A4 business letter with pdfkit: letterhead, recipient, title, then the caller's content.
import PDFDocument from 'pdfkit';
import type { Company } from '../config';

export const MARGIN = 56;
export const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export type Pdf = PDFKit.PDFDocument;

export function startLetter(company: Company, args: { title: string; date: string; recipient: string[] }): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: args.title, Author: company.name } });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c5d99').text(company.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(8.5).fillColor('#555555')
    .text(`${company.street} ${company.buildingNumber}, ${company.postcode} ${company.city}  ·  ${company.phone}  ·  ${company.email}  ·  ${company.web}`);
  doc.moveTo(MARGIN, doc.y + 6).lineTo(PAGE_WIDTH - MARGIN, doc.y + 6).strokeColor('#1c5d99').lineWidth(1).stroke();

  doc.fillColor('#000000').font('Helvetica').fontSize(10).text(args.recipient.join('\n'), MARGIN, 130);
  doc.text(`${company.city}, ${args.date}`, MARGIN, 130, { align: 'right', width: CONTENT_WIDTH });
  doc.font('Helvetica-Bold').fontSize(14).text(args.title, MARGIN, 220);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  return doc;
}

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(text, MARGIN).font('Helvetica').fontSize(10).moveDown(0.2);
}

/** A line with the label on the left and the amount right-aligned. */
export function amountRow(doc: Pdf, label: string, amount: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, MARGIN, y, { width: CONTENT_WIDTH - 120 });
  const after = doc.y;
  doc.text(amount, PAGE_WIDTH - MARGIN - 120, y, { width: 120, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.font('Helvetica');
}

export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
