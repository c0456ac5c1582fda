import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectAccessible } from '../axe';
import { DEMO, fillLogin } from '../fixtures';
import { BlackHoleProxy, setOutboxTiming } from '../pages/black-hole-proxy';
import { createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage } from '../pages/field-report-page';
import { E2E_PORT } from '../server-env';

// Issue 27: a request that gets no answer never holds the outbox. The phone talks to the
// server through a proxy that turns into a black hole; the outbox's timeouts are short here
// (meta 'outboxTiming'), the defaults (30 s + size) are unit tests.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** Screenshots for looking at by eye (OUTBOX_SCREENS_DIR, prefix 'before'/'after'); none in the suite. */
async function shot(page: Page, name: string) {
  const dir = process.env.OUTBOX_SCREENS_DIR;
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${process.env.OUTBOX_SCREENS_PREFIX ?? 'shot'}-${name}-360.png`), fullPage: true });
}

test.describe('[field] outbox with a black-holed server', () => {
  test.setTimeout(150_000);

  test('a report sent into a black hole shows its progress, the button starts a new try at once, and it goes through within seconds of the server answering again', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    const proxy = new BlackHoleProxy(E2E_PORT);
    const port = await proxy.start();
    try {
      const report = new FieldReportPage(page);
      await page.goto(`http://localhost:${port}/login`);
      await fillLogin(page, DEMO.operator);
      await expect(page).toHaveURL(/\/operation$/);
      // Installed, as on a site lead's phone: the app's code comes from the worker's cache.
      await report.waitForServiceWorker();
      await expect(report.badge()).toBeVisible();
      // Long enough that only the button can end the first try.
      await setOutboxTiming(page, { baseMs: 60_000, bytesPerSecond: 25_000, onlineBackoffMaxMs: 2_000 });
      await page.goto(`http://localhost:${port}/operation/${stageId}`);
      await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
      await report.setGeneral('Durch das schwarze Loch');
      await report.addPhotos(1);

      proxy.blackHole();
      await report.save();
      const post = `POST /api/operation/${stageId} `;
      await expect.poll(() => proxy.count(post), { timeout: 20_000 }).toBe(1);
      // On its way, in words and megabytes, not "Wartet auf Versand".
      await expect(report.syncState()).toHaveText(/^Wird gesendet · \d+\.\d von \d+\.\d MB$/, { timeout: 15_000 });
      await expect(report.badge()).toContainText('Wird gesendet');
      await shot(page, 'report-sending');

      // The panel: the item by its client, place and date, with its progress.
      await report.badge().click();
      const item = page.getByTestId('outbox-item');
      await expect(item).toContainText('Wird gesendet');
      await expect(item).toContainText(/Zürich, \d\d\.\d\d\.\d{4}/);
      await expect(item).not.toContainText(`Einsatz ${stageId}`);
      await expect(page.getByTestId('outbox-item-progress')).toContainText(/MB gesendet/);
      await expectAccessible(page, 'sync panel while sending');
      await shot(page, 'sync-panel-sending');

      // "Jetzt synchronisieren" ends the stuck request and tries again at once.
      await page.waitForTimeout(2_100);
      await page.getByRole('button', { name: 'Jetzt synchronisieren' }).tap();
      await expect.poll(() => proxy.count(post), { timeout: 10_000 }).toBe(2);

      // With a short timeout the outbox gives up on its own and tries again, again and again.
      await setOutboxTiming(page, { baseMs: 1_500, bytesPerSecond: 25_000, onlineBackoffMaxMs: 2_000 });
      await page.waitForTimeout(2_100);
      await page.getByRole('button', { name: 'Jetzt synchronisieren' }).tap();
      await expect.poll(() => proxy.count(post), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      const afterButton = proxy.count(post);
      await expect.poll(() => proxy.count(post), { timeout: 20_000 }).toBeGreaterThanOrEqual(afterButton + 2);
      // The panel never claims a connection while the server does not answer.
      await expect(page.getByTestId('connection-state')).not.toHaveText('Verbindung vorhanden');
      await expect(page.getByTestId('connection-state')).toHaveText(/Server ist nicht erreichbar|Wird gesendet/);
      await shot(page, 'sync-panel-no-answer');

      // The server answers again: sent within seconds (here; at most a minute with the
      // defaults), without a restart or a tap.
      const answeredAt = Date.now();
      proxy.answer();
      await expect(page.getByTestId('outbox-item')).toHaveCount(0, { timeout: 30_000 });
      expect(Date.now() - answeredAt).toBeLessThan(30_000);
      // The toast names the operation as the site lead knows it.
      await expect(page.getByText(/^Der Einsatz wurde erfolgreich gespeichert: Muster Küchenbau AG, Zürich, \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
      await page.getByRole('button', { name: 'Schliessen', exact: true }).tap();
      await expect(report.syncState()).toHaveText('Gesendet');
      await expect(report.badge()).toContainText('Synchronisiert');

      const stage = await stageAsAdmin(request, stageId);
      expect(stage.general).toBe('Durch das schwarze Loch');
      expect(stage.images.filter((i) => !i.deleted)).toHaveLength(1);
    } finally {
      await proxy.stop();
    }
  });
});
