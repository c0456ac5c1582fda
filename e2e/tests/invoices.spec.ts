import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatChf, parseChf } from '@tragkraft/domain';
import { DEMO, signInAs } from '../fixtures';
import { completedKitchenStage } from '../pages/invoice-data';
import { InvoiceModal } from '../pages/invoice-modal';
import { E2E_DATA_DIR } from '../server-env';

/** Whether a mail to `to` carrying the attachment `fileName` was written. */
function mailSent(to: string, fileName: string): boolean {
  const dir = join(E2E_DATA_DIR, 'mail');
  try {
    return readdirSync(dir).some((file) => {
      const mail = readFileSync(join(dir, file), 'utf8');
      return mail.includes(`To: ${to}`) && mail.includes(fileName);
    });
  } catch {
    return false;
  }
}

test.describe('[invoices] invoice modal', () => {
  test('an admin creates, downloads, sends and marks paid the invoice of a completed stage', async ({ page }) => {
    test.setTimeout(60_000);
    const { orderId } = await completedKitchenStage(page.request);
    await signInAs(page, DEMO.admin);
    const invoice = new InvoiceModal(page);
    const row = await invoice.openFromOrdersList(orderId);
    await expect(row).toHaveAttribute('data-colour', 'danger');
    await expect(invoice.status).toContainText('Nicht erstellt');
    await expect(invoice.lines).toContainText('Küchen-Feinverteilung');
    const subtotal = parseChf(await invoice.total('Subtotal').innerText())!;

    // A simple line: the spec's messages, then Enter applies it and the totals follow.
    const line = invoice.lineDialog();
    await invoice.button('Position hinzufügen').click();
    await page.keyboard.press('Escape');
    await expect(line).toBeHidden();
    await expect(invoice.dialog).toBeVisible();
    await invoice.button('Position hinzufügen').click();
    await line.getByLabel('Beschreibung').press('Enter');
    await expect(line).toContainText('Die Beschreibung darf nicht leer sein.');
    await expect(line).toContainText('Das Total darf nicht leer sein und muss eine Zahl sein.');
    await line.getByLabel('Beschreibung').fill('Zuschlag Treppenhaus');
    await line.getByLabel('Total (CHF)').fill("1'024.75");
    await line.getByLabel('Total (CHF)').press('Enter');
    await expect(line).toBeHidden();
    await expect(invoice.total('Subtotal')).toHaveText(formatChf(subtotal + 102_475));

    // An advanced line: amount x price live; a negative amount is refused.
    await invoice.button('Position hinzufügen').click();
    await line.getByText('Erweitert').click();
    await line.getByLabel('Beschreibung').fill('Regiestunden');
    await line.getByLabel('Anzahl').fill('-1');
    await line.getByLabel('Preis (CHF)').fill('24.75');
    await line.getByLabel('Preis (CHF)').press('Enter');
    await expect(line).toContainText('Die Anzahl muss grösser als oder gleich 0 sein.');
    await line.getByLabel('Anzahl').fill('6.75');
    await expect(line).toContainText('Total: CHF 167.06');
    await line.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(invoice.total('Subtotal')).toHaveText(formatChf(subtotal + 102_475 + 16_706));

    // The third custom line reaches the limit; removing one frees it again.
    await invoice.button('Position hinzufügen').click();
    await line.getByLabel('Beschreibung').fill('Rabatt');
    await line.getByLabel('Total (CHF)').fill('-50');
    await line.getByLabel('Total (CHF)').press('Enter');
    await expect(invoice.button('Position hinzufügen')).toBeDisabled();
    await expect(invoice.dialog).toContainText('Es sind höchstens 3 eigene Positionen möglich.');
    await invoice.lines.getByRole('row', { name: /Rabatt/ }).getByRole('button', { name: /entfernen/ }).click();
    await expect(invoice.button('Position hinzufügen')).toBeEnabled();
    await expect(invoice.total('Subtotal')).toHaveText(formatChf(subtotal + 102_475 + 16_706));

    // Create: the PDF comes back at once; then the PDF and the Word file can be downloaded.
    const created = await invoice.download(invoice.button('Rechnung erstellen'));
    expect(created.suggestedFilename()).toMatch(/^RGMuster\d{8,}\.pdf$/);
    await expect(invoice.status).toContainText(/Rechnung Nr\. \d+ erstellt am \d\d\.\d\d\.\d{4}/);
    const number = /Nr\. (\d+)/.exec(await invoice.status.innerText())![1]!;
    await expect(invoice.lines).toContainText('Regiestunden');
    expect((await invoice.download(invoice.button('PDF herunterladen'))).suggestedFilename()).toBe(`RGMuster${number}.pdf`);
    expect((await invoice.download(invoice.button('Word herunterladen'))).suggestedFilename()).toBe(`RGMuster${number}.docx`);

    // Editing a line after creation asks for an update before sending.
    await invoice.lines.getByRole('row', { name: /Regiestunden/ }).getByRole('button', { name: /bearbeiten/ }).click();
    await expect(line.getByLabel('Anzahl')).toHaveValue('6.75');
    await line.getByLabel('Anzahl').fill('8');
    await line.getByLabel('Anzahl').press('Enter');
    await expect(invoice.dialog).toContainText('Bitte aktualisieren Sie die Rechnung, bevor Sie sie senden.');
    await expect(invoice.button('Rechnung senden')).toBeDisabled();
    // The QR preview takes the lines on the screen, not the stored invoice or the proposal.
    await invoice.button('QR-Rechnung').click();
    const edited = page.getByRole('dialog', { name: 'QR-Rechnung' });
    await expect(edited.getByLabel('Betrag (CHF)')).toHaveValue(await invoice.total('Total CHF').innerText());
    await edited.getByRole('button', { name: 'Schliessen' }).last().click();
    expect((await invoice.download(invoice.button('Rechnung aktualisieren'))).suggestedFilename()).toBe(`RGMuster${number}.pdf`);
    await expect(invoice.dialog).not.toContainText('Bitte aktualisieren Sie die Rechnung');
    await expect(invoice.total('Subtotal')).toHaveText(formatChf(subtotal + 102_475 + 19_800));
    await expect(invoice.status).toContainText(`Rechnung Nr. ${number} erstellt`);

    // Send: a wrong address shows the spec's text with the server's reason; then it goes out.
    const recipients = invoice.dialog.getByLabel('Empfänger');
    await expect(recipients).toHaveValue('buchhaltung@muster-kuechenbau.ch');
    await recipients.fill('kein-mail');
    await invoice.button('Rechnung senden').click();
    await expect(page.getByText('Fehler beim Versenden der Rechnung Ungültige E-Mail-Adresse: kein-mail')).toBeVisible();
    await recipients.fill('buchhaltung@muster-kuechenbau.ch');
    await invoice.dialog.getByLabel('Nachricht').fill('Besten Dank für Ihren Auftrag.');
    await invoice.button('Rechnung senden').click();
    await expect(invoice.status).toContainText('Versandt am');
    await expect(invoice.status).toContainText('an buchhaltung@muster-kuechenbau.ch');
    await expect(invoice.button('Position hinzufügen')).toHaveCount(0);
    await expect.poll(() => mailSent('buchhaltung@muster-kuechenbau.ch', `RGMuster${number}.pdf`), { timeout: 10_000 }).toBe(true);
    await invoice.close();
    await expect(row).toHaveAttribute('data-colour', 'warning');

    // Mark paid: read-only afterwards; the row turns green.
    await row.getByRole('button', { name: `Rechnung Auftrag ${orderId} Etappe 1` }).click();
    await invoice.button('Als bezahlt markieren').click();
    // It asks for the payment's date and amount (today, the open amount) and a confirmation.
    await invoice.button('Zahlung erfassen').click();
    await expect(invoice.status).toContainText('Bezahlt am');
    await expect(invoice.button('Rechnung senden')).toHaveCount(0);
    await expect(invoice.dialog).toContainText('Die Rechnung ist bezahlt und kann nicht mehr geändert werden.');
    const total = await invoice.total('Total CHF').innerText();

    // The QR invoice of the same invoice: number as message, at least 0.01 CHF.
    await invoice.button('QR-Rechnung').click();
    const qr = page.getByRole('dialog', { name: 'QR-Rechnung' });
    await expect(qr.getByLabel('Mitteilung (Rechnungsnummer)')).toHaveValue(number);
    await expect(qr.getByLabel('Betrag (CHF)')).toHaveValue(total);
    await qr.getByLabel('Betrag (CHF)').fill('0');
    await qr.getByRole('button', { name: 'QR-Rechnung erstellen' }).click();
    await expect(qr).toContainText('Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.');
    await qr.getByLabel('Betrag (CHF)').fill(total);
    const qrFile = await invoice.download(qr.getByRole('button', { name: 'QR-Rechnung erstellen' }));
    expect(qrFile.suggestedFilename()).toBe(`QR Rechnung ${number}.pdf`);
    await qr.getByRole('button', { name: 'Schliessen' }).last().click();
    await invoice.close();
    await expect(row).toHaveAttribute('data-colour', 'success');
  });

  test("the test page's Qr-Test button downloads the sample QR invoice", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/test-error');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Qr-Test' }).click();
    expect((await download).suggestedFilename()).toBe('QR Rechnung 123.pdf');
  });
});
