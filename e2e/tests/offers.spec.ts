import { expect, test } from '@playwright/test';
import { addDays, formatChf, mondayOf, zurichToday } from '@tragkraft/domain';
import { DEMO, signInAs, mailCount } from '../fixtures';
import { OfferPage } from '../pages/offer-page';

const CLIENT2 = 'client2@demo.ch';
const today = () => zurichToday(new Date());
/** A day far enough ahead for every lead time, spread so journeys do not share days. */
const futureDay = (offset: number) => addDays(today(), 20 + offset + (Date.now() % 40));

test.describe('[offers] calculators', () => {
  test('a client calculates a kitchen, changes it, recalculates and sends the offer by e-mail', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Küchen-Feinverteilung');
    await expect(page.getByText('Bitte berechnen Sie zuerst den Preis.')).toBeVisible();

    await offer.amount('Küche A').fill('2');
    await offer.kilometres().fill('12');
    await expect(page.getByRole('region', { name: 'Preis-Vorschau' })).toBeVisible();
    const first = await offer.calculate('kitchen');
    await offer.expectPrice(first);
    await expect(page.getByText('Sie haben keine Entsorgungspauschale gewählt.')).toBeVisible();
    await expect(offer.amount('Küche A')).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Berechnung ändern' }).click();
    await expect(offer.pricePanel()).toHaveCount(0);
    await page.getByRole('button', { name: 'Küche hinzufügen' }).click();
    await page.getByRole('button', { name: 'Stockwerk hinzufügen Küche B' }).click();
    await offer.amount('Küche B', '1. OG').fill('1');
    await page.getByLabel(/^Entsorgung Küche B/).check();
    const second = await offer.calculate('kitchen');
    expect(second.calcId).not.toBe(first.calcId);
    expect(second.total).toBeGreaterThan(first.total);
    await offer.expectPrice(second);

    const before = mailCount();
    await page.getByRole('button', { name: 'Offerte per E-Mail' }).click();
    await offer.dialog().getByLabel('Objektbezeichnung (optional)').fill(`Testobjekt ${Date.now()}`);
    await offer.dialog().getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('Die Offerte wurde an Ihre Emailadresse verschickt.')).toBeVisible();
    await expect.poll(mailCount).toBeGreaterThan(before);
  });

  test('a client calculates washing, doors, cupboards and kitchen covers', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    const services: [string, string, string][] = [
      ['Waschtürme und Waschmaschinen', 'washing', 'Typ A'],
      ['Türen', 'doors', 'Typ A'],
      ['Einbauschränke', 'cupboards', 'Schrank A'],
      ['Küchenabdeckungen', 'kitchenCover', 'Abdeckung A'],
    ];
    for (const [name, key, row] of services) {
      await offer.open();
      await offer.choose(name);
      await offer.amount(row).fill('3');
      await offer.kilometres().fill('8');
      await offer.expectPrice(await offer.calculate(key));
    }
  });

  test('a client calculates a facade lift and a site service', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Fassadenlift-Vermietung');
    await offer.pickDate('Datum Tag 1', futureDay(0));
    await offer.field('Zeit Tag 1').fill('9:00');
    await offer.field('Stunden Tag 1').fill('4');
    await offer.kilometres().fill('10');
    const lift = await offer.calculate('facadeLift');
    await offer.expectPrice(lift);
    await expect(offer.priceLine('Montage')).toHaveText(formatChf(lift.setup as number));

    await page.getByRole('button', { name: 'Zurück' }).click();
    await offer.choose('Baustellen-Service');
    await offer.pickDate('Datum Tag 1', mondayOf(futureDay(7)));
    await offer.field('Zeit Tag 1').fill('07:00');
    await offer.field('Stunden Tag 1').fill('8');
    await offer.field('Mitarbeiter Tag 1').fill('2');
    await offer.kilometres().fill('5');
    const service = await offer.calculate('service');
    await offer.expectPrice(service);
    await expect(offer.priceLine('Service')).toHaveText(formatChf(service.totalService as number));
  });

  test('labs are locked for client@demo.ch and calculated for client2@demo.ch', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.serviceButton('Laboreinrichtungen (LKW-Entlad)').click();
    await expect(offer.dialog()).toContainText('Dieser Dienst ist für Sie nicht freigeschaltet.');
    await offer.dialog().getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await signInAs(page, CLIENT2);
    await offer.open();
    await offer.choose('Laboreinrichtungen (LKW-Entlad)');
    await offer.field('Anzahl Lastwagen').fill('2');
    await page.getByLabel(/Freiwillige Umweltgebühr/).check();
    await offer.kilometres().fill('20');
    const labs = await offer.calculate('labs');
    await offer.expectPrice(labs);
    await expect(offer.priceLine('Umweltgebühr')).toHaveText('30.00');
  });
});

test.describe('[offers] offers by number, distance and admin', () => {
  test('a client loads an offer by its number; a wrong number shows the message', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Türen');
    await offer.amount('Typ A').fill('7');
    await offer.kilometres().fill('3');
    const doors = await offer.calculate('doors');
    await page.getByRole('button', { name: 'Zurück' }).click();

    const number = offer.field('Offerten-Nr.');
    const load = page.getByRole('button', { name: 'Offerte laden' });
    await load.click();
    await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie eine Offerten-Nr. ein.');
    await number.fill('12a');
    await load.click();
    await expect(page.getByRole('alert')).toHaveText('Die Offerten-Nr. ist eine Zahl.');
    await number.fill('99999999');
    await load.click();
    await expect(page.getByRole('alert')).toHaveText('Wir konnten die Offerte mit der Nummer 99999999 leider nicht finden.');

    await number.fill(String(doors.calcId));
    await load.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offerte: Türen' })).toBeVisible();
    await expect(offer.amount('Typ A')).toHaveValue('7');
    await expect(offer.kilometres()).toHaveValue('3');
  });

  test('the kilometre modal measures the distance from the depot and fills it in', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Küchen-Feinverteilung');
    await page.getByRole('button', { name: 'Distanz berechnen' }).click();
    await offer.dialog().getByLabel('Objektadresse').fill('Bahnhofstrasse 5, 3011 Bern');
    // Leave the field so its suggestion list (it may arrive late) cannot cover the button.
    await offer.dialog().getByLabel('Objektadresse').blur();
    await offer.dialog().getByRole('button', { name: 'Distanz berechnen' }).click();
    await expect(offer.dialog()).toContainText('Depot Zürich, 8048 Zürich');
    await expect(offer.dialog()).toContainText(/1[0-2]\d km/);
    await offer.dialog().getByRole('button', { name: 'Übernehmen' }).click();
    await expect(offer.dialog()).toHaveCount(0);
    await expect(offer.kilometres()).toHaveValue(/^1[0-2]\d$/);
  });

  test('an admin creates an offer on behalf of a client login and finds it in the calculations', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/offer');
    await page.getByLabel('Kunde oder Login suchen').fill('client2@');
    await page.getByText('Beat Schneider').click();
    await expect(page.getByText(/Für Beat Schneider, Alpenbau/)).toBeVisible();
    await offer.choose('Einbauschränke');
    await offer.amount('Schrank A').fill('4');
    await offer.kilometres().fill('15');
    const response = page.waitForResponse((r) => /\/api\/offer\/cupboards\/userId\/\d+$/.test(r.url()));
    const answer = await offer.calculate('cupboards');
    expect((await response).ok()).toBe(true);
    await offer.expectPrice(answer);
    await expect(offer.pricePanel().getByText('Rabatt auf Entsorgung')).toBeVisible();

    await page.goto('/admin/calculations');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(answer.calcId), exact: true }) });
    await expect(row).toContainText('client2@demo.ch');
    await expect(row).toContainText(formatChf(answer.total));
    await expect(row.getByRole('button', { name: `PDF Offerte ${answer.calcId}` })).toBeVisible();
  });
});

test.describe('[offers] ordering', () => {
  test('a client orders a kitchen with two stages and sees the thank-you notice', async ({ page }) => {
    const offer = new OfferPage(page);
    await signInAs(page, DEMO.client);
    await offer.open();
    await offer.choose('Küchen-Feinverteilung');
    await offer.amount('Küche A').fill('2');
    await offer.kilometres().fill('10');
    await offer.field('Anzahl Etappen').fill('2');
    await offer.expectPrice(await offer.calculate('kitchen'));

    await page.getByRole('button', { name: 'Auftrag erteilen' }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte geben Sie die Objektadresse ein.');

    await page.getByRole('button', { name: 'Adresse eingeben' }).click();
    await offer.dialog().getByText('Manuell eingeben').click();
    const street = `Auftragsweg ${Date.now()}`;
    await offer.dialog().getByLabel('Adresse (mehrzeilig)').fill(`${street}\n8004 Zürich`);
    await offer.dialog().getByRole('button', { name: 'Übernehmen' }).click();
    await expect(offer.dialog()).toHaveCount(0);
    await expect(page.getByLabel('Objektadresse')).toContainText(street);

    const first = futureDay(1);
    await offer.pickDate('Datum Etappe 1', first);
    await offer.field('Zeit Etappe 1').fill('7:30');
    await offer.pickDate('Datum Etappe 2', addDays(first, 2));
    // The assembly lead of an earlier order is suggested and brings the phone along.
    await page.getByRole('combobox', { name: 'Monteur / Montageleiter' }).fill('Hans');
    await page.getByRole('option', { name: 'Hans Muster' }).click();
    await expect(offer.field('Telefon Monteur / Montageleiter')).toHaveValue('079 111 22 33');

    const placed = page.waitForResponse((r) => r.url().endsWith('/api/order') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Auftrag erteilen' }).click();
    expect((await placed).ok()).toBe(true);
    await expect(page.getByText('Vielen Dank für Ihren Auftrag!')).toBeVisible();
    await expect(page.getByText(/in wenigen Minuten per E-Mail an client@demo\.ch\./)).toBeVisible();
    await expect(page.getByRole('status').getByRole('link', { name: 'Ihre Aufträge' })).toBeVisible();
    await expect(page.getByText('Wo dürfen wir Sie mit unserer Dienstleistung unterstützen?')).toBeVisible();
  });
});
