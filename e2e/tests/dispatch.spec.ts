// Dispatch on the board (issue 33): a stage dragged to another day (change confirmation to the
// client, the staff member's list), a crew planned in one action, a suggested order applied,
// the printed plan read back (pdftotext of poppler-utils).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { addDays, formatDate, formatDateWithWeekday, isoWeekKey } from '@tragkraft/domain';
import { apiSignIn, DEMO, loginAs, mailCount, waitForMail } from '../fixtures';
import { BackOfficeOrdersPage } from '../pages/back-office-orders';
import { BoardPage, placeStages, quietWeekDay } from '../pages/board-page';

async function plan(request: APIRequestContext, token: string, stageId: number, userId: number) {
  const response = await request.post('/api/admin/planning/assign', { headers: { authorization: `Bearer ${token}` }, data: { stageId, userId, force: true } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the board of the date's week once it answers (its first call loads the locality data; a busy machine is slow). */
async function openBoard(page: Page, request: APIRequestContext, token: string, date: string): Promise<BoardPage> {
  const week = await request.get(`/api/admin/board?week=${isoWeekKey(date)}`, { headers: { authorization: `Bearer ${token}` }, timeout: 60_000 });
  expect(week.ok(), await week.text()).toBe(true);
  const board = new BoardPage(page);
  await board.open(date);
  return board;
}

test.describe('[board] dispatch', () => {
  test('an admin drags a planned stage to the next day: the client gets the change confirmation, the employee sees the new day; a refused move says why; undo moves it back', async ({ page, request }) => {
    test.setTimeout(90_000);
    const date = quietWeekDay(1, 'dispatch');
    const next = addDays(date, 1);
    const street = `Tagweg ${Date.now() % 100_000}`;
    // Two stages: the second on Friday, so the first cannot go past it (chronology).
    const [stageId] = await placeStages(request, [date, addDays(date, 3)], ['08:00'], `${street}\n8004 Zürich`);
    const admin = await apiSignIn(request, DEMO.admin);
    const employee = await apiSignIn(request, DEMO.employee);
    await plan(request, admin.token, stageId!, employee.userId);

    await page.setViewportSize({ width: 1440, height: 1600 });
    await loginAs(page, DEMO.admin);
    const board = await openBoard(page, request, admin.token, date);
    const card = board.card(employee.userId, date, stageId!);
    await expect(card).toContainText('08:00–');
    await expect(board.cell(employee.userId, date)).toContainText('ab Depot');

    const mails = mailCount();
    await board.drag(card, board.cell(employee.userId, next));
    await expect(board.card(employee.userId, next, stageId!)).toBeVisible();
    await expect(board.card(employee.userId, date, stageId!)).toHaveCount(0);
    await expect(page.getByText(/Letzte Änderung: Auftrag \d+: .* → .*\(Luca Keller\)/)).toBeVisible();
    await waitForMail(['Die Termine für Ihren', street, `Etappe 1:`, formatDate(next)], mails);

    // Past the second stage's day: refused with the reasons, the card stays.
    await board.drag(board.card(employee.userId, next, stageId!), board.cell(employee.userId, addDays(date, 4)));
    const refusal = page.getByRole('alert').filter({ hasText: 'Verschieben nicht möglich' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('listitem').first()).not.toBeEmpty();
    await expect(board.card(employee.userId, next, stageId!)).toBeVisible();

    // The employee's list shows the new day.
    const staff = await page.context().browser()!.newPage();
    await loginAs(staff, DEMO.employee);
    await staff.goto('/operations');
    await expect(staff.getByText(street).first()).toBeVisible();
    await expect(staff.locator('.mantine-Card-root').filter({ hasText: street }).first()).toContainText(formatDateWithWeekday(next));
    await staff.close();

    // Undo: back to the first day (a move back through the same route).
    await page.getByRole('button', { name: /^Rückgängig/ }).click();
    await expect(board.card(employee.userId, date, stageId!)).toBeVisible();
    await expect(board.card(employee.userId, next, stageId!)).toHaveCount(0);
  });

  test('a crew in one action, a suggested order applied, the printed plan', async ({ page, request }) => {
    test.setTimeout(90_000);
    const date = quietWeekDay(3, 'dispatch');
    const stamp = Date.now() % 100_000;
    // Bern, Zürich, Thun in this order of their times, from the depot in Zürich: Zürich between
    // Bern and Thun is the long way round; every shorter round has Bern and Thun side by side.
    const [bern] = await placeStages(request, [date], ['08:00'], `Bärenweg ${stamp}\n3011 Bern`);
    const [zurich] = await placeStages(request, [date], ['11:00'], `Kranweg ${stamp}\n8004 Zürich`);
    const [thun] = await placeStages(request, [date], ['15:00'], `Seeweg ${stamp}\n3600 Thun`);
    const admin = await apiSignIn(request, DEMO.admin);
    const luca = await apiSignIn(request, DEMO.employee);
    const marco = await apiSignIn(request, DEMO.operator);

    await page.setViewportSize({ width: 1440, height: 1600 });
    await loginAs(page, DEMO.admin);
    const board = await openBoard(page, request, admin.token, date);

    // "Team einplanen…": Marco and Luca at once.
    await board.card(null, date, zurich!).click();
    await page.getByRole('button', { name: 'Team einplanen…' }).click();
    const crew = page.getByRole('dialog', { name: 'Team einplanen' });
    await expect(crew).toContainText('Benötigt: 1 Einsatzleiter, 1 Mitarbeiter');
    for (const name of ['Marco', 'Luca']) {
      await crew.getByLabel('Team').fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).first().click();
    }
    // The list stays open for more people: a click beside it closes it.
    await crew.getByText(/^Benötigt/).click();
    await crew.getByRole('button', { name: 'Team einplanen' }).click();
    await expect(board.card(marco.userId, date, zurich!)).toBeVisible();
    await expect(board.card(luca.userId, date, zurich!)).toBeVisible();
    await expect(board.card(null, date, zurich!)).toHaveCount(0);

    // Its duration on the board: two and a half hours, the card says until when.
    await board.card(marco.userId, date, zurich!).click();
    await page.getByRole('button', { name: 'Dauer und Team…' }).click();
    const duration = page.getByRole('dialog', { name: 'Dauer und Team' });
    await duration.getByLabel('Dauer (Stunden)').fill('2,5');
    await duration.getByRole('button', { name: 'Speichern' }).click();
    await expect(board.card(marco.userId, date, zurich!)).toContainText('11:00–13:30');
    await expect(board.card(marco.userId, date, zurich!)).toContainText('2:30 Std.');

    // The order modal's "Dauer und Team Etappe 1…" of Thun: three hours, one site lead and three employees, seen on the board.
    const week = (await (await request.get(`/api/admin/board?week=${isoWeekKey(date)}`, { headers: { authorization: `Bearer ${admin.token}` } })).json()) as { unplanned: { stageId: number; orderId: number }[] };
    const thunOrder = week.unplanned.find((s) => s.stageId === thun)!.orderId;
    await new BackOfficeOrdersPage(page).open(thunOrder);
    await page.getByRole('button', { name: 'Dauer und Team Etappe 1…' }).click();
    const inModal = page.getByRole('dialog', { name: 'Dauer und Team' });
    await inModal.getByLabel('Dauer (Stunden)').fill('3');
    await inModal.getByLabel('Einsatzleiter benötigt').fill('1');
    await inModal.getByLabel('Mitarbeiter benötigt').fill('3');
    await inModal.getByRole('button', { name: 'Speichern' }).click();
    await expect(inModal).toBeHidden();
    await board.open(date);
    await expect(board.card(null, date, thun!)).toContainText('15:00–18:00');
    await expect(board.card(null, date, thun!)).toContainText('Team 0/4');

    // Luca's day with the other two: the suggested order drives less and becomes the start times.
    await plan(request, admin.token, bern!, luca.userId);
    await plan(request, admin.token, thun!, luca.userId);
    await page.reload();
    const day = board.cell(luca.userId, date);
    await expect(day.locator('[data-stage-id]')).toHaveCount(3);
    await day.getByRole('button', { name: /Reihenfolge vorschlagen/ }).click();
    const suggestion = page.getByRole('dialog', { name: 'Reihenfolge vorschlagen' });
    await expect(suggestion.getByRole('row')).toHaveCount(4);
    const totals = await suggestion.getByTestId('suggest-travel').textContent();
    expect(totals).toMatch(/Fahrzeit bisher .+, vorgeschlagen .+/);
    const proposed = await suggestion.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-stage-id'))));
    expect(Math.abs(proposed.indexOf(bern!) - proposed.indexOf(thun!))).toBe(1);
    await suggestion.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(suggestion).toBeHidden();
    await expect.poll(() => day.locator('[data-stage-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-stage-id'))))).toEqual(proposed);

    // The printed plan of Luca: his stages with their addresses.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Plan Luca Keller drucken' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Luca Keller');
    for (const street of [`Kranweg ${stamp}`, `Bärenweg ${stamp}`, `Seeweg ${stamp}`]) expect(text).toContain(street);
  });
});
