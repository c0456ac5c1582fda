import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, loginAs, mailCount, waitForPasswordLink } from '../fixtures';

test.describe('[auth] sign-in and landing', () => {
  const landings: [string, string, RegExp][] = [
    ['admin', DEMO.admin, /\/operation$/],
    ['operator', DEMO.operator, /\/operation$/],
    ['employee', DEMO.employee, /\/operations$/],
    ['client', DEMO.client, /\/offer$/],
    ['clerk', DEMO.clerk, /\/orders$/],
  ];
  for (const [role, email, landing] of landings) {
    test(`${role} logs in and lands on its page`, async ({ page }) => {
      await loginAs(page, email);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('V 3.3.1')).toBeVisible();
    });
  }

  test('an anonymous deep link goes to login and back after sign-in', async ({ page }) => {
    await page.goto('/operations/past');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Foperations%2Fpast$/);
    await fillLogin(page, DEMO.employee);
    await expect(page).toHaveURL(/\/operations\/past$/);
  });

  test('a wrong password shows the message', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, DEMO.client, 'falsches-passwort');
    await expect(page.getByText('Login fehlgeschlagen.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a role outside a route goes to the root and on to its own page', async ({ page }) => {
    await loginAs(page, DEMO.clerk);
    await page.goto('/admin/clients');
    await expect(page).toHaveURL(/\/orders$/);
  });
});

test.describe('[auth] forgot and set password', () => {
  test('a user sets a new password through the link in the mail', async ({ page }) => {
    const email = 'jonas.frei@demo.ch';
    const before = mailCount();
    await page.goto('/login');
    await page.getByRole('link', { name: /Passwort vergessen/ }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: /senden/i }).click();
    await expect(page.getByText(/Spam/)).toBeVisible();

    const link = await waitForPasswordLink(email, before);
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Neues Passwort').fill('kurz');
    await page.getByLabel('Passwort wiederholen').fill('kurz');
    await page.getByRole('button', { name: /speichern|setzen/i }).click();
    await expect(page.getByText('Das neue Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
    // A common password is refused by the server.
    await page.getByLabel('Neues Passwort').fill('basketball');
    await page.getByLabel('Passwort wiederholen').fill('basketball');
    await page.getByRole('button', { name: /speichern|setzen/i }).click();
    await expect(page.getByText(/weit verbreitet/)).toBeVisible();

    await page.getByLabel('Neues Passwort').fill('frisch-gesetzt');
    await page.getByLabel('Passwort wiederholen').fill('frisch-gesetzt');
    await page.getByRole('button', { name: /speichern|setzen/i }).click();
    await page.getByRole('link', { name: /login|anmelden/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email, 'frisch-gesetzt');
    await expect(page).toHaveURL(/\/operations$/);

    // Changing it while signed in asks for the current password.
    await page.goto('/change-password');
    await page.getByLabel('Aktuelles Passwort').fill('geraten-123');
    await page.getByLabel('Neues Passwort').fill('nochmals-neu-26');
    await page.getByLabel('Passwort wiederholen').fill('nochmals-neu-26');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await page.getByLabel('Aktuelles Passwort').fill('frisch-gesetzt');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  });
});

test.describe('[pwa] offline app shell', () => {
  test('the app shell still loads offline after the first visit', async ({ page, context }) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit is not yet controlled; the precache is complete once the worker is active.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await page.goto('/operations/past');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await context.setOffline(false);
  });
});
