import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatDate, zurichToday, type InvoiceLine } from '@tragkraft/domain';
import { expectAccessible } from '../axe';
import { apiSignIn, DEMO, loginAs } from '../fixtures';
import { completedKitchenStage } from '../pages/invoice-data';
import { InvoiceModal } from '../pages/invoice-modal';

/** Creates and sends the stage's invoice through the API; its PDF, number and total. */
async function sentInvoice(request: APIRequestContext, stageId: number) {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, DEMO.admin)).token}` };
  const data = (await (await request.get(`/api/admin/order/invoice-data/${stageId}`, { headers })).json()) as { invoiceLines: InvoiceLine[] };
  const created = await request.post('/api/admin/create-invoice', { headers, data: { stageId, lines: data.invoiceLines } });
  expect(created.status(), await created.text()).toBe(200);
  const invoiceId = Number(created.headers()['x-invoice-id']);
  const sent = await request.post('/api/admin/send-invoice', { headers, data: { invoiceId } });
  expect(sent.status(), await sent.text()).toBe(200);
  const state = (await sent.json()) as { invoiceNumber: number; totals: { total: number } };
  return { pdf: await created.body(), invoiceNumber: state.invoiceNumber, total: state.totals.total };
}

/** The QR reference as printed on the PDF's payment part (pdftotext of poppler-utils). */
function referenceFromPdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
    const printed = /\b\d{2}(?: \d{5}){5}\b/.exec(text);
    expect(printed, text).not.toBeNull();
    return printed![0].replaceAll(' ', '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A camt.054.001.08 credit notification with one QR payment (the bank's structure). */
function camt054(reference: string, amountRp: number, valueDate: string): Buffer {
  const amount = `${Math.floor(amountRp / 100)}.${String(amountRp % 100).padStart(2, '0')}`;
  const id = `E2E-${Date.now()}`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${valueDate}T18:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}</Id>
      <CreDtTm>${valueDate}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>CH4431999123000889012</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="CHF">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${valueDate}</Dt></BookgDt>
        <ValDt><Dt>${valueDate}</Dt></ValDt>
        <AcctSvcrRef>${id}-1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${id}-TX-1</AcctSvcrRef></Refs>
            <Amt Ccy="CHF">${amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>Muster Küchenbau AG</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`);
}

test.describe('[payments] camt import', () => {
  test('an admin uploads the bank file; the invoice is matched and shows paid', async ({ page }) => {
    test.setTimeout(60_000);
    const { orderId, stageId } = await completedKitchenStage(page.request);
    const invoice = await sentInvoice(page.request, stageId);
    const reference = referenceFromPdf(invoice.pdf);
    expect(reference).toMatch(new RegExp(`${invoice.invoiceNumber}\\d$`));
    const today = zurichToday(new Date());
    const file = { name: 'camt054_e2e.xml', mimeType: 'application/xml', buffer: camt054(reference, invoice.total, today) };

    await loginAs(page, DEMO.admin);
    await page.getByRole('link', { name: 'Zahlungen' }).first().click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Importieren' }).click();

    const matched = page.getByRole('region', { name: 'Zugeordnet', exact: true });
    await expect(matched).toContainText('Zugeordnet (1)');
    await expect(matched).toContainText(`Nr. ${invoice.invoiceNumber}: Bezahlt`);
    await expect(matched).toContainText('Muster Küchenbau AG');
    await expect(page.getByRole('region', { name: 'Nicht zugeordnet' })).toContainText('Alle Zahlungen konnten zugeordnet werden.');
    await expectAccessible(page, 'Zahlungen with an import result');

    // The same file again books nothing.
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByRole('region', { name: 'Zugeordnet', exact: true })).toContainText('Zugeordnet (0)');
    await expect(page.getByRole('region', { name: 'Bereits importiert' })).toContainText(`Nr. ${invoice.invoiceNumber}: Bezahlt`);

    const modal = new InvoiceModal(page);
    const row = await modal.openFromOrdersList(orderId);
    await expect(modal.status).toContainText(`Bezahlt am ${formatDate(today)}`);
    await modal.close();
    await expect(row).toHaveAttribute('data-colour', 'success');
  });
});
