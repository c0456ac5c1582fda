// The receivables round of issue 28 as a bookkeeper does it: a payment without reference is
// split by hand over two invoices from the worklist and the assignment undone; a bank
// reversal opens a paid invoice again in "Offene Posten"; another invoice is cancelled with a
// credit note; the first invoice's rest is written off; the accounting export is downloaded.
// Each invoice is made by this journey (API fixtures).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatChf, zurichToday } from '@tragkraft/domain';
import { signInAs, DEMO } from '../fixtures';
import { camt054, referenceFromPdf, sentInvoice } from '../pages/bank-files';
import { completedKitchenStage } from '../pages/invoice-data';

test('[receivables] assign by hand and undo, a reversal reopens the invoice, a credit note cancels another, a write-off, the accounting export', async ({ page }) => {
  test.setTimeout(150_000);
  const today = zurichToday(new Date());
  const first = await sentInvoice(page.request, (await completedKitchenStage(page.request)).stageId);
  const second = await sentInvoice(page.request, (await completedKitchenStage(page.request)).stageId);
  const debtor = `Bauherrschaft ${Date.now()}`;

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();
  const upload = async (name: string, buffer: Buffer) => {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/xml', buffer });
    await page.getByRole('button', { name: 'Importieren' }).click();
  };

  // 1. A payment with a free text only waits in the worklist; the admin splits it by hand over
  // both invoices of the client: the first in full, CHF 10 on the second.
  const paid = first.total + 10_00;
  await upload('ohne-referenz.xml', camt054({ reference: '', amountRp: paid, date: today, debtor }));
  const worklist = page.getByRole('region', { name: 'Nicht zugeordnete Zahlungen' });
  const waiting = worklist.getByRole('row').filter({ hasText: debtor });
  await expect(waiting).toContainText(formatChf(paid));
  await waiting.getByRole('button', { name: 'Rechnung zuordnen…' }).click();
  const assign = page.getByRole('dialog', { name: 'Rechnung zuordnen' });
  await assign.getByLabel('Rechnung').fill(String(first.invoiceNumber));
  await page.getByRole('option', { name: new RegExp(`Nr. ${first.invoiceNumber}`) }).click();
  await assign.getByRole('button', { name: 'Weitere Rechnung' }).click();
  await assign.getByLabel('Rechnung 2').fill(String(second.invoiceNumber));
  await page.getByRole('option', { name: new RegExp(`Nr. ${second.invoiceNumber}`) }).click();
  await expect(assign.getByLabel('Betrag 2 (CHF)')).toHaveValue('10.00');
  await expect(assign.getByTestId('split-rest')).toHaveText(`Zugeordnet CHF ${formatChf(paid)} · Rest CHF 0.00`);
  // More than the payment is refused before anything is sent.
  await assign.getByLabel('Betrag 2 (CHF)').fill('20');
  await expect(assign.getByRole('alert')).toHaveText(`Die Aufteilung (CHF ${formatChf(paid + 10_00)}) ist grösser als die Zahlung (CHF ${formatChf(paid)}).`);
  await expect(assign.getByRole('button', { name: 'Zuordnen', exact: true })).toBeDisabled();
  await assign.getByLabel('Betrag 2 (CHF)').fill('10');
  await assign.getByRole('button', { name: 'Zuordnen', exact: true }).click();
  await expect(page.getByText(`Zahlung zugeordnet: Nr. ${first.invoiceNumber} (CHF ${formatChf(first.total)}), Nr. ${second.invoiceNumber} (CHF 10.00).`)).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(worklist.getByRole('row').filter({ hasText: debtor })).toHaveCount(0);

  // 2. Undone in the journal: the payment waits again, both invoices are open.
  const journal = page.getByRole('region', { name: 'Zahlungsjournal' });
  await journal.getByLabel('Suche').fill(debtor);
  await journal.getByLabel('Suche').press('Enter');
  const booked = journal.getByRole('row').filter({ hasText: debtor });
  await expect(booked).toContainText('Zugeordnet');
  await booked.getByRole('button', { name: 'Aufheben' }).click();
  await page.getByRole('dialog', { name: 'Zuordnung aufheben' }).getByRole('button', { name: 'Aufheben' }).click();
  await expect(booked).toContainText('Nicht zugeordnet');
  await expect(worklist.getByRole('row').filter({ hasText: debtor })).toHaveCount(1);

  // 3. The invoice paid by its QR reference, then the bank reverses that payment.
  const reference = referenceFromPdf(first.pdf);
  await upload('zahlung.xml', camt054({ reference, amountRp: first.total, date: today }));
  await expect(page.getByRole('region', { name: 'Zugeordnet', exact: true })).toContainText(`Nr. ${first.invoiceNumber}: Bezahlt`);
  await upload('rueckbuchung.xml', camt054({ reference, amountRp: first.total, date: today, reversal: true }));
  await expect(page.getByRole('region', { name: 'Rückbuchungen' })).toContainText(formatChf(first.total));

  await page.goto('/admin/open-items');
  const reopened = page.locator(`tr[data-invoice="${first.invoiceNumber}"]`);
  await expect(reopened).toContainText(formatChf(first.total));

  // 4. The second invoice cancelled with a credit note: open nothing, status 'storniert'.
  await page.goto('/admin/invoices');
  await page.getByLabel('Suche').fill(String(second.invoiceNumber));
  await page.getByRole('button', { name: String(second.invoiceNumber), exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Rechnung', exact: true });
  await modal.getByRole('button', { name: 'Gutschrift erstellen' }).click();
  await modal.getByLabel('Grund der Gutschrift').fill('Doppelt verrechnet');
  await modal.getByRole('button', { name: 'Gutschrift erstellen' }).click();
  await expect(page.getByText(new RegExp(`Gutschrift Nr. \\d+ über CHF ${formatChf(second.total).replace('.', '\\.')} erstellt`))).toBeVisible();
  await modal.press('Escape');
  await page.goto('/admin/open-items');
  await expect(page.locator(`tr[data-invoice="${second.invoiceNumber}"]`)).toHaveCount(0);

  // 5. The first invoice (open again after the reversal) is written off: it leaves the open items.
  await page.goto('/admin/invoices');
  await page.getByLabel('Suche').fill(String(first.invoiceNumber));
  await page.getByRole('button', { name: String(first.invoiceNumber), exact: true }).click();
  await modal.getByRole('button', { name: 'Restbetrag abschreiben…' }).click();
  const writeOff = page.getByRole('dialog', { name: 'Restbetrag abschreiben' });
  await writeOff.getByLabel('Grund der Abschreibung').fill('Konkurs des Kunden');
  await writeOff.getByRole('button', { name: 'Abschreiben' }).click();
  await expect(page.getByText(`CHF ${formatChf(first.total)} abgeschrieben`)).toBeVisible();
  await expect(modal.getByText('Abgeschrieben (Verlust): Konkurs des Kunden')).toBeVisible();
  // The modal's status says how the invoice was closed, as the journal does (not "Bezahlt").
  const status = modal.getByRole('group', { name: 'Rechnungsstatus' });
  await expect(status).toContainText('Abgeschrieben am');
  await expect(status).not.toContainText('Bezahlt');
  await modal.press('Escape');
  await page.goto('/admin/open-items');
  await expect(page.locator(`tr[data-invoice="${first.invoiceNumber}"]`)).toHaveCount(0);

  // 6. The accounting export of the month (Banana's double-entry import).
  await page.goto('/admin/accounting-export');
  await expect(page.getByRole('heading', { name: 'Buchhaltungsexport', level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Herunterladen' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect(file.split(/\r?\n/)[0]).toContain('AccountDebit');
});
