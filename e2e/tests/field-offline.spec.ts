import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../browser';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, fillLogin } from '../fixtures';
import { createFieldStage, serverImageHashes, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage, goOffline } from '../pages/field-report-page';
import { E2E_BASE_URL } from '../server-env';

// The same browser settings as playwright.config.ts, for a persistent profile of our own.
const LAUNCH = {
  ...CHROMIUM_LAUNCH,
  baseURL: E2E_BASE_URL,
  locale: 'de-CH',
  timezoneId: 'Europe/Zurich',
};

test.describe('[field] offline report', () => {
  test.setTimeout(90_000);

  test('a site lead fills the whole report offline, survives reload and restart, and the server gets it once', async ({ request }) => {
    const { stageId } = await createFieldStage(request);
    const profile = mkdtempSync(join(tmpdir(), 'tragkraft-field-profile-'));
    try {
      let context = await chromium.launchPersistentContext(profile, LAUNCH);
      let page = context.pages()[0] ?? (await context.newPage());
      let report = new FieldReportPage(page);
      await page.goto('/login');
      await fillLogin(page, DEMO.operator);
      await expect(page).toHaveURL(/\/operation$/);
      await report.waitForServiceWorker();
      await report.open(stageId);

      await goOffline(context);
      await report.setTruckArrival('07', '35');
      await report.setDamages(true);
      await report.setGeneral('Küche im 2. OG montiert, Lift defekt.');
      await report.addPhotos(3);
      await page.getByLabel('Kommentar Bild 1').fill('Kratzer an der Front');
      await page.getByLabel('Schaden Bild 1').check();
      await report.person('Marco').hours.fill('8');
      await report.person('Luca').hours.fill('7.5');
      await report.person('Luca').rate(4);
      await report.person('Luca').comment.fill('Sehr sorgfältig');
      await expect(report.syncState()).toHaveText('Entwurf');

      // Nothing typed is lost on a reload without network.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
      await expect(page.getByLabel('Ankunft Lastwagen (Stunde)')).toHaveValue('07');
      await expect(page.getByLabel('Ankunft Lastwagen (Minute)')).toHaveValue('35');
      await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();
      await expect(page.getByLabel('Bemerkungen zum Einsatz')).toHaveValue('Küche im 2. OG montiert, Lift defekt.');
      await expect(page.getByTestId('report-photo')).toHaveCount(3);
      await expect(page.getByLabel('Kommentar Bild 1')).toHaveValue('Kratzer an der Front');
      await expect(page.getByLabel('Schaden Bild 1')).toBeChecked();
      await expect(report.person('Luca').hours).toHaveValue('7.5');
      await expect(report.person('Luca').comment).toHaveValue('Sehr sorgfältig');
      await expect(page.getByRole('img', { name: 'Bild 3' })).toBeVisible();

      // Saved offline: queued, not sent.
      await report.save();
      await expect(report.syncState()).toHaveText('Wartet auf Versand');
      await expect(report.badge()).toContainText('1 offen');
      const queuedPhotos = await report.devicePhotoHashes();
      expect(queuedPhotos.size).toBe(3);

      // The phone is switched off and on again; the network is back.
      await context.close();
      context = await chromium.launchPersistentContext(profile, LAUNCH);
      page = context.pages()[0] ?? (await context.newPage());
      report = new FieldReportPage(page);
      await report.open(stageId);
      await expect(report.badge()).toContainText('Synchronisiert', { timeout: 20_000 });
      await expect(report.syncState()).toHaveText('Gesendet');

      const stage = await stageAsAdmin(request, stageId);
      expect(stage).toMatchObject({ truckArrivalTime: '07:35', damages: true, general: 'Küche im 2. OG montiert, Lift defekt.' });
      expect(stage.reportSavedAt).not.toBeNull();
      expect(stage.images.filter((i) => !i.deleted)).toHaveLength(3);
      expect(stage.images.find((i) => i.damage)).toMatchObject({ comment: 'Kratzer an der Front' });
      expect(stage.hours.find((h) => h.firstName === 'Luca')).toMatchObject({ hours: 7.5, rating: 4, comment: 'Sehr sorgfältig' });
      expect(stage.hours.find((h) => h.firstName === 'Marco')).toMatchObject({ hours: 8 });
      // The very bytes the phone compressed and kept are on the server, once each.
      expect(await serverImageHashes(request, stageId)).toEqual(queuedPhotos);
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
