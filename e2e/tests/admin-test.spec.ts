import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

test.describe('[admin-test] test page', () => {
  test('server errors show the alert with the server message and a front-end error is reported', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/test-error');

    await page.getByRole('button', { name: 'Server Error' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error from one of the actions. Absichtlicher Testfehler des Servers.');

    await page.getByRole('button', { name: 'SQL Error' }).click();
    await expect(page.getByRole('alert')).toContainText('Error from one of the actions.');
    await expect(page.getByRole('alert')).not.toContainText('table_that_does_not_exist');

    await page.getByRole('button', { name: 'Log Test' }).click();
    await expect(page.getByText(/Log-Test von Benutzer/)).toBeVisible();

    const report = page.waitForRequest((request) => request.url().endsWith('/api/client-error') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Test Error' }).click();
    const body = (await report).postDataJSON() as { message: string; trace: string };
    expect(body.message).toContain('Test Error');
    expect(body.trace).toContain('Error');
    await expect(page.getByText('Ein Fehler ist aufgetreten')).toBeVisible();
  });

  test('an expired sign-in sends the user to login and back', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/test-error');
    // The stored token no longer verifies (as after a secret rotation or expiry).
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('tragkraft.session')!);
      localStorage.setItem('tragkraft.session', JSON.stringify({ ...info, token: `${info.token}x` }));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Log Test' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Ftest-error$/);
    await page.getByLabel('E-Mail').fill(DEMO.admin);
    await page.getByLabel(/^Passwort/).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/test-error$/);
  });
});
