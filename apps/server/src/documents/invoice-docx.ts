// The invoice as Word file (admin order modal download): the same model as the PDF. The
// payment part is given as text (account, reference); the QR code is on the PDF only.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { Company } from '../config';
import type { InvoiceDocument } from './invoice-model';

const text = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });

function cell(value: string, width: number, options: { bold?: boolean; right?: boolean } = {}): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: [new Paragraph({ alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: value, bold: options.bold })] })],
  });
}

function linesTable(invoice: InvoiceDocument): Table {
  const header = ['Beschreibung', 'Anzahl', 'Preis', 'Total'];
  const widths = [55, 12, 15, 18];
  const rows = [
    new TableRow({ children: header.map((value, i) => cell(value, widths[i]!, { bold: true, right: i > 0 })) }),
    ...invoice.lines.map((line) => new TableRow({ children: [line.description, line.amount, line.price, line.total].map((value, i) => cell(value, widths[i]!, { right: i > 0 })) })),
    ...invoice.totals.map(
      (total) =>
        new TableRow({
          children: [new TableCell({ columnSpan: 3, children: [text(total.label, total.bold)] }), cell(total.amount, widths[3]!, { bold: total.bold, right: true })],
        }),
    ),
  ];
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
}

export function renderInvoiceDocx(company: Company, invoice: InvoiceDocument): Promise<Buffer> {
  const document = new Document({
    creator: company.name,
    title: invoice.title,
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: company.name, bold: true, size: 32, color: '1C5D99' })] }),
          text(`${company.street} ${company.buildingNumber}, ${company.postcode} ${company.city} · ${company.phone} · ${company.email}`),
          text(''),
          ...invoice.recipient.map((line) => text(line)),
          new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${company.city}, ${invoice.date}`)] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(invoice.title)] }),
          ...invoice.reference.map((line) => text(line)),
          text(''),
          linesTable(invoice),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Zahlungsbedingungen')] }),
          ...invoice.terms.map((term) => text(term)),
          text(''),
          text('Freundliche Grüsse'),
          text(company.name),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
