import { expect, test } from '@playwright/test';
import { expectAccessible, PHONE } from '../axe';
import { DEMO, signInAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

test.describe('[calendar] staff calendar feed', () => {
  test('an employee copies the calendar link from the account screen; it answers an .ics with the assigned stage', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { stageId, address } = await createFieldStage(request);
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.employee);
    await page.goto('/change-password');

    const card = page.getByRole('heading', { name: 'Kalender' });
    await expect(card).toBeVisible();
    const subscribe = page.getByRole('link', { name: 'In Kalender übernehmen' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectAccessible(page, 'Passwort ändern mit Kalender (Telefon)');

    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(page.getByRole('button', { name: 'Link kopiert' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await subscribe.getAttribute('href'))!.replace(/^webcal:/, 'http:'));

    // A calendar app fetches the link without signing in.
    const feed = await request.fetch(copied);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain(`UID:stage-${stageId}@localhost`);
    expect(ics).toContain(`LOCATION:${address.replace('\n', '\\, ')}`);

    // "Neuen Link erstellen" after the question: the copied link stops working.
    await page.getByRole('button', { name: 'Neuen Link erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Neuen Link erstellen' }).click();
    await expect(page.getByText('Neuer Link erstellt.')).toBeVisible();
    expect((await request.fetch(copied)).status()).toBe(404);
  });
});
