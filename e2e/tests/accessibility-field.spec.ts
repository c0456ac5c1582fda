import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from '../axe';
import { DEMO, signInAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

// Every field screen of the site lead and of the employee, with demo data, at phone and at
// desktop size: zero serious or critical axe violations.

/** axe at phone and at desktop size: the screen is loaded once and the page resized between the runs. */
async function check(page: Page, name: string) {
  // Lists and details load from the phone's database first, then from the server.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page, name);
  }
  await page.setViewportSize(PHONE);
}

/** The sync panel, a dialog, checked at both sizes (opened once). */
async function checkSyncPanel(page: Page, name: string) {
  await page.getByTestId('sync-badge').click();
  await expect(page.getByRole('dialog', { name: 'Synchronisierung' })).toBeVisible();
  await check(page, name);
  await page.keyboard.press('Escape');
}

/** The menu exists at phone size only (the desktop shows the navigation beside the page). */
async function checkMenu(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Menü' });
  await expect(burger).toBeVisible();
  await burger.click();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page, name);
  await burger.click();
}

test.describe('[field] accessibility at phone and desktop size', () => {
  test.use({ viewport: PHONE });
  // Seven screens, an axe run each (several seconds apiece on a 2-core machine).
  test.describe.configure({ timeout: 120_000 });

  test('site lead: list, report form, past list, past detail, rating, sync panel, menu', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    await page.goto('/operation');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await check(page, 'operation list');
    await checkMenu(page, 'menu');
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
    await check(page, 'report form');
    await checkSyncPanel(page, 'sync panel');
    await page.goto('/operation/past');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await check(page, 'past list');
    await page.getByTestId('operation-row').first().click();
    await expect(page.getByTestId('own-confirmation')).toBeVisible();
    await check(page, 'past operation');
    await page.goto('/rating');
    await expect(page.getByTestId('average-rating')).toBeVisible();
    await check(page, 'rating');
  });

  test('employee: coming list, operation, past list, past operation, rating, sync panel, menu', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.employee);
    await page.goto('/operations');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await check(page, 'own operations');
    await checkMenu(page, 'menu');
    await page.goto(`/operations/${stageId}`);
    await expect(page.getByRole('button', { name: 'Zusagen' })).toBeVisible();
    await check(page, 'own operation');
    await checkSyncPanel(page, 'sync panel');
    await page.goto('/operations/past');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await check(page, 'own past operations');
    await page.getByTestId('operation-row').first().click();
    await expect(page.getByTestId('own-confirmation')).toBeVisible();
    await check(page, 'own past operation');
    await page.goto('/rating');
    await expect(page.getByTestId('average-rating')).toBeVisible();
    await check(page, 'own rating');
  });
});
