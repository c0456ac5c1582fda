import { expect, test } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from '../axe';
import { DEMO, signInAs } from '../fixtures';

test.describe('[client-errors] error reports for the admin', () => {
  test('a front-end error appears in "Fehlerberichte" with time, user, screen and message', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/test-error');
    const report = page.waitForResponse((response) => response.url().endsWith('/api/client-error') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Test Error' }).click();
    expect((await report).status()).toBe(200);

    await page.goto('/operation');
    await page.getByRole('link', { name: 'Fehlerberichte' }).first().click();
    await expect(page).toHaveURL(/\/admin\/client-errors$/);
    await expect(page.getByRole('heading', { name: 'Fehlerberichte', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '/admin/test-error' }).first();
    await expect(row).toContainText('Test Error');
    await expect(row).toContainText('(Admin)');
    await expect(row.getByRole('cell').first()).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    await row.getByRole('button', { name: /Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Fehlerbericht' });
    await expect(dialog).toContainText('Browser:');
    await expect(dialog.locator('pre')).toContainText('Error');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    // A phone gets one card per report instead of a table that scrolls sideways.
    const card = page.getByRole('article').filter({ hasText: '/admin/test-error' }).first();
    await expect(card).toContainText('Test Error');
    await expect(card.getByRole('button', { name: /Details/ })).toBeInViewport();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expectAccessible(page, 'admin/client-errors');
    }
  });

  test('other roles do not get the screen', async ({ page }) => {
    await signInAs(page, DEMO.operator);
    await page.goto('/admin/client-errors');
    await expect(page).not.toHaveURL(/client-errors/);
    await expect(page.getByRole('link', { name: 'Fehlerberichte' })).toHaveCount(0);
  });
});
