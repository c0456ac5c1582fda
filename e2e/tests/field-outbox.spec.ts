import { expect, test, type Route } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { completeAsAdmin, createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage, goOffline, goOnline } from '../pages/field-report-page';

const isReportPost = (route: Route) => route.request().method() === 'POST';

test.describe('[field] outbox replay', () => {
  test('the server answers 503 twice, then the report goes through once', async ({ page, context, request }) => {
    const { stageId } = await createFieldStage(request);
    const attempts: string[] = [];
    await context.route(`**/api/operation/${stageId}`, async (route) => {
      if (!isReportPost(route)) return route.continue();
      attempts.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (attempts.length <= 2) return route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Wartung' } });
      return route.continue();
    });
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    await report.setGeneral('Nach zwei Fehlversuchen');
    await report.addPhotos(1);
    await report.save();
    await expect(page.getByText('Der Einsatz wurde erfolgreich gespeichert')).toBeVisible({ timeout: 15_000 });
    await expect(report.syncState()).toHaveText('Gesendet');

    expect(attempts.length).toBe(3);
    expect(new Set(attempts).size).toBe(1);
    const stage = await stageAsAdmin(request, stageId);
    expect(stage.general).toBe('Nach zwei Fehlversuchen');
    expect(stage.images.filter((i) => !i.deleted)).toHaveLength(1);
  });

  test('the server commits and the connection drops before the answer: the replay gets the stored answer', async ({ page, context, request }) => {
    const { stageId } = await createFieldStage(request);
    const replayed: (string | null)[] = [];
    await context.route(`**/api/operation/${stageId}`, async (route) => {
      if (!isReportPost(route)) return route.continue();
      const response = await route.fetch();
      replayed.push(response.headers()['idempotent-replayed'] ?? null);
      if (replayed.length === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    await report.setGeneral('Antwort ging verloren');
    await report.addPhotos(2);
    await report.save();
    await expect(page.getByText('Der Einsatz wurde erfolgreich gespeichert')).toBeVisible({ timeout: 15_000 });

    expect(replayed).toEqual([null, 'true']);
    const stage = await stageAsAdmin(request, stageId);
    expect(stage.images.filter((i) => !i.deleted)).toHaveLength(2);
  });

  test('a refused report stays visible as rejected with the server’s message until discarded', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    await completeAsAdmin(request, stageId);
    await report.setGeneral('Zu spät erfasst');
    await report.save();

    await expect(report.syncState()).toHaveText('Abgelehnt');
    await expect(page.getByRole('alert', { name: 'Der Server hat den Arbeitsrapport abgelehnt' })).toContainText('Der Einsatz ist bereits abgeschlossen.');
    await expect(page.getByLabel('Bemerkungen zum Einsatz')).toHaveValue('Zu spät erfasst');
    await report.badge().click();
    const item = page.getByTestId('outbox-item');
    await expect(item).toContainText('Abgelehnt');
    await expect(item).toContainText('Der Einsatz ist bereits abgeschlossen.');
    // A reload never drops it silently.
    await page.reload();
    await expect(report.syncState()).toHaveText('Abgelehnt');
    await report.badge().click();
    await page.getByTestId('outbox-item').getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByRole('dialog', { name: 'Änderung verwerfen?' }).getByRole('button', { name: 'Endgültig verwerfen' }).click();
    await expect(page.getByTestId('outbox-item')).toHaveCount(0);
    expect((await stageAsAdmin(request, stageId)).general).toBe('Vom Büro erfasst');
  });

  test('an employee confirms and then declines offline; the server ends with the decline', async ({ page, context, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.employee);
    await page.goto(`/operations/${stageId}`);
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie haben noch nicht geantwortet.');

    await goOffline(context);
    await page.getByRole('button', { name: 'Zusagen' }).click();
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie sind dabei. (wird gesendet)');
    await page.getByRole('button', { name: 'Absagen' }).click();
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie haben abgesagt. (wird gesendet)');
    await expect(page.getByTestId('sync-badge')).toContainText('2 offen');

    await goOnline(context);
    await expect(page.getByTestId('sync-badge')).toContainText('Synchronisiert', { timeout: 15_000 });
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie haben abgesagt.');
    const stage = await stageAsAdmin(request, stageId);
    expect(stage.hours.find((h) => h.firstName === 'Luca')?.confirmation).toBe(false);
  });
});
