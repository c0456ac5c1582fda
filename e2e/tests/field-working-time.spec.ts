import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../browser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isoWeekKey, zurichToday, zurichWallClock } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { expectAccessible } from '../axe';
import { DEMO, fillLogin, signInAs } from '../fixtures';
import { FieldReportPage, goOffline } from '../pages/field-report-page';
import { call, send } from '../api/api-client';
import { adminSignIn, createFieldPerson, createTodayStage, ownEntries } from '../pages/time-api';
import { TimePage } from '../pages/time-page';
import { E2E_BASE_URL } from '../server-env';

// The Excel is read with the very exceljs the server writes it with (a dependency of the
// server, not of the journeys): only the few calls used here are typed.
interface Workbook {
  xlsx: { readFile(path: string): Promise<unknown> };
  worksheets: { getSheetValues(): unknown[] }[];
}
const ExcelJS = createRequire(new URL('../../apps/server/package.json', import.meta.url))('exceljs') as { Workbook: new () => Workbook };

const LAUNCH = {
  ...CHROMIUM_LAUNCH,
  baseURL: E2E_BASE_URL,
  locale: 'de-CH',
  timezoneId: 'Europe/Zurich',
};

const hhmm = (instant: Date) => zurichWallClock(instant).time;

test.describe('[time] working time', () => {
  test.setTimeout(180_000);

  test('a site lead records a day offline, it arrives once and proposes the report hours; the office approves, corrects with a logged reason and downloads the month', async ({ request, browser }) => {
    const admin = await adminSignIn(request);
    const person = await createFieldPerson(request, admin);
    const name = `${person.firstName} ${person.lastName}`;
    const first = await createTodayStage(request, admin, person, '07:00');
    const second = await createTodayStage(request, admin, person, '13:00');
    // The next whole minute: the day's first tap (see below).
    const t0 = Math.ceil(Date.now() / 60_000) * 60_000;
    const at = (seconds: number) => new Date(t0 + seconds * 1_000);
    const week = isoWeekKey(zurichToday(at(0)));
    const profile = mkdtempSync(join(tmpdir(), 'tragkraft-time-profile-'));
    try {
      let context = await chromium.launchPersistentContext(profile, LAUNCH);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await fillLogin(page, person.email, person.password);
      await expect(page).toHaveURL(/\/operation$/);
      await new FieldReportPage(page).waitForServiceWorker();
      let time = new TimePage(page);
      await time.open();

      // The day on the phone's clock, offline. The server refuses taps before the person's
      // account and more than 5 minutes ahead, so the day is compressed into minutes from the
      // next whole minute: start, travel, a second stage, a break, end, 45 s apart.
      await goOffline(context);
      const tap = async (seconds: number, label: Parameters<TimePage['button']>[0], count: number, street?: string) => {
        await context.clock.setFixedTime(at(seconds));
        if (street) await time.chooseStage(`${street},`);
        await time.button(label).click();
        await expect(time.taps()).toHaveCount(count);
      };
      await tap(0, 'Arbeitsbeginn', 1, first.street);
      await expect(time.button('Arbeitsbeginn')).toBeDisabled();
      await tap(45, 'Fahrt', 2);
      await tap(90, 'Weiter', 3, second.street);
      await tap(135, 'Pause', 4);
      await expect(time.button('Pause')).toBeDisabled();
      await tap(180, 'Weiter', 5);
      await tap(225, 'Feierabend', 6);
      await expect(time.taps().filter({ hasText: 'Wartet auf Versand' })).toHaveCount(6);
      // Travel is working time; each interval counts in whole minutes, as on the server.
      await expect(time.todayTotals()).toHaveText('Arbeit 0:04 h · Pausen 0:01 h · Fahrt 0:01 h');
      await expect(time.button('Arbeitsbeginn')).toBeEnabled();
      await expect(time.button('Feierabend')).toBeDisabled();

      // The phone is switched off and on again; the network is back.
      await context.close();
      context = await chromium.launchPersistentContext(profile, LAUNCH);
      page = context.pages()[0] ?? (await context.newPage());
      time = new TimePage(page);
      await time.open();
      await expect(time.badge()).toContainText('Synchronisiert', { timeout: 20_000 });
      await expect(time.taps().filter({ hasText: 'Gesendet' })).toHaveCount(6);
      await expectAccessible(page, 'Zeit');

      // Sent exactly once: the server holds these six taps, in order, with the phone's times.
      const entries = await ownEntries(request, person, week);
      expect(entries.map((e) => [e.kind, e.stageId, Date.parse(e.at)])).toEqual([
        ['start', first.stageId, at(0).getTime()],
        ['travel', null, at(45).getTime()],
        ['resume', second.stageId, at(90).getTime()],
        ['pause', null, at(135).getTime()],
        ['resume', second.stageId, at(180).getTime()],
        ['end', null, at(225).getTime()],
      ]);
      expect(new Set(entries.map((e) => e.clientId)).size).toBe(6);

      // The report of the second stage proposes its recorded time: 2 minutes = 0.03 h.
      const report = new FieldReportPage(page);
      await page.goto(`/operation/${second.stageId}`);
      await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('recorded-hours')).toHaveText(/Erfasste Zeit: 0\.03 h/);
      await page.getByRole('button', { name: 'Übernehmen' }).click();
      await expect(report.person(person.firstName).hours).toHaveValue('0.03');
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }

    // The office sees the week and approves it.
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    await signInAs(office, DEMO.admin);
    await office.goto('/admin/time');
    const card = office.getByRole('region', { name });
    await expect(card.getByTestId('person-week-total')).toContainText('Total 0:04 h von 40:00 h', { timeout: 20_000 });
    await card.getByRole('button', { name: `Woche von ${name} visieren` }).click();
    await expect(card.getByText(/^Visiert von/)).toBeVisible();

    // Afterwards the person may no longer correct the week ...
    const entries = await ownEntries(request, person, week);
    const firstEntry = entries[0]!;
    const refused = await send(request, person, endpoints.workingTime.correctOwn, {}, { entryId: firstEntry.id, kind: 'start', at: new Date(Date.parse(firstEntry.at) + 60_000).toISOString(), reason: 'Später begonnen' });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Diese Woche ist bereits visiert und kann nicht mehr geändert werden.');

    // ... the admin may, with a reason that goes into the audit log.
    const end = entries.at(-1)!;
    const endClock = hhmm(at(225));
    const laterClock = hhmm(at(240));
    await card.getByRole('button', { name: `Feierabend ${endClock} korrigieren` }).click();
    const modal = office.getByRole('dialog', { name: 'Eintrag korrigieren' });
    await modal.getByLabel('Zeit').fill(laterClock);
    await modal.getByLabel('Grund').fill('Feierabend zu früh getippt');
    await modal.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect(office.getByText('Die Korrektur ist gespeichert und protokolliert.')).toBeVisible();
    const audit = await call(request, admin, endpoints.audit.log, { entity: 'user', entityId: String(person.userId) });
    const logged = audit.find((row) => row.action === 'time.correct');
    expect(logged?.changes).toMatchObject({ entryId: end.id, reason: 'Feierabend zu früh getippt' });
    await expect(card.getByText(/korrigiert \(vorher Feierabend/)).toBeVisible();
    await expectAccessible(office, 'Arbeitszeit');

    // The month's time sheet as PDF (to sign) and Excel (payroll).
    const month = zurichToday(at(0)).slice(0, 7);
    await office.getByLabel('Monat der Dateien').fill(month);
    const startClock = hhmm(at(0));
    const dir = mkdtempSync(join(tmpdir(), 'tragkraft-time-files-'));
    try {
      const save = async (label: string, file: string) => {
        const download = office.waitForEvent('download');
        await card.getByRole('button', { name: `${label} ${month} ${name}` }).click();
        await (await download).saveAs(join(dir, file));
        return join(dir, file);
      };
      const pdf = execFileSync('pdftotext', ['-layout', await save('PDF', 'sheet.pdf'), '-'], { encoding: 'utf8' });
      expect(pdf).toContain(name);
      expect(pdf).toContain('Unterschrift');
      expect(pdf).toMatch(new RegExp(`${startClock}\\s+${laterClock}\\s+0:04`));

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await save('Excel', 'sheet.xlsx'));
      const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
      const day = rows.find((row) => row.includes(startClock));
      expect(day).toBeDefined();
      expect(day).toEqual(expect.arrayContaining([startClock, laterClock, 0.07]));
      expect(rows.some((row) => row.includes(`Total ${name}`))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await officeContext.close();
  });
});
