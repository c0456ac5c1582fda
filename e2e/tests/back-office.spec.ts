import { expect, test } from '@playwright/test';
import { newLogin } from '../api/test-data';
import { demoCaller, DEMO, fillLogin, signInAs, mailCount, waitForPasswordLink } from '../fixtures';
import { placeKitchenOrder } from '../pages/back-office-api';
import { BackOfficeClientsPage } from '../pages/back-office-clients';
import { BackOfficeOrdersPage } from '../pages/back-office-orders';

const CLIENT2 = 'client2@demo.ch';
const saved = 'Die Änderungen wurden erfolgreich gespeichert';

test.describe('[back-office] clients and staff', () => {
  test('an admin creates a client with a login, sends the password link and the user signs in', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const company = `E2E Firma ${stamp}`;
    const email = `kundin.${stamp}@e2e.ch`;
    const clients = new BackOfficeClientsPage(page);
    await signInAs(page, DEMO.admin);
    await clients.open();

    await clients.createClient(company, `buchhaltung@e2e.ch, kaputt`);
    await expect(clients.clientModal.getByText('Ungültige E-Mail-Adresse: kaputt')).toBeVisible();
    await clients.clientModal.getByLabel('Rechnungs-E-Mail').fill(`buchhaltung.${stamp}@e2e.ch, chef.${stamp}@e2e.ch`);
    await clients.clientModal.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    // A new client opens its users at once.
    await expect(clients.usersModal(company)).toBeVisible();

    await clients.createUser(company, { email, firstName: 'Erika', lastName: 'Muster' });
    await expect(clients.usersModal(company).getByRole('row').filter({ hasText: email })).toContainText('Erika Muster');
    // The same address a second time is refused.
    await clients.createUser(company, { email, firstName: 'Doppelt', lastName: 'Muster' });
    await expect(page.getByText('E-Mail-Adresse existiert bereits').first()).toBeVisible();
    await clients.usersModal(company).getByRole('button', { name: 'Abbrechen' }).click();

    const before = mailCount();
    await clients.sendPasswordLink(company, email);
    await expect(page.getByText(`Der Link zum Setzen des Passworts wurde an ${email} gesendet.`)).toBeVisible();
    const link = await waitForPasswordLink(email, before);

    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(new URL(link).pathname);
    await fresh.getByLabel('Neues Passwort').fill('kundin-2026');
    await fresh.getByLabel('Passwort wiederholen').fill('kundin-2026');
    await fresh.getByRole('button', { name: /speichern|setzen/i }).click();
    await fresh.getByRole('link', { name: /login|anmelden/i }).click();
    await fillLogin(fresh, email, 'kundin-2026');
    await expect(fresh).toHaveURL(/\/offer$/);
    await fresh.context().close();
  });

  test('an admin edits the phone of a staff member; the phone is required', async ({ page }) => {
    const phone = `079 ${String(Date.now()).slice(-7)}`;
    // A staff member of this journey's own: the demo staff are the cast of other journeys.
    const staff = await newLogin(page.request, await demoCaller(page.request, DEMO.admin), { role: 'employee', firstName: 'Telefon', lastName: 'Probe' });
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/employees');
    await page.getByRole('button', { name: `${staff.email} bearbeiten` }).click();

    await page.getByLabel('Telefon').fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte geben Sie eine Telefonnummer ein.')).toBeVisible();

    await page.getByLabel('Telefon').fill(phone);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(page.getByRole('row', { name: staff.email })).toContainText(phone);
    // Inactive staff are greyed out in the list.
    await expect(page.getByRole('row', { name: /peter\.alt@demo\.ch/ })).toHaveAttribute('data-inactive', 'true');
  });
});

test.describe('[back-office] admin orders', () => {
  test('an admin filters the order list', async ({ page }) => {
    const orderId = await placeKitchenOrder(page.request, CLIENT2, `Filterweg ${Date.now()}\n8000 Zürich`);
    const orders = new BackOfficeOrdersPage(page);
    await signInAs(page, DEMO.admin);
    await orders.open();
    await orders.showTab('Neueste Aufträge');
    await expect(orders.row(orderId)).toBeVisible();
    const all = await orders.rows.count();

    await orders.filter.fill('x');
    await expect(orders.rows).toHaveCount(all);

    await orders.filter.fill('alpen');
    await expect(orders.row(orderId)).toBeVisible();
    for (const name of await orders.rows.locator('td:nth-child(5)').allTextContents()) expect(name).toBe('Alpenbau Generalunternehmung GmbH');
    await expect(orders.row(orderId)).toContainText('8000 Zürich');

    await page.getByRole('button', { name: 'Filter löschen' }).click();
    await expect(orders.filter).toHaveValue('');
    await expect(orders.rows).toHaveCount(all);
  });

  test('an admin edits the remarks of a stage and cancels another order', async ({ page }) => {
    // Two saves of the order modal and an accessibility check: about 30 s on an idle 2-core host.
    test.setTimeout(60_000);
    const stamp = Date.now();
    const editId = await placeKitchenOrder(page.request, CLIENT2, `Bemerkungsweg ${stamp}\n8000 Zürich`);
    const cancelId = await placeKitchenOrder(page.request, CLIENT2, `Stornoweg ${stamp}\n8000 Zürich`);
    const orders = new BackOfficeOrdersPage(page);
    await signInAs(page, DEMO.admin);

    await orders.open(editId);
    const modal = orders.modal(editId);
    await expect(modal.getByText('Alpenbau Generalunternehmung GmbH')).toBeVisible();
    await modal.getByLabel('Bemerkungen Etappe 1').fill(`Lift reservieren ${stamp}`);
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await modal.getByRole('button', { name: /Änderungsprotokoll/ }).click();
    await expect(modal.getByText(`Bemerkungen von leer auf Lift reservieren ${stamp} geändert.`)).toBeVisible();
    await page.reload();
    await expect(orders.modal(editId).getByLabel('Bemerkungen Etappe 1')).toHaveValue(`Lift reservieren ${stamp}`);

    // A stage is added and removed again, each after a confirmation.
    await orders.modal(editId).getByRole('button', { name: 'Etappe hinzufügen' }).click();
    await page.getByRole('dialog', { name: 'Etappe hinzufügen' }).getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(orders.modal(editId).getByRole('region', { name: 'Etappe 2' })).toBeVisible();
    await orders.modal(editId).getByRole('button', { name: 'Etappe 2 entfernen' }).click();
    await page.getByRole('dialog', { name: 'Etappe entfernen' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(orders.modal(editId).getByRole('region', { name: 'Etappe 2' })).toHaveCount(0);
    await expect(orders.modal(editId).getByRole('button', { name: 'Etappe 1 entfernen' })).toBeDisabled();
    await orders.modal(editId).getByRole('button', { name: 'Schliessen', exact: true }).last().click();

    await orders.open(cancelId);
    const cancel = orders.modal(cancelId);
    await expect(cancel.getByRole('button', { name: 'Etappe 1 entfernen' })).toBeDisabled();
    await cancel.getByRole('button', { name: 'Auftrag stornieren' }).click();
    const ask = page.getByRole('dialog', { name: 'Auftrag stornieren' });
    await ask.getByLabel('Grund der Stornierung').fill('Kunde hat abgesagt.');
    await ask.getByRole('button', { name: 'Stornieren' }).click();
    await expect(page.getByText('Der Auftrag wurde erfolgreich storniert')).toBeVisible();
    await expect(cancel.getByRole('button', { name: 'Auftrag stornieren' })).toBeDisabled();
    await expect(cancel.getByText('Grund: Kunde hat abgesagt.')).toBeVisible();
  });

  test("an admin downloads the order's documents from the order modal", async ({ page }) => {
    const orderId = await placeKitchenOrder(page.request, CLIENT2, `Dokumentweg ${Date.now()}\n8000 Zürich`);
    const orders = new BackOfficeOrdersPage(page);
    await signInAs(page, DEMO.admin);
    await orders.open(orderId);
    const modal = orders.modal(orderId);
    const download = async (name: string) => {
      const file = page.waitForEvent('download');
      await modal.getByRole('button', { name, exact: true }).click();
      return (await file).suggestedFilename();
    };

    expect(await download('Auftragsbestätigung (PDF)')).toBe(`Auftragsbestätigung ${orderId}.pdf`);
    expect(await download('Auftragsbestätigung (Word)')).toBe(`Auftragsbestätigung ${orderId}.docx`);
    expect(await download('Projektblatt Etappe 1')).toBe(`Projektplan ${orderId}.xlsx`);
    expect(await download('Rechnung (Word) Etappe 1')).toMatch(/\.docx$/);
  });
});
