import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { completeAsAdmin, createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage, goOffline, goOnline } from '../pages/field-report-page';

/** 'HH:mm' on the Zurich wall clock, rounded to 5 minutes (what the picker must start at). */
function zurichNowRounded(): string {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number) as [number, number];
  const rounded = Math.min(Math.round((h * 60 + m) / 5) * 5, 24 * 60 - 5);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
}

test.describe('[field] usability', () => {
  test('a past operation shows no 12-hour notice (issue 15.5)', async ({ page }) => {
    await signInAs(page, DEMO.employee);
    await page.goto('/operations/past');
    await page.getByTestId('operation-row').first().click();
    await expect(page.getByTestId('own-confirmation')).toBeVisible();
    await expect(page.getByText(/weniger als 12 Stunden/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zusagen' })).toHaveCount(0);
  });

  test('a completed stage opens read-only for the site lead (issue 15.6)', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await completeAsAdmin(request, stageId);
    await signInAs(page, DEMO.operator);
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByText('Dieser Einsatz ist abgeschlossen')).toBeVisible();
    await expect(page.getByLabel('Bemerkungen zum Einsatz')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  });

  test('a refused save says so on the operation; "Kopie behalten" keeps the entries and clears the red state (issue 15.6)', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    await completeAsAdmin(request, stageId);
    await report.setGeneral('Zu spät erfasst');
    await report.save();

    const refusal = page.getByRole('alert', { name: 'Der Server hat den Arbeitsrapport abgelehnt' });
    await expect(refusal).toContainText('Der Einsatz ist bereits abgeschlossen.');
    await expect(refusal.getByRole('button', { name: 'Verwerfen' })).toBeVisible();
    await refusal.getByRole('button', { name: 'Kopie behalten' }).click();

    await expect(report.badge()).toContainText('Synchronisiert');
    await expect(report.syncState().filter({ hasText: 'Abgelehnt' })).toHaveCount(0);
    const copy = page.getByRole('region', { name: 'Ihre Kopie (nicht gesendet)' });
    await expect(copy).toContainText('Zu spät erfasst');
    await page.reload();
    await expect(copy).toContainText('Zu spät erfasst');
    await expect(page.getByLabel('Bemerkungen zum Einsatz')).toBeDisabled();
    expect((await stageAsAdmin(request, stageId)).general).toBe('Vom Büro erfasst');
  });

  test('a server error on confirm says "Konnte nicht zusagen"; offline it is queued (issue 15.7)', async ({ page, context, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.employee);
    await page.goto(`/operations/${stageId}`);
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie haben noch nicht geantwortet.');

    await context.route('**/api/employee/operations/confirmordecline', (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Interner Fehler' } }));
    await page.getByRole('button', { name: 'Zusagen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Konnte nicht zusagen' })).toBeVisible();
    await expect(page.getByTestId('own-confirmation')).not.toContainText('(wird gesendet)');
    await expect(page.getByTestId('own-confirmation')).toHaveText('Sie haben noch nicht geantwortet.');
    await context.unroute('**/api/employee/operations/confirmordecline');

    await goOffline(context);
    await page.getByRole('button', { name: 'Absagen' }).click();
    await expect(page.getByTestId('own-confirmation')).toContainText('Sie haben abgesagt.');
    await expect(page.getByText('Keine Verbindung: Die Absage wird gesendet, sobald das Telefon online ist.')).toBeVisible();
    await goOnline(context);
    await expect(page.getByTestId('sync-badge')).toContainText('Synchronisiert', { timeout: 15_000 });
    expect((await stageAsAdmin(request, stageId)).hours.find((h) => h.firstName === 'Luca')?.confirmation).toBe(false);
  });

  test('a failed refresh with a stored list says so and offers a retry (issue 15.8)', async ({ page, context }) => {
    await signInAs(page, DEMO.operator);
    await page.goto('/operation');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await context.route('**/api/operation/future', (route) => route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Wartung' } }));
    await page.reload();
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^Stand: \d\d\.\d\d\.\d{4} \d\d:\d\d, Aktualisierung fehlgeschlagen/ })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).not.toContainText('Synchronisiert');
    await context.unroute('**/api/operation/future');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByText('Aktualisierung fehlgeschlagen')).toHaveCount(0);
    await expect(page.getByTestId('sync-badge')).toContainText('Synchronisiert');
  });

  test('the truck arrival picker starts at the current time rounded to 5 minutes (issue 15.11)', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    const before = zurichNowRounded();
    await page.getByLabel('Ankunft Lastwagen (Stunde)').focus();
    const shown = async () => `${await page.getByLabel('Ankunft Lastwagen (Stunde)').inputValue()}:${await page.getByLabel('Ankunft Lastwagen (Minute)').inputValue()}`;
    await expect.poll(async () => [before, zurichNowRounded()].includes(await shown())).toBe(true);
  });

  test('field use: no call or rating for oneself, 44 px quarter-hour buttons, declined stages and people in words', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    await expect(page.getByRole('link', { name: 'Luca anrufen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marco anrufen' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Bewertung Luca: 5 von 5' })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /^Bewertung Marco/ })).toHaveCount(0);
    const more = page.getByRole('button', { name: 'Luca: ¼ h mehr' });
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await more.click();
    await more.click();
    await expect(report.person('Luca').hours).toHaveValue('0.5');
    await expect(report.person('Luca').hours).not.toHaveAttribute('placeholder', /\d/);

    // The demo employee declined the second washing-tower stage: his list says so.
    await signInAs(page, DEMO.employee);
    await page.goto('/operations');
    await expect(page.getByTestId('operation-row').filter({ hasText: 'abgesagt' }).first()).toBeVisible();
  });
});
