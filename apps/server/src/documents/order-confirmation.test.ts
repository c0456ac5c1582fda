import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCompany } from '../config';
import { renderOrderConfirmationDocx } from './order-confirmation-docx';
import { renderOrderConfirmationPdf } from './order-confirmation-pdf';
import { buildOrderDocument } from './order-document-model';

const order = buildOrderDocument({
  orderId: 4711,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  typeId: 8,
  orderNumber: 'B-77',
  orderAddress: 'Seestrasse 7\n8800 Thalwil',
  company: 'Muster Küchenbau AG',
  companyAddress: 'Muster Küchenbau AG\nIndustriestrasse 12\n8005 Zürich',
  contactName: 'Sandra Huber',
  contacts: [],
  price: { total: 1000 },
  stages: [{ stageNumber: 1, date: '2026-12-01', time: '07:30', amount: 2, hours: 8, orderNumber: 'K-1', remarks: 'Hintereingang' }],
});

/** The PDF's text as poppler lays it out (pdftotext -layout). */
function layoutText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'order-confirmation-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('[documents] order confirmation (issue 27)', () => {
  it('puts "z. H." right below the company, above the street, as a Swiss window address', () => {
    expect(order.recipient).toEqual(['Muster Küchenbau AG', 'z. H. Sandra Huber', 'Industriestrasse 12', '8005 Zürich']);
  });

  it('prints the column header "Auftragsnummer" whole in the PDF', async () => {
    const text = layoutText(await renderOrderConfirmationPdf(readCompany({}), order));
    expect(text).toMatch(/Etappe .*Auftragsnummer/);
    expect(text).not.toMatch(/Auftragsnumm\s*$/m);
  });

  it('gives the Word table fixed column widths with room for "Auftragsnummer"', async () => {
    const docx = await renderOrderConfirmationDocx(readCompany({}), order);
    const dir = mkdtempSync(join(tmpdir(), 'order-confirmation-'));
    try {
      writeFileSync(join(dir, 'a.docx'), docx);
      const xml = execFileSync('unzip', ['-p', join(dir, 'a.docx'), 'word/document.xml'], { encoding: 'utf8' });
      const stagesGrid = /<w:tblGrid>(.*?)<\/w:tblGrid>/.exec(xml)![1]!;
      const widths = [...stagesGrid.matchAll(/w:w="(\d+)"/g)].map((m) => Number(m[1]));
      expect(widths).toHaveLength(6);
      // Twips: "Auftragsnummer" in bold 11 pt needs about 1'700 plus the cell margins.
      expect(widths[4]).toBeGreaterThanOrEqual(1_900);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
