import { expect, test } from '@playwright/test';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { demoCaller, DEMO, signInAs } from '../fixtures';

test.describe('[notification-settings] Benachrichtigungen', () => {
  test('the admin switches the change confirmation off and on, sets the reminder hour and opens a preview', async ({ page, request }) => {
    const admin = await demoCaller(request, DEMO.admin);
    const stored = () => call(request, admin, endpoints.notificationSettings.get);

    await signInAs(page, DEMO.admin);
    await page.goto('/');
    await page.getByRole('link', { name: 'Benachrichtigungen' }).first().click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
    const change = page.getByRole('switch', { name: 'Terminänderung' });
    await expect(change).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Einteilung' })).toBeChecked();

    // Off, and the reminder at 07:00.
    await change.click({ force: true });
    await expect(change).not.toBeChecked();
    await page.getByRole('combobox', { name: 'Uhrzeit der Erinnerung' }).click();
    await page.getByRole('option', { name: '07:00' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    expect(await stored()).toMatchObject({ changeConfirmation: false, reminderHour: 7, dayBeforeReminder: true });

    // What was saved is what the screen shows after a reload.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Terminänderung' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Uhrzeit der Erinnerung' })).toHaveValue('07:00');

    // On again, back to 16:00.
    await page.getByRole('switch', { name: 'Terminänderung' }).click({ force: true });
    await page.getByRole('combobox', { name: 'Uhrzeit der Erinnerung' }).click();
    await page.getByRole('option', { name: '16:00' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    expect(await stored()).toMatchObject({ changeConfirmation: true, reminderHour: 16 });

    // The preview of the day-before reminder: subject, recipients and text, nothing sent.
    await page.getByRole('button', { name: 'Vorschau: Erinnerung am Vortag' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau: Erinnerung am Vortag' });
    await expect(preview).toContainText('Betreff: Erinnerung: unser Einsatz am');
    await expect(preview).toContainText('An:');
    await expect(preview.getByLabel('Text der Mail')).toContainText('Bitte sorgen Sie für freien Zugang und reservieren Sie den Lift.');
    await expect(preview.getByLabel('Text der Mail')).toContainText('Rautistrasse 12');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });
});
