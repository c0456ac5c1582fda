import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatChf, formatDate, zurichToday } from '@tragkraft/domain';
import { decodeQrBill, qrFields } from '../../apps/server/test/features/invoices/test-qr';
import { expectAccessible } from '../axe';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { demoCaller, DEMO, signInAs } from '../fixtures';
import { camt054, referenceFromPdf, sentInvoice } from '../pages/bank-files';
import { completedKitchenStage } from '../pages/invoice-data';
import { InvoiceModal } from '../pages/invoice-modal';
import { E2E_DATA_DIR } from '../server-env';

test.describe('[payments] camt import and dunning', () => {
  test('an admin uploads the bank file; the invoice is matched and shows paid', async ({ page }) => {
    test.setTimeout(60_000);
    const { orderId, stageId } = await completedKitchenStage(page.request);
    const invoice = await sentInvoice(page.request, stageId);
    const reference = referenceFromPdf(invoice.pdf);
    expect(reference).toMatch(new RegExp(`${invoice.invoiceNumber}\\d$`));
    const today = zurichToday(new Date());
    const file = { name: 'camt054_e2e.xml', mimeType: 'application/xml', buffer: camt054({ reference, amountRp: invoice.total, date: today }) };

    await signInAs(page, DEMO.admin);
    await page.goto('/');
    await page.getByRole('link', { name: 'Zahlungen' }).first().click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Importieren' }).click();

    const matched = page.getByRole('region', { name: 'Zugeordnet', exact: true });
    await expect(matched).toContainText('Zugeordnet (1)');
    await expect(matched).toContainText(`Nr. ${invoice.invoiceNumber}: Bezahlt`);
    await expect(matched).toContainText('Muster Küchenbau AG');
    await expect(page.getByRole('region', { name: 'Nicht zugeordnet', exact: true })).toContainText('Alle Zahlungen konnten zugeordnet werden.');
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

  test('a second invoice, paid in part by the bank file, gets a reminder whose QR-bill asks for the open rest plus fee', async ({ page }) => {
    test.setTimeout(90_000);
    // The e2e server runs with INVOICE_DUE_DAYS=0, DUNNING_WAIT_DAYS=0,10,10 and DUNNING_FEES_CHF=5,20,30:
    // an invoice is due on its day and its Zahlungserinnerung (fee CHF 5) at once.
    const FEE = 500;
    const PART = 10_000;
    const { stageId } = await completedKitchenStage(page.request);
    const invoice = await sentInvoice(page.request, stageId);
    const reference = referenceFromPdf(invoice.pdf);
    await call(page.request, await demoCaller(page.request, DEMO.admin), endpoints.payments.import, {}, {
      file: { name: 'camt054_teil.xml', mimeType: 'application/xml', buffer: camt054({ reference, amountRp: PART, date: zurichToday(new Date()) }) },
    });
    const open = invoice.total - PART;

    await signInAs(page, DEMO.admin);
    await page.goto('/');
    await page.getByRole('link', { name: 'Offene Posten' }).first().click();
    await expect(page).toHaveURL(/\/admin\/open-items$/);
    await expect(page.getByRole('heading', { name: 'Offene Posten', level: 1 })).toBeVisible();
    const row = page.locator(`tr[data-invoice="${invoice.invoiceNumber}"]`);
    // The reminder level's cell (the Mahnsperre column follows it).
    const level = row.locator('td').nth(6);
    await expect(row).toContainText('Muster Küchenbau AG');
    await expect(row).toContainText(formatChf(open));
    await expect(level).toHaveText('–');
    await page.getByRole('button', { name: 'Tage überfällig' }).click();
    await expect(page.getByRole('columnheader', { name: /Tage überfällig/ })).toHaveAttribute('aria-sort', 'ascending');
    await expectAccessible(page, 'Offene Posten');

    // The office works at 1280 px: the dialog must be readable there (issue 28 §6).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Mahnlauf…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mahnlauf' });
    const ours = dialog.getByRole('checkbox', { name: `Rechnung Nr. ${invoice.invoiceNumber} mahnen` });
    await expect(ours).toBeChecked();
    // Other journeys' invoices are due as well: only this one is sent.
    for (const box of await dialog.getByRole('checkbox').all()) {
      if ((await box.getAttribute('aria-label')) !== `Rechnung Nr. ${invoice.invoiceNumber} mahnen`) await box.uncheck();
    }
    await expect(dialog.getByRole('row', { name: new RegExp(`Nr. ${invoice.invoiceNumber}`) })).toContainText(`Zahlungserinnerung`);
    // The e-mail column shows the address on one line, not one letter per line.
    const email = dialog.getByRole('row', { name: new RegExp(`Nr. ${invoice.invoiceNumber}`) }).getByRole('cell').last();
    await expect(email).toHaveText('buchhaltung@muster-kuechenbau.ch');
    expect((await email.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    const lines = await email.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await expectAccessible(page, 'Mahnlauf with proposals');
    await dialog.getByRole('button', { name: '1 Mahnung senden' }).click();
    const sent = dialog.getByRole('region', { name: 'Versandt' });
    await expect(sent).toContainText('Versandt (1)');
    await expect(sent).toContainText(`Nr. ${invoice.invoiceNumber} · Muster Küchenbau AG: Zahlungserinnerung über CHF ${formatChf(open + FEE)}`);
    // Its PDF button reads "PDF" in full (it was squeezed to "PD").
    const pdfButton = sent.getByRole('button', { name: `PDF der Zahlungserinnerung zu Rechnung Nr. ${invoice.invoiceNumber}` });
    expect(await pdfButton.evaluate((button) => button.scrollWidth <= button.clientWidth && button.getBoundingClientRect().width >= 40)).toBe(true);

    const download = page.waitForEvent('download');
    await sent.getByRole('button', { name: `PDF der Zahlungserinnerung zu Rechnung Nr. ${invoice.invoiceNumber}` }).click();
    const pdf = readFileSync(await (await download).path());
    const qr = qrFields(decodeQrBill(pdf));
    expect(qr.amount).toBe(((open + FEE) / 100).toFixed(2));
    expect(qr.reference).toBe(reference);

    // The reminder went to the client's invoice address with the PDF.
    await expect
      .poll(() => {
        try {
          const dir = join(E2E_DATA_DIR, 'mail');
          return readdirSync(dir).some((file) => {
            const mail = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '');
            return mail.includes('To: buchhaltung@muster-kuechenbau.ch') && mail.includes(`Rechnung Nr. ${invoice.invoiceNumber} vom`) && mail.includes('Zahlungserinnerung.pdf');
          });
        } catch {
          return false;
        }
      }, { timeout: 10_000 })
      .toBe(true);

    await dialog.locator('button', { hasText: 'Schliessen' }).click();
    await expect(level).toHaveText(`Zahlungserinnerung (${formatDate(zurichToday(new Date()))})`);
    // The same level is not proposed again.
    await page.getByRole('button', { name: 'Mahnlauf…' }).click();
    await expect(page.getByRole('dialog', { name: 'Mahnlauf' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Mahnlauf' }).getByRole('checkbox', { name: `Rechnung Nr. ${invoice.invoiceNumber} mahnen` })).toHaveCount(0);
  });
});
