import { expect, test } from '@playwright/test';
import { addDays, zurichToday } from '@tragkraft/domain';
import { DEMO, loginAs } from '../fixtures';
import { signIn } from '../pages/field-api';

test.describe('[planning] staff planning', () => {
  test('an admin assigns two people to a stage and the operator sees the team', async ({ page, request }) => {
    // A stage of its own, with nobody planned yet.
    const client = await signIn(request, DEMO.client);
    const headers = { authorization: `Bearer ${client.token}` };
    const offer = await request.post('/api/offer/kitchen', {
      headers,
      data: { meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: 1 }] }], driveKilometers: 5, lift: null, stagesCount: 1, express: false },
    });
    const { calcId } = (await offer.json()) as { calcId: number };
    const date = addDays(zurichToday(new Date()), 40 + Math.floor(Math.random() * 360));
    const order = await request.post('/api/order', { headers, data: { calcId, orderAddress: `Planweg ${Date.now() % 100_000}\n8004 Zürich`, stages: [{ date, time: '09:00', amount: 1 }] } });
    expect(order.ok(), await order.text()).toBe(true);
    const stageId = ((await order.json()) as { stages: { id: number }[] }).stages[0]!.id;

    await loginAs(page, DEMO.admin);
    await page.goto(`/operation/${stageId}`);
    await page.getByRole('button', { name: 'Mitarbeiter auswählen' }).click();
    const picker = page.getByRole('dialog', { name: 'Mitarbeiter auswählen' });
    for (const name of ['Marco Rossi', 'Nina Brunner']) {
      await picker.locator('.mantine-Card-root', { hasText: name }).getByRole('button', { name: 'Zuteilen' }).click();
      const conflict = page.getByRole('button', { name: 'Trotzdem zuteilen' });
      if (await conflict.isVisible().catch(() => false)) await conflict.click();
      await expect(picker.locator('.mantine-Card-root', { hasText: name }).getByRole('button', { name: 'Entfernen' })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await loginAs(page, DEMO.operator);
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByText('Nina', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nina per WhatsApp einladen' })).toBeVisible();
  });
});
