import { expect, test } from '@playwright/test';
import { MESSAGE_TEXTS } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { expectAccessible } from '../axe';
import { call } from '../api/api-client';
import { demoCaller, DEMO, signInAs } from '../fixtures';
import { addReportImage, placeKitchenOrder, serviceStageToday } from '../pages/orders-api';
import { OrdersPage } from '../pages/orders-page';

// Seeded orders of client@demo.ch (apps/server/src/db/seed-demo.ts): a kitchen order 'LB-2024-17'
// with a stage 12 days ago, and a site-service order 'GP-12' completed two days ago.
const KITCHEN_ORDER_NUMBER = 'LB-2024-17';
const DONE_SERVICE_NUMBER = 'GP-12';

test.describe('[orders] client orders', () => {
  test('client sees a new order in the next stages and edits a future stage', async ({ page }) => {
    // Two saves of the order modal and an accessibility check: about 30 s on an idle 2-core host.
    test.setTimeout(60_000);
    const order = await placeKitchenOrder(page.request, await demoCaller(page.request, DEMO.client));
    await signInAs(page, DEMO.client);
    const orders = new OrdersPage(page);
    await orders.open();

    const rows = orders.rows(order.place);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Küchen-Feinverteilung');
    await expect(rows.first()).toContainText('1/2');
    await expect(rows.nth(1)).toContainText(/(Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\.\d\d/);

    await rows.nth(1).click();
    await expect(orders.orderModal).toBeVisible();
    await expect(orders.orderModal.getByLabel('Objektadresse')).toHaveValue(order.address);
    const stage = orders.stage(2);
    await expect(stage.getByLabel('Datum')).toBeEnabled();
    // The stages share the offer's 3 units (2 + 1): more is refused, a new split is saved.
    await stage.getByLabel('Anzahl', { exact: true }).fill('3');
    await stage.getByLabel('Bemerkungen').fill('Bitte beim Hauswart melden.');
    await orders.orderModal.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(orders.orderModal.getByText(/ergibt zusammen 5, offeriert sind 3/)).toBeVisible();
    await orders.stage(1).getByLabel('Anzahl', { exact: true }).fill('1');
    await stage.getByLabel('Anzahl', { exact: true }).fill('2');
    await orders.orderModal.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Die Änderungen wurden erfolgreich gespeichert')).toBeVisible();
    await expect(orders.orderModal).toBeHidden();
    await expectAccessible(page, 'orders with a notification');
    await expect(rows.nth(1).getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await orders.editButton(order.orderId).click();
    await expect(orders.stage(2).getByLabel('Bemerkungen')).toHaveValue('Bitte beim Hauswart melden.');
    await expect(orders.stage(2).getByLabel('Anzahl', { exact: true })).toHaveValue('2');
  });

  test('a past stage is in the past stages and read-only in the order modal', async ({ page }) => {
    await signInAs(page, DEMO.client);
    const orders = new OrdersPage(page);
    await orders.open('past');
    const row = orders.rows(KITCHEN_ORDER_NUMBER).first();
    await expect(row).toContainText('8005 Zürich');
    await row.click();

    const past = orders.stage(1);
    await expect(past).toContainText(MESSAGE_TEXTS.stageLocked);
    await expect(past.getByLabel('Bemerkungen')).toBeDisabled();
    await expect(past.getByLabel('Anzahl', { exact: true })).toBeDisabled();
    await expect(orders.stage(3).getByLabel('Bemerkungen')).toBeEnabled();
    await orders.orderModal.getByRole('button', { name: 'Abbrechen' }).click();

    // An order whose last stage is past is read-only as a whole.
    await orders.rows(DONE_SERVICE_NUMBER).first().click();
    await expect(orders.orderModal.getByText(MESSAGE_TEXTS.orderLocked).first()).toBeVisible();
    await expect(orders.orderModal.getByLabel('Objektadresse')).toBeDisabled();
    await expect(orders.orderModal.getByRole('button', { name: 'Änderungen speichern' })).toHaveCount(0);
  });

  test('client rates a completed site-service stage and signs off its hours', async ({ page }) => {
    // A completed site-service stage of this journey's own (the seeded one stays as seeded).
    const [client, admin] = await Promise.all([demoCaller(page.request, DEMO.client), demoCaller(page.request, DEMO.admin)]);
    const { stageId } = await serviceStageToday(page.request, client, admin);
    await call(page.request, admin, endpoints.operations.saveReport, { stageId }, { data: JSON.stringify({ general: 'Baumaterial in die Wohnungen tragen.', workHours: 16 }) });
    await call(page.request, admin, endpoints.operations.complete, { stageId });
    await signInAs(page, DEMO.client);
    await page.goto(`/operation-report/${stageId}`);
    const orders = new OrdersPage(page);
    const report = orders.reportModal;
    await expect(report.getByText('Einsatz abgeschlossen')).toBeVisible();
    await expect(report).toContainText('Baumaterial in die Wohnungen tragen.');

    const send = report.getByRole('button', { name: 'Feedback senden' });
    await send.click();
    await expect(report.getByText(MESSAGE_TEXTS.ratingMissing)).toBeVisible();
    await orders.rate(4);
    await report.getByLabel('Kommentar (optional)').fill('Speditiv und freundlich.');
    await send.click();
    await expect(report.getByText('Ihre Bewertung')).toBeVisible();
    await expect(send).toBeHidden();

    const sign = report.getByRole('button', { name: 'Visieren' });
    await report.getByRole('button', { name: 'Stunden ändern' }).click();
    await report.getByLabel('Arbeitsstunden').fill('15.75');
    await report.getByRole('button', { name: 'Speichern' }).click();
    await expect(report.getByText('Arbeitsstunden: 15.75 h')).toBeVisible();
    await sign.click();
    await expect(report.getByText(/^Visiert von Sandra Huber am \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Stunden ändern' })).toBeHidden();
  });

  test('a clerk sees the orders without editing and opens reports read-only', async ({ page }) => {
    await signInAs(page, DEMO.clerk);
    const orders = new OrdersPage(page);
    await orders.open('past');
    await expect(page.getByRole('columnheader', { name: 'Bericht' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Bearbeiten' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);

    await orders.rows(DONE_SERVICE_NUMBER).first().click();
    await expect(orders.reportModal).toBeVisible();
    await expect(orders.reportModal.getByText('Einsatz abgeschlossen')).toBeVisible();
    await expect(orders.orderModal).toHaveCount(0);
    await expect(orders.reportModal.getByRole('button', { name: 'Visieren' })).toHaveCount(0);
    await expect(orders.reportModal.getByRole('button', { name: 'Feedback senden' })).toHaveCount(0);
  });

  test('the report link opens the report of a running stage with its photos', async ({ page }) => {
    const order = await placeKitchenOrder(page.request, await demoCaller(page.request, DEMO.client));
    await addReportImage(page.request, await demoCaller(page.request, DEMO.admin), order.stageIds[0]!, 'Kratzer an der Türzarge');
    await signInAs(page, DEMO.client);
    await page.goto(`/operation-report/${order.stageIds[0]}`);
    await expect(page).toHaveURL(/\/orders$/);
    const orders = new OrdersPage(page);
    const report = orders.reportModal;
    await expect(report.getByText('Einsatz läuft …')).toBeVisible();
    await expect(report).toContainText('Material angeliefert.');
    await expect(report.getByRole('button', { name: 'Feedback senden' })).toHaveCount(0);

    // The photo comes through the API with the token and shows from memory.
    const thumbnail = report.getByRole('img', { name: 'Bild 1: Kratzer an der Türzarge' });
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await report.getByRole('button', { name: /Bild 1.*gross anzeigen/ }).click();
    await expect(page.getByRole('img', { name: 'Bild in voller Grösse' })).toBeVisible();
  });

  test('a client changes the hours signed on site and then signs the new hours off', async ({ page }) => {
    // A site-service stage, reported with a signature of the customer on site and completed.
    const [client, admin] = await Promise.all([demoCaller(page.request, DEMO.client), demoCaller(page.request, DEMO.admin)]);
    const { stageId } = await serviceStageToday(page.request, client, admin);
    // The signature as a phone's pad makes it: a PNG drawn on a canvas.
    await page.goto('/login');
    const png = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 200;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 600, 200);
        context.strokeStyle = '#000';
        context.lineWidth = 4;
        context.beginPath();
        context.moveTo(40, 150);
        context.bezierCurveTo(150, 20, 300, 180, 560, 60);
        context.stroke();
        return canvas.toDataURL('image/png').split(',')[1]!;
      }),
      'base64',
    );
    const data = { general: 'Material verteilt.', workHours: 16, signature: { signerName: 'Beat Bauleiter', signedAt: new Date().toISOString() } };
    await call(page.request, admin, endpoints.operations.saveReport, { stageId }, { data: JSON.stringify(data), signature: { name: 'signature.png', mimeType: 'image/png', buffer: png } });
    await call(page.request, admin, endpoints.operations.complete, { stageId });

    await signInAs(page, DEMO.client);
    await page.goto(`/operation-report/${stageId}`);
    const modal = new OrdersPage(page).reportModal;
    await expect(modal.getByText(/^Unterschrieben vor Ort von Beat Bauleiter am/)).toBeVisible();
    await expect(modal.getByText(/^Visiert durch die Unterschrift vor Ort am/)).toBeVisible();
    // Site service: no truck and no damage question (issue 27).
    await expect(modal.getByText('Ankunft Lastwagen')).toHaveCount(0);
    await expect(modal.getByText('Schäden', { exact: true })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Visieren' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Stunden ändern' }).click();
    await modal.getByLabel('Arbeitsstunden').fill('14.5');
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(modal.getByText('Arbeitsstunden: 14.5 h')).toBeVisible();
    // The change lifts the on-site sign-off: the client signs the new hours off.
    await expect(modal.getByText(/^Visiert durch die Unterschrift vor Ort/)).toHaveCount(0);
    await modal.getByRole('button', { name: 'Visieren' }).click();
    await expect(modal.getByText(/^Visiert von Sandra Huber am \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Stunden ändern' })).toBeHidden();
    // The signature stays with the report.
    await expect(modal.getByText(/^Unterschrieben vor Ort von Beat Bauleiter am/)).toBeVisible();
  });
});
