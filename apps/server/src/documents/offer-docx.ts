import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import type { OfferDocument } from './offer-model';

const text = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });

function amountTable(rows: { label: string; amount: string; bold?: boolean }[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 75, type: WidthType.PERCENTAGE }, children: [text(row.label, row.bold)] }),
            new TableCell({
              width: { size: 25, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: row.amount, bold: row.bold })] })],
            }),
          ],
        }),
    ),
  });
}

export function renderOfferDocx(company: Company, offer: OfferDocument): Promise<Buffer> {
  const document = new Document({
    creator: company.name,
    title: offer.title,
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: company.name, bold: true, size: 32, color: '1C5D99' })] }),
          text(`${company.street} ${company.buildingNumber}, ${company.postcode} ${company.city} · ${company.phone} · ${company.email}`),
          text(''),
          ...offer.recipient.map((line) => text(line)),
          new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${company.city}, ${offer.date}`)] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(offer.title)] }),
          text(`Dienstleistung: ${offer.service}`),
          ...(offer.object.length > 0 ? [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Objekt')] }), ...offer.object.map((line) => text(line))] : []),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Ihre Angaben')] }),
          ...offer.inputLines.map((line) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(line)] })),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Preis')] }),
          amountTable([
            ...offer.priceLines.map((line) => ({ label: line.label, amount: formatChf(line.amount) })),
            { label: 'Total exkl. MWST (CHF)', amount: formatChf(offer.totalExclVat), bold: true },
            { label: offer.vat.label, amount: formatChf(offer.vat.amount) },
            ...(offer.rounding !== 0 ? [{ label: 'Rundung', amount: formatChf(offer.rounding) }] : []),
            { label: 'Total inkl. MWST (CHF)', amount: formatChf(offer.totalInclVat), bold: true },
          ]),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Bedingungen')] }),
          text(offer.validity),
          ...offer.terms.map((term) => text(term)),
          text(''),
          text('Freundliche Grüsse'),
          text(company.name),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
