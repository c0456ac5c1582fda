import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from '../axe';
import { DEMO, loginAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

// Every field screen of the site lead and of the employee, with demo data, at phone and at
// desktop size: zero serious or critical axe violations.

async function check(page: Page, name: string) {
  // Lists and details load from the phone's database first, then from the server.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page, name);
}

async function checkSyncPanel(page: Page, name: string) {
  await page.getByTestId('sync-badge').click();
  await expect(page.getByRole('dialog', { name: 'Synchronisierung' })).toBeVisible();
  await check(page, name);
  await page.keyboard.press('Escape');
}

async function checkMenu(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Menü' });
  if (!(await burger.isVisible())) return;
  await burger.click();
  await check(page, name);
  await burger.click();
}

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test.describe(`[field] accessibility at ${size} size`, () => {
    test.use({ viewport });
    // Seven screens, an axe run each (several seconds apiece on a 2-core machine).
    test.describe.configure({ timeout: 120_000 });

    test('site lead: list, report form, past list, past detail, rating, sync panel, menu', async ({ page, request }) => {
      const { stageId } = await createFieldStage(request);
      await loginAs(page, DEMO.operator);
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
      await loginAs(page, DEMO.employee);
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
}
