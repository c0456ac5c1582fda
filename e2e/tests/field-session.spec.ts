import { expect, test } from '@playwright/test';
import { apiSignIn, DEMO, fillLogin, loginAs } from '../fixtures';
import { createFieldStage, stageAsAdmin } from '../pages/field-api';
import { FieldReportPage } from '../pages/field-report-page';

/** The second demo operator (seed-demo.ts); no other journey signs in as him. */
const RETO = 'reto.baumann@demo.ch';

test.describe('[field] expired sign-in', () => {
  test('a 401 pauses the queue without signing out; after a new sign-in the report is sent', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await loginAs(page, DEMO.operator);
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
    const admin = await apiSignIn(request, DEMO.admin);
    const reto = await apiSignIn(request, RETO);
    const assigned = await request.post('/api/admin/planning/assign', { headers: { authorization: `Bearer ${admin.token}` }, data: { stageId, userId: reto.userId, force: true } });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    await loginAs(page, RETO);
    const report = new FieldReportPage(page);
    await report.open(stageId);
    // On the office computer, the same operator ends every session.
    const officeToken = reto.token;
    const ended = await request.post('/api/auth/sign-out-everywhere', { headers: { authorization: `Bearer ${officeToken}` } });
    expect(ended.status()).toBe(200);

    await report.setGeneral('Nach «überall abmelden» gesendet');
    await report.save();
    await expect(page.getByRole('alert', { name: 'Bitte melden Sie sich neu an' })).toBeVisible();
    await expect(report.syncState()).toHaveText('Wartet auf Versand');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await fillLogin(page, RETO);
    await expect(page).toHaveURL(new RegExp(`/operation/${stageId}$`));
    await expect(report.badge()).toContainText('Synchronisiert', { timeout: 15_000 });
    expect((await stageAsAdmin(request, stageId)).general).toBe('Nach «überall abmelden» gesendet');
  });
});
