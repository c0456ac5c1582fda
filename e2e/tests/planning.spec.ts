import { expect, test } from '@playwright/test';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { orderKitchen, someWorkday, uniqueStamp } from '../api/test-data';
import { demoCaller, DEMO, signInAs } from '../fixtures';

test.describe('[planning] staff planning', () => {
  test('an admin assigns two people to a stage and the operator sees the team', async ({ page, request }) => {
    // A stage of its own, with nobody planned yet.
    const [client, admin] = await Promise.all([demoCaller(request, DEMO.client), demoCaller(request, DEMO.admin)]);
    const date = someWorkday(40, 360);
    const [stageId] = (await orderKitchen(request, client, `Planweg ${uniqueStamp()}\n8004 Zürich`, [{ date, time: '09:00', amount: 1 }], [1, 0])).stageIds;

    // Nina is on holiday that day: the picker marks her and asks before planning her.
    const nina = (await call(request, admin, endpoints.adminUsers.staff)).find((user) => user.email === 'nina.brunner@demo.ch')!;
    const absenceId = (await call(request, admin, endpoints.absences.create, {}, { userId: nina.id, startDate: date, endDate: date, reason: 'Ferien' })).absence.id;

    await signInAs(page, DEMO.admin);
    await page.goto(`/operation/${stageId}`);
    await page.getByRole('button', { name: 'Mitarbeiter auswählen' }).click();
    const picker = page.getByRole('dialog', { name: 'Mitarbeiter auswählen' });
    const card = (name: string) => picker.locator('.mantine-Card-root', { hasText: name });
    await expect(card('Nina Brunner').getByText('Abwesend (Ferien)')).toBeVisible();
    await expect(card('Marco Rossi').getByText(/Abwesend/)).toHaveCount(0);
    for (const name of ['Marco Rossi', 'Nina Brunner']) {
      await card(name).getByRole('button', { name: 'Zuteilen' }).click();
      const conflict = page.getByRole('button', { name: 'Trotzdem zuteilen' });
      if (name === 'Nina Brunner') {
        await expect(page.getByRole('dialog', { name: 'Abwesend' })).toBeVisible();
        await conflict.click();
      } else if (await conflict.isVisible().catch(() => false)) await conflict.click();
      await expect(card(name).getByRole('button', { name: 'Entfernen' })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await call(request, admin, endpoints.absences.remove, { id: absenceId });

    await signInAs(page, DEMO.operator);
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByText('Nina', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nina per WhatsApp einladen' })).toBeVisible();
  });
});
