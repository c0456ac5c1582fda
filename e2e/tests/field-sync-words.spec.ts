import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../axe';
import { DEMO, signInAs } from '../fixtures';
import { completeAsAdmin, createFieldStage } from '../pages/field-api';
import { FieldReportPage, goOffline } from '../pages/field-report-page';
import { SignaturePad } from '../pages/signature-pad';

// Issue 27: every state of the field app in words, at phone size with touch.
const SIGNER = 'Anna Muster';

test.describe('[field] sync states in words', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('opened offline, the header says "Offline – Stand von HH:MM", not "Synchronisiert"', async ({ page, context }) => {
    await signInAs(page, DEMO.operator);
    await page.goto('/operation');
    const report = new FieldReportPage(page);
    await report.waitForServiceWorker();
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await expect(report.badge()).toContainText('Synchronisiert');

    await goOffline(context);
    await page.reload();
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await expect(report.badge()).toHaveText(/^Offline – Stand von \d\d:\d\d$/);
    // Wrapped, never cut at 360 px: the whole label is inside the screen.
    const box = (await report.badge().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    if (process.env.OUTBOX_SCREENS_DIR) await page.screenshot({ path: `${process.env.OUTBOX_SCREENS_DIR}/after-list-opened-offline-360.png` });
    await expectAccessible(page, 'operation list offline');
  });
});

test.describe('[field] a refused report keeps everything', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.setTimeout(60_000);

  test('the header says "1 abgelehnt", the panel names the operation, and the kept copy shows and exports text, photo and signature with name and time', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request, { today: true });
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    const pad = new SignaturePad(page);
    await report.open(stageId);
    await completeAsAdmin(request, stageId);
    await report.setGeneral('Zu spät erfasst, mit Unterschrift');
    await report.addPhotos(1);
    await pad.open();
    await pad.draw();
    await pad.dialog().getByLabel('Name der unterzeichnenden Person').fill(SIGNER);
    await pad.dialog().getByRole('button', { name: 'Übernehmen' }).click();
    await expect(pad.dialog()).toBeHidden();
    await report.save();

    // Refused: in words in the header (not "1 offen"), with the reason in its name.
    await expect(report.syncState()).toHaveText('Abgelehnt');
    await expect(report.badge()).toHaveText('1 abgelehnt');
    await expect(report.badge()).toHaveAccessibleName(/^1 abgelehnt \(.*Der Einsatz ist bereits abgeschlossen\./);
    await expect(page.getByText(/^Der Einsatz wurde nicht gespeichert \(Muster Küchenbau AG, Zürich, \d\d\.\d\d\.\d{4}\): /)).toBeVisible();
    await report.badge().tap();
    const item = page.getByTestId('outbox-item');
    await expect(item).toContainText(/Arbeitsrapport · Muster Küchenbau AG, Zürich, \d\d\.\d\d\.\d{4}/);
    await expect(item).toContainText('Abgelehnt');
    await expect(item).toContainText('Der Einsatz ist bereits abgeschlossen.');
    await page.getByRole('button', { name: 'Schliessen', exact: true }).tap();

    await page.getByRole('alert', { name: 'Der Server hat den Arbeitsrapport abgelehnt' }).getByRole('button', { name: 'Kopie behalten' }).tap();
    const copy = page.getByRole('region', { name: 'Ihre Kopie (nicht gesendet)' });
    await expect(copy).toContainText('Zu spät erfasst, mit Unterschrift');
    await expect(copy.getByRole('img', { name: 'Bild 1 der Kopie' })).toBeVisible();
    const signature = copy.getByRole('img', { name: `Unterschrift von ${SIGNER}` });
    await expect(signature).toHaveJSProperty('complete', true);
    expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(copy.getByTestId('kept-copy-signature')).toContainText(new RegExp(`Unterschrieben von ${SIGNER}, \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d`));
    await expect(report.badge()).toHaveText('Synchronisiert');
    await expectAccessible(page, 'kept copy');

    // One file for the office: the text, the photo and the signature inside it.
    const download = page.waitForEvent('download');
    await copy.getByRole('button', { name: 'Als Datei senden' }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Arbeitsrapport-Muster-Küchenbau-AG-Zürich-.*-Kopie\.html$/);
    const html = readFileSync(await file.path(), 'utf8');
    expect(html).toContain('Zu spät erfasst, mit Unterschrift');
    expect(html).toMatch(/<img src="data:image\/jpeg;base64,[A-Za-z0-9+/=]{100,}" alt="Bild 1">/);
    expect(html).toMatch(new RegExp(`<img class="signature" src="data:image/png;base64,[A-Za-z0-9+/=]{100,}" alt="Unterschrift von ${SIGNER}">`));
    expect(html).toMatch(new RegExp(`Unterschrieben von ${SIGNER}, \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d`));
    expect(html).toContain('Vom Server abgelehnt: Der Einsatz ist bereits abgeschlossen.');
  });
});
