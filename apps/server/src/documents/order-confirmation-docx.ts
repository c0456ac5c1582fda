// The order confirmation as a Word file, from the same document model as the PDF.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, WidthType } from 'docx';
import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import type { OrderDocument } from './order-document-model';

const text = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });
const heading = (value: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(value)] });
const cell = (value: string, bold = false, right = false) =>
  new TableCell({ children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: value, bold })] })] });

function stagesTable(order: OrderDocument): Table {
  const header = ['Etappe', 'Datum', 'Zeit', order.quantityLabel, 'Auftragsnummer', 'Bemerkungen'];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    // Fixed widths (twips, 9'026 on A4 with Word's margins): Word's own fit broke the header
    // "Auftragsnummer" in two.
    layout: TableLayoutType.FIXED,
    columnWidths: [1_150, 1_500, 750, 1_600, 1_950, 2_076],
    rows: [
      new TableRow({ tableHeader: true, children: header.map((label) => cell(label, true)) }),
      ...order.stages.map((stage) => new TableRow({ children: [stage.label, stage.date, stage.time, stage.quantity, stage.orderNumber, stage.remarks].map((v) => cell(v)) })),
    ],
  });
}

function priceTable(order: OrderDocument): Table {
  const rows: [string, string, boolean][] = [
    ['Total exkl. MWST (CHF)', formatChf(order.totalExclVat), true],
    [order.vat.label, formatChf(order.vat.amount), false],
    ...(order.rounding !== 0 ? [['Rundung', formatChf(order.rounding), false] as [string, string, boolean]] : []),
    ['Total inkl. MWST (CHF)', formatChf(order.totalInclVat), true],
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(([label, amount, bold]) => new TableRow({ children: [cell(label, bold), cell(amount, bold, true)] })),
  });
}

export function renderOrderConfirmationDocx(company: Company, order: OrderDocument): Promise<Buffer> {
  const document = new Document({
    creator: company.name,
    title: order.title,
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: company.name, bold: true, size: 32, color: '1C5D99' })] }),
          text(`${company.street} ${company.buildingNumber}, ${company.postcode} ${company.city} · ${company.phone} · ${company.email}`),
          text(''),
          ...order.recipient.map((line) => text(line)),
          new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${company.city}, ${order.date}`)] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(order.title)] }),
          text('Vielen Dank für Ihren Auftrag. Wir bestätigen ihn wie folgt:'),
          text(`Dienstleistung: ${order.service}`),
          ...(order.orderNumber ? [text(`Ihre Auftragsnummer: ${order.orderNumber}`)] : []),
          heading('Objekt'),
          ...order.object.map((line) => text(line)),
          heading('Termine'),
          stagesTable(order),
          ...(order.contacts.length > 0
            ? [heading('Kontakte'), ...order.contacts.map((c) => text(`${c.label}: ${[c.name, c.phone].filter(Boolean).join(', ')}`))]
            : []),
          heading('Preis'),
          priceTable(order),
          heading('Bemerkungen'),
          text('Es gelten unsere Allgemeinen Geschäftsbedingungen.'),
          text(''),
          text('Freundliche Grüsse'),
          text(company.name),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
