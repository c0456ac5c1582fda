import { expect, test } from '@playwright/test';
import { endpoints } from '@tragkraft/sync-protocol';
import { send } from '../api/api-client';
import { newPerson, planPeople } from '../api/test-data';
import { demoCaller, DEMO, fillLogin, signInAs } from '../fixtures';
import { createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage } from '../pages/field-report-page';

test.describe('[field] expired sign-in', () => {
  test('a 401 pauses the queue without signing out; after a new sign-in the report is sent', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.operator);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    // The stored sign-in expires (the server no longer accepts the token).
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('tragkraft.session')!) as { token: string };
      localStorage.setItem('tragkraft.session', JSON.stringify({ ...session, token: 'abgelaufen' }));
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
    await report.setGeneral('Nach der Neuanmeldung gesendet');
    await report.save();

    await expect(page.getByRole('alert', { name: 'Bitte melden Sie sich neu an' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/operation/${stageId}$`));
    await expect(report.syncState()).toHaveText('Wartet auf Versand');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await fillLogin(page, DEMO.operator);
    await expect(page).toHaveURL(new RegExp(`/operation/${stageId}$`));
    await expect(report.badge()).toContainText('Synchronisiert', { timeout: 15_000 });
    expect((await stageAsAdmin(request, stageId)).general).toBe('Nach der Neuanmeldung gesendet');
  });

  test('signed out everywhere from another device: the phone keeps its queue and sends it after the next sign-in', async ({ page, request }) => {
    // An operator of its own: ending every session of the demo operator would sign out the
    // journeys running beside this one.
    const { stageId } = await createFieldStage(request);
    const admin = await demoCaller(request, DEMO.admin);
    const own = await newPerson(request, admin, { role: 'operator', firstName: 'Reto', lastName: 'Abmelder' });
    await planPeople(request, admin, stageId, [own.userId]);
    await signInAs(page, own.email, own.password);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    // On the office computer, the same operator ends every session.
    const ended = await send(request, own, endpoints.auth.signOutEverywhere, {});
    expect(ended.status()).toBe(200);

    await report.setGeneral('Nach «überall abmelden» gesendet');
    await report.save();
    await expect(page.getByRole('alert', { name: 'Bitte melden Sie sich neu an' })).toBeVisible();
    await expect(report.syncState()).toHaveText('Wartet auf Versand');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await fillLogin(page, own.email, own.password);
    await expect(page).toHaveURL(new RegExp(`/operation/${stageId}$`));
    await expect(report.badge()).toContainText('Synchronisiert', { timeout: 15_000 });
    expect((await stageAsAdmin(request, stageId)).general).toBe('Nach «überall abmelden» gesendet');
  });
});
