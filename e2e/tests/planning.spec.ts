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

    // Nina is on holiday that day: the picker marks her and asks before planning her.
    const admin = await signIn(request, DEMO.admin);
    const adminHeaders = { authorization: `Bearer ${admin.token}` };
    const staff = (await (await request.get('/api/admin/employees', { headers: adminHeaders })).json()) as { id: number; email: string }[];
    const nina = staff.find((user) => user.email === 'nina.brunner@demo.ch')!;
    const absence = await request.post('/api/admin/absences', { headers: adminHeaders, data: { userId: nina.id, startDate: date, endDate: date, reason: 'Ferien' } });
    expect(absence.ok(), await absence.text()).toBe(true);
    const absenceId = ((await absence.json()) as { absence: { id: number } }).absence.id;

    await loginAs(page, DEMO.admin);
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
    expect((await request.delete(`/api/admin/absences/${absenceId}`, { headers: adminHeaders })).ok()).toBe(true);

    await loginAs(page, DEMO.operator);
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByText('Nina', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nina per WhatsApp einladen' })).toBeVisible();
  });
});
