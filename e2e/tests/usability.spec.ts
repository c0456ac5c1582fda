import { expect, test } from '@playwright/test';
import { addDays, formatDate, isoParts, zurichToday } from '@tragkraft/domain';
import { DEMO, signInAs } from '../fixtures';
import { OfferPage } from '../pages/offer-page';
import { placeKitchenOrder } from '../pages/back-office-api';
import { OrdersPage } from '../pages/orders-page';

// Issue 15 (client and office screens): each test failed before its fix.
// Seeded kitchen order 'LB-2024-17' of client@demo.ch has a stage completed 11 days ago.
const KITCHEN_ORDER_NUMBER = 'LB-2024-17';

test.describe('[usability] client and office screens', () => {
  test('client signs off the hours of a completed kitchen stage, not only of site service', async ({ page }) => {
    await signInAs(page, DEMO.client);
    const orders = new OrdersPage(page);
    await orders.open('past');
    await orders.openReport(orders.rows(KITCHEN_ORDER_NUMBER).first());
    const report = orders.reportModal;
    await expect(report.getByText('Einsatz abgeschlossen')).toBeVisible();
    // Only site-service hours are billed by the hour: no correction here, only the sign-off.
    await expect(report.getByRole('button', { name: 'Stunden ändern' })).toHaveCount(0);
    const sign = report.getByRole('button', { name: 'Visieren' });
    await expect(sign.or(report.getByText(/^Visiert von/))).toBeVisible();
    if (await sign.isVisible()) await sign.click();
    await expect(report.getByText(/^Visiert von Sandra Huber am \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  });

  test('the client orders table fits a 1280 px screen without scrolling sideways', async ({ page }) => {
    // Also with a long place name without a break (as other journeys' test data have).
    await placeKitchenOrder(page.request, DEMO.client, `Langer Weg 1\n8000 Oberunterhinterwiesenthal${Date.now()}${Date.now()}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, DEMO.client);
    const orders = new OrdersPage(page);
    await orders.open('next');
    const scroller = page.locator('.mantine-ScrollArea-viewport').filter({ has: page.getByRole('table') });
    await expect(scroller).toBeVisible();
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  });

  test('the client modal loads the client detail and says so when it cannot', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.route('**/api/admin/clients/1', (route) => route.abort('connectionfailed'));
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Muster Küchenbau AG bearbeiten' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Konnte die Firma nicht laden');
    await page.unroute('**/api/admin/clients/1');
    await page.keyboard.press('Escape');

    const detail = page.waitForResponse((r) => r.url().endsWith('/api/admin/clients/1') && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Muster Küchenbau AG bearbeiten' }).click();
    await detail;
    await expect(page.getByRole('dialog').getByLabel('Firma')).toHaveValue('Muster Küchenbau AG');
  });

  test("the calculations list says 'Fehler beim Laden der Daten' when it cannot load", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.route('**/api/admin/calculations', (route) => route.abort('connectionfailed'));
    await page.goto('/admin/calculations');
    await expect(page.getByRole('alert')).toContainText('Fehler beim Laden der Daten');
  });

  test('a crashed screen shows the error inside the app frame with a way back', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/test-error');
    await page.getByRole('button', { name: 'Test Error' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ein Fehler ist aufgetreten' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
    // Another screen from the menu leaves the error behind.
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kunden', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
    await expect(page.getByText('Ein Fehler ist aufgetreten')).toHaveCount(0);
  });

  test('an unknown analytics period is refused in words, not shown as 1M', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/client-analytics?range=5X&reportType=hourly');
    await expect(page.getByRole('alert')).toContainText('Unbekannter Zeitraum «5X»');
    await expect(page).toHaveURL(/range=5X/);
  });

  test("a filter without hits says 'Keine Treffer für diesen Filter'", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/orders');
    await expect(page.getByRole('row').filter({ hasText: 'LB-2024-17' }).first()).toBeVisible();
    await page.getByLabel('Filter', { exact: true }).fill('gibt es nicht');
    await expect(page.getByText('Keine Treffer für diesen Filter')).toBeVisible();
    await page.getByLabel('Filter', { exact: true }).fill('EL-5521');
    await expect(page.getByRole('row').filter({ hasText: 'EL-5521' })).toHaveCount(1);
  });

  test('a stage date can be typed as d.m.yy, and what cannot be read is said in German', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Küchen-Feinverteilung');
    await offer.amount('Küche A').fill('2');
    await offer.kilometres().fill('10');
    await offer.calculate('kitchen');

    const date = page.getByRole('textbox', { name: 'Datum Etappe 1', exact: true });
    const day = addDays(zurichToday(new Date()), 30 + (Date.now() % 30));
    const { year, month, day: dayOfMonth } = isoParts(day);
    await date.fill(`${dayOfMonth}.${month}.${String(year).slice(2)}`);
    await page.getByLabel('Zeit Etappe 1').click();
    await expect(date).toHaveValue(formatDate(day));

    await date.fill('xx.3.27');
    await page.getByLabel('Zeit Etappe 1').click();
    await expect(page.getByText('Der Tag ist ungültig. Bitte als TT.MM.JJJJ eingeben (z. B. 24.03.2027).')).toBeVisible();
    await date.fill(formatDate(day));
    await page.getByLabel('Zeit Etappe 1').click();
    await expect(page.getByText(/^Der Tag ist ungültig/)).toHaveCount(0);
  });

  test("a date within 3 days offers 'Mit Express berechnen' and the company's phone right there", async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Küchen-Feinverteilung');
    await offer.amount('Küche A').fill('1');
    await offer.kilometres().fill('5');
    const first = await offer.calculate('kitchen');

    await page.getByRole('textbox', { name: 'Datum Etappe 1', exact: true }).fill(formatDate(addDays(zurichToday(new Date()), 2)));
    await page.getByLabel('Zeit Etappe 1').fill('10:00');
    await page.getByRole('button', { name: 'Auftrag erteilen' }).click();
    const express = page.getByRole('button', { name: 'Mit Express berechnen' });
    await expect(express).toBeVisible();
    await expect(page.getByRole('link', { name: '044 555 00 00' })).toBeVisible();

    const priced = page.waitForResponse((r) => r.url().includes('/api/offer/kitchen') && r.request().method() === 'POST');
    await express.click();
    const again = (await (await priced).json()) as { calcId: number; total: number };
    expect(again.total).toBeGreaterThan(first.total);
    await offer.expectPrice(again);
    await expect(page.getByLabel(/^Express/)).toBeChecked();
    await expect(express).toHaveCount(0);
  });
});
