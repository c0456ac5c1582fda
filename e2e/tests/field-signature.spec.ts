import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../browser';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible, PHONE } from '../axe';
import { endpoints } from '@tragkraft/sync-protocol';
import { download as downloadFile } from '../api/api-client';
import { DEMO, fillLogin, signInAs } from '../fixtures';
import { BackOfficeOrdersPage } from '../pages/back-office-orders';
import { createFieldStage, signIn, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage, goOffline, goOnline } from '../pages/field-report-page';
import { SignaturePad } from '../pages/signature-pad';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../server-env';

// The same browser settings as playwright.config.ts, for a persistent profile of our own.
const LAUNCH = {
  ...CHROMIUM_LAUNCH,
  baseURL: E2E_BASE_URL,
  locale: 'de-CH',
  timezoneId: 'Europe/Zurich',
  viewport: PHONE,
};
const SIGNER = 'Anna Muster';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The written mails (.eml, as written) that carry this stage's Arbeitsrapport PDF. */
function workReportMails(orderId: number): string[] {
  const dir = join(E2E_DATA_DIR, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  // Headers may be folded: unfolded only to look for the attachment's name.
  return files.map((file) => readFileSync(join(dir, file), 'utf8')).filter((mail) => mail.replace(/\r?\n[ \t]+/g, ' ').includes(`Arbeitsrapport ${orderId}-1.pdf`));
}

/** The text of the first PDF attachment of a mail (pdftotext of poppler-utils). */
function attachedPdfText(mail: string): string {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  expect(part, 'PDF attachment').not.toBeNull();
  const dir = mkdtempSync(join(tmpdir(), 'tragkraft-work-report-'));
  try {
    const pdf = Buffer.from(part![1]!.replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('[field] on-site signature', () => {
  test.setTimeout(120_000);

  test('the customer signs the report on the offline phone; after a reload and going online the server has it once, the client sees it and gets the PDF once', async ({ request, page: clientPage, browser }) => {
    const { stageId, orderId } = await createFieldStage(request, { today: true });
    const profile = mkdtempSync(join(tmpdir(), 'tragkraft-field-profile-'));
    try {
      const context = await chromium.launchPersistentContext(profile, LAUNCH);
      const page = context.pages()[0] ?? (await context.newPage());
      const report = new FieldReportPage(page);
      const pad = new SignaturePad(page);
      await page.goto('/login');
      await fillLogin(page, DEMO.operator);
      await expect(page).toHaveURL(/\/operation$/);
      await report.waitForServiceWorker();
      await report.open(stageId);

      // Offline on the site: hours, a photo, then the customer signs.
      await goOffline(context);
      await report.setTruckArrival('07', '30');
      await report.setDamages(false);
      await report.addPhotos(1);
      await report.person('Marco').hours.fill('6');
      await report.person('Luca').hours.fill('6');
      await report.person('Luca').rate(5);
      await expect(page.getByText('Noch keine Unterschrift.')).toBeVisible();

      await pad.open();
      await expectAccessible(page, 'signature pad');
      // Gloves: every button of the pad is a large target.
      for (const name of ['Löschen', 'Übernehmen']) expect((await pad.dialog().getByRole('button', { name, exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // Neither an empty pad nor a signature without a name is taken.
      await pad.dialog().getByRole('button', { name: 'Übernehmen' }).click();
      await expect(pad.dialog().getByText('Bitte zuerst im weissen Feld unterschreiben.')).toBeVisible();
      await pad.draw();
      await expect(pad.dialog().getByText('Bitte zuerst im weissen Feld unterschreiben.')).toBeHidden();
      await pad.dialog().getByRole('button', { name: 'Übernehmen' }).click();
      await expect(pad.dialog().getByText('Bitte den Namen der unterzeichnenden Person eingeben.')).toBeVisible();
      // Turned to landscape and back: the canvas takes the new size and keeps the drawing.
      const ink = await pad.inkPixels();
      expect(ink).toBeGreaterThan(50);
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await expect.poll(async () => (await pad.canvas().boundingBox())!.width).toBeGreaterThan(500);
      expect(await pad.inkPixels()).toBeGreaterThan(50);
      await page.setViewportSize(PHONE);
      await expect.poll(async () => (await pad.canvas().boundingBox())!.width).toBeLessThan(400);
      expect(await pad.inkPixels()).toBeGreaterThan(50);
      // "Löschen" empties the pad; the customer signs again.
      await pad.dialog().getByRole('button', { name: 'Löschen' }).click();
      expect(await pad.inkPixels()).toBe(0);
      await pad.draw();
      await pad.dialog().getByLabel('Name der unterzeichnenden Person').fill(SIGNER);
      await pad.dialog().getByLabel('Bemerkung').fill('Alles in Ordnung');
      await pad.dialog().getByRole('button', { name: 'Übernehmen' }).click();
      await expect(pad.dialog()).toBeHidden();
      const preview = page.getByTestId('signature-preview');
      await expect(preview).toContainText(`Unterschrieben von ${SIGNER}`);
      await expect(preview.getByRole('img', { name: `Unterschrift von ${SIGNER}` })).toBeVisible();

      // Saved offline: one item waits with the signature; a reload (offline) keeps all of it.
      await report.save();
      await expect(report.syncState()).toHaveText('Wartet auf Versand');
      const queued = await pad.queuedSignatures();
      expect(queued).toHaveLength(1);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
      await expect(page.getByTestId('signature-preview')).toContainText(`Unterschrieben von ${SIGNER}`);
      await expect(page.getByTestId('signature-preview')).toContainText('Geht mit dem Arbeitsrapport');
      expect(await pad.queuedSignatures()).toEqual(queued);

      // Online again: sent once, the preview says so.
      await goOnline(context);
      await expect(report.badge()).toContainText('Synchronisiert', { timeout: 20_000 });
      await expect(report.syncState()).toHaveText('Gesendet');
      await expect(page.getByText(`Unterschrieben vor Ort von ${SIGNER},`)).toBeVisible();
      await context.close();

      // The server holds one report with the signature: the very PNG the phone drew.
      const stage = (await stageAsAdmin(request, stageId)) as Awaited<ReturnType<typeof stageAsAdmin>> & {
        onSiteSignature: { signerName: string; signedAt: string; remark: string | null } | null;
        clientSignedTime: string | null;
        clientSignedUser: unknown;
      };
      expect(stage.reportSavedAt).not.toBeNull();
      expect(stage.images.filter((i) => !i.deleted)).toHaveLength(1);
      expect(stage.onSiteSignature).toMatchObject({ signerName: SIGNER, remark: 'Alles in Ordnung' });
      expect(stage.clientSignedTime).toBe(stage.onSiteSignature!.signedAt);
      expect(stage.clientSignedUser).toBeNull();
      const admin = await signIn(request, DEMO.admin);
      const png = await downloadFile(request, admin, endpoints.orders.reportSignature, { stageId });
      expect(sha256(png)).toBe(sha256(Buffer.from(queued[0]!, 'base64')));

      // The client sees the signature in the report view and downloads the Arbeitsrapport.
      await signInAs(clientPage, DEMO.client);
      await clientPage.goto(`/operation-report/${stageId}`);
      const view = clientPage.getByRole('dialog', { name: 'Arbeitsrapport' });
      await expect(view.getByText(new RegExp(`^Unterschrieben vor Ort von ${SIGNER} am \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$`))).toBeVisible();
      const image = view.getByRole('img', { name: `Unterschrift von ${SIGNER}` });
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const download = clientPage.waitForEvent('download');
      await view.getByRole('button', { name: 'Arbeitsrapport (PDF)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`Arbeitsrapport ${orderId}-1.pdf`);
      expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

      // The admin's order modal shows it at the stage and offers the PDF.
      const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'de-CH', timezoneId: 'Europe/Zurich' });
      const adminPage = await adminContext.newPage();
      await signInAs(adminPage, DEMO.admin);
      const orders = new BackOfficeOrdersPage(adminPage);
      await orders.open(orderId);
      const stageCard = orders.modal(orderId).getByRole('region', { name: 'Etappe 1' });
      await expect(stageCard.getByText(`Unterschrieben vor Ort von ${SIGNER} am`)).toBeVisible();
      await expect(stageCard.getByRole('img', { name: `Unterschrift von ${SIGNER}` })).toHaveJSProperty('complete', true);
      const adminDownload = adminPage.waitForEvent('download');
      await stageCard.getByRole('button', { name: 'Arbeitsrapport (PDF) Etappe 1' }).click();
      expect((await adminDownload).suggestedFilename()).toBe(`Arbeitsrapport ${orderId}-1.pdf`);
      await adminContext.close();

      // The client's contact got the Arbeitsrapport with the PDF, once.
      await expect.poll(() => workReportMails(orderId).length, { timeout: 15_000 }).toBe(1);
      expect(attachedPdfText(workReportMails(orderId)[0]!)).toContain(SIGNER);
      await clientPage.waitForTimeout(1_000);
      expect(workReportMails(orderId)).toHaveLength(1);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
