import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from '../axe';
import { DEMO, signInAs } from '../fixtures';

// axe over every non-field screen at phone and desktop size: zero serious or critical
// violations (WCAG 2.1 A/AA). The field screens (operator, employee) are checked by their own
// journeys. Each screen is checked once it shows its content, not its spinner.

// Each screen is loaded once and checked at both sizes: the page is resized between the two axe
// runs (the layout follows the width through CSS and media queries, as when a tablet turns).
async function expectAccessibleAtBothSizes(page: Page, screen: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page, screen);
  }
  await page.setViewportSize(PHONE);
}

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Lädt')).toHaveCount(0);
}

test.describe('[accessibility] phone and desktop', () => {
  test.use({ viewport: PHONE });
  // Several axe runs per test on a shared machine.
  test.setTimeout(120_000);

  test('sign-in screens', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'login');
    await page.goto('/forgot-password');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'forgot password');
  });

  test('client: offer, calculator, orders, order modal and report', async ({ page }) => {
    await signInAs(page, DEMO.client);
    await page.goto('/offer');
    await expect(page.getByText('Wo dürfen wir Sie mit unserer Dienstleistung unterstützen?')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'client offer');
    await page.getByRole('button', { name: 'Küchen-Feinverteilung' }).click();
    await heading(page, 'Offerte: Küchen-Feinverteilung');
    await expectAccessibleAtBothSizes(page, 'kitchen calculator');

    await page.goto('/orders');
    await heading(page, 'Ihre Aufträge');
    await expect(page.getByRole('button', { name: /bearbeiten$/ }).first()).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'orders');
    await page.getByRole('button', { name: /bearbeiten$/ }).first().click();
    await expect(page.getByRole('dialog', { name: /Auftrag \d+ bearbeiten/ }).getByLabel('Objektadresse')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'order modal');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Vergangene Etappen' }).click();
    await page.getByRole('button', { name: /^Arbeitsrapport/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Arbeitsrapport' }).getByText(/Einsatz (abgeschlossen|läuft)/)).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'report');
  });

  test('admin: orders, invoice modal, clients, staff, calculations', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/orders');
    await heading(page, 'Aufträge');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'admin orders');
    await page.getByRole('tab', { name: 'Vergangene Etappen' }).click();
    await page.getByRole('button', { name: /^Rechnung Auftrag/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Rechnung', exact: true }).getByRole('table', { name: 'Rechnungspositionen' })).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'invoice modal');
    await page.keyboard.press('Escape');

    for (const [path, title] of [
      ['/admin/clients', 'Kunden'],
      ['/admin/employees', 'Mitarbeiter'],
      ['/admin/calculations', 'Berechnungen'],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectAccessibleAtBothSizes(page, title);
    }
  });

  // Seven screens at two sizes: in two journeys, so each stays well within its time.
  for (const [name, screens] of [
    [
      'admin: hours, profitability, open items',
      [
        ['/admin/hours', 'Stunden'],
        ['/admin/profitability', 'Rentabilität'],
        ['/admin/open-items', 'Offene Posten'],
      ],
    ],
    [
      'admin: notifications, analytics, test page',
      [
        ['/admin/notifications', 'Benachrichtigungen'],
        ['/admin/client-analytics?range=MAX&reportType=hourly', 'Kunden-Analyse'],
        ['/admin/user-analytics?range=MAX&noService=false&noDiscount=false', 'Mitarbeiter Analyse'],
        ['/admin/test-error', 'Test'],
      ],
    ],
  ] as const) {
    test(name, async ({ page }) => {
      await signInAs(page, DEMO.admin);
      for (const [path, title] of screens) {
        await page.goto(path);
        await heading(page, title);
        await expectAccessibleAtBothSizes(page, title);
      }
    });
  }
});
