// Issue 27.1: hours typed the Swiss way are stored exactly. Each hours field of the app gets
// '3,5', '4,5', '7,5' and '3:30', says back what it understood, refuses '3,5,5' in German
// without sending, and the value saved is the one typed (read back through the API), with the
// price that follows from it. Field and customer screens at phone size with touch.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { addDays, zurichToday } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { someWorkday, uniqueStamp } from '../api/test-data';
import { demoCaller, DEMO, signInAs, type SignedIn } from '../fixtures';
import { createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage } from '../pages/field-report-page';
import { OfferPage } from '../pages/offer-page';
import { OrdersPage } from '../pages/orders-page';

const TYPED: [string, string][] = [
  ['3,5', '= 3.5 h (3 Std. 30 Min.)'],
  ['4,5', '= 4.5 h (4 Std. 30 Min.)'],
  ['7,5', '= 7.5 h (7 Std. 30 Min.)'],
  ['3:30', '= 3.5 h (3 Std. 30 Min.)'],
];

/** Types each Swiss spelling into the field and checks what it says back under it. */
async function typesEachSpelling(field: Locator, around: Locator) {
  for (const [typed, understood] of TYPED) {
    await field.fill(typed);
    await expect(around.getByText(understood, { exact: true })).toBeVisible();
    await expect(field).toHaveValue(typed);
  }
}

/** '3,5,5' cannot be read: the German reason appears under the field once it is left. */
async function refusesUnreadable(field: Locator, around: Locator) {
  await field.fill('3,5,5');
  await field.blur();
  await expect(around.getByText('«3,5,5» ist keine Stundenangabe. Beispiele: 3,5 oder 3:30.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** A site-service order of the demo client: one day 40 to 340 days ahead, 8 hours for the people given. */
async function serviceStage(request: APIRequestContext, client: SignedIn, amount: number, orderAddress: string): Promise<{ orderId: number; stageId: number }> {
  const dates = [{ date: someWorkday(40, 300), time: '07:00', amount, hours: 8 }];
  const { calcId } = await call(request, client, endpoints.offers.calculate, { service: 'service' }, { dates, driveKilometers: 10, express: false });
  const { orderId, stages } = await call(request, client, endpoints.orders.place, {}, { calcId, orderAddress, stages: dates });
  return { orderId, stageId: stages[0]!.id };
}

test.describe('[numbers] hours typed the Swiss way are exact', () => {
  test.describe('site lead report at 360 px', () => {
    test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

    test('the site lead types 3,5 / 4,5 / 7,5 / 3:30 for himself and the employee; 3,5,5 is not sent', async ({ page, request }) => {
      const { stageId } = await createFieldStage(request);
      await signInAs(page, DEMO.operator);
      const report = new FieldReportPage(page);
      await report.open(stageId);
      const lead = report.person('Marco').hours;
      const employee = report.person('Luca').hours;
      const cards = page.getByTestId('report-person');
      await typesEachSpelling(lead, cards.filter({ hasText: 'Marco' }));
      await typesEachSpelling(employee, cards.filter({ hasText: 'Luca' }));

      await report.setTruckArrival('07', '30');
      await report.setDamages(false);
      await report.addPhotos(1);
      await report.person('Luca').rate(4);
      await refusesUnreadable(employee, cards.filter({ hasText: 'Luca' }));
      await report.save();
      await expect(employee).toBeFocused();
      await expect(report.syncState()).toHaveText('Entwurf');

      await lead.fill('7,5');
      await employee.fill('3:30');
      await report.save();
      await expect(report.syncState()).toHaveText('Gesendet', { timeout: 15_000 });
      const stored = await stageAsAdmin(request, stageId);
      expect(stored.hours.find((h) => h.firstName === 'Marco')?.hours).toBe(7.5);
      expect(stored.hours.find((h) => h.firstName === 'Luca')?.hours).toBe(3.5);
    });
  });

  test.describe('customer screens at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the site-service offer takes 7,5 hours and prices 7.5 hours, not 12', async ({ page }) => {
      const offer = new OfferPage(page);
      await signInAs(page, DEMO.client);
      await offer.open();
      await offer.choose('Baustellen-Service');
      const monday = (() => {
        const day = addDays(zurichToday(new Date()), 21);
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        return addDays(day, (8 - weekday) % 7);
      })();
      await offer.pickDate('Datum Tag 1', monday);
      await offer.field('Zeit Tag 1').fill('07:00');
      const hours = offer.field('Stunden Tag 1');
      await typesEachSpelling(hours, page.getByRole('region', { name: 'Berechnung' }));
      await hours.fill('7,5');
      await offer.field('Mitarbeiter Tag 1').fill('2');
      await offer.kilometres().fill('5');
      const sent = page.waitForRequest((r) => r.url().includes('/api/offer/service') && r.method() === 'POST');
      const price = await offer.calculate('service');
      expect(((await sent).postDataJSON() as { dates: { hours: number }[] }).dates[0]!.hours).toBe(7.5);
      await offer.expectPrice(price);
      // The same day priced through the API with 12 hours costs more: 7,5 was not read as 12.
      const client = await demoCaller(page.request, DEMO.client);
      const priced = (hours: number) => call(page.request, client, endpoints.offers.calculate, { service: 'service' }, { dates: [{ date: monday, time: '07:00', amount: 2, hours }], driveKilometers: 5, express: false });
      const twelve = await priced(12);
      const seven = await priced(7.5);
      expect(seven.total).toBe(price.total);
      expect(twelve.total).toBeGreaterThan(price.total);
    });

    test('the customer changes the hours with 4,5 and 4.5 hours are stored (not 45)', async ({ page }) => {
      const [client, admin] = await Promise.all([demoCaller(page.request, DEMO.client), demoCaller(page.request, DEMO.admin)]);
      const { stageId } = await serviceStage(page.request, client, 1, `Zahlenweg ${uniqueStamp()}\n8050 Zürich`);
      await call(page.request, admin, endpoints.operations.saveReport, { stageId }, { data: JSON.stringify({ general: 'Erledigt.', workHours: 8 }) });
      await call(page.request, admin, endpoints.operations.complete, { stageId });

      await signInAs(page, DEMO.client);
      await page.goto(`/operation-report/${stageId}`);
      const modal = new OrdersPage(page).reportModal;
      await modal.getByRole('button', { name: 'Stunden ändern' }).click();
      const field = modal.getByLabel('Arbeitsstunden');
      await typesEachSpelling(field, modal);
      await refusesUnreadable(field, modal);
      // One person on the stage: 45 hours cannot be true, the field says so before sending.
      await field.fill('45');
      await field.blur();
      await expect(modal.getByText('Höchstens 24 h.')).toBeVisible();
      await field.fill('4,5');
      await modal.getByRole('button', { name: 'Speichern' }).click();
      await expect(modal.getByText('Arbeitsstunden: 4.5 h')).toBeVisible();
      expect((await call(page.request, client, endpoints.orders.stageDetails, { stageId })).workHours).toBe(4.5);
    });
  });

  test('the admin types 7,5 planned hours on a site-service stage and 7.5 are stored', async ({ page }) => {
    const [client, admin] = await Promise.all([demoCaller(page.request, DEMO.client), demoCaller(page.request, DEMO.admin)]);
    const { orderId } = await serviceStage(page.request, client, 2, `Adminweg ${uniqueStamp()}\n8050 Zürich`);

    await signInAs(page, DEMO.admin);
    await page.goto(`/admin/orders?order=${orderId}`);
    const stage = page.getByRole('region', { name: 'Etappe 1' });
    const hours = stage.getByLabel('Stunden Etappe 1');
    await typesEachSpelling(hours, stage);
    await hours.fill('7,5');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Änderungen wurden erfolgreich gespeichert')).toBeVisible();
    expect((await call(page.request, admin, endpoints.adminOrders.detail, { orderId })).stages[0]!.hours).toBe(7.5);
  });
});
