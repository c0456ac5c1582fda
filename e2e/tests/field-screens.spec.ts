import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

test.describe('[field] screens', () => {
  test('the invite link routes by role and the lists lead to the stage', async ({ page, request }) => {
    const { stageId } = await createFieldStage(request);
    await signInAs(page, DEMO.employee);
    await page.goto(`/o/${stageId}`);
    await expect(page).toHaveURL(new RegExp(`/operations/${stageId}$`));
    await expect(page.getByRole('button', { name: 'Zusagen' })).toBeVisible();
    await page.goto('/operations');
    await expect(page.getByText('Nächster Einsatz in')).toBeVisible();
    await expect(page.getByTestId('operation-row').first()).toBeVisible();

    await signInAs(page, DEMO.operator);
    await page.goto(`/o/${stageId}`);
    await expect(page).toHaveURL(new RegExp(`/operation/${stageId}$`));
    await expect(page.getByRole('link', { name: 'Luca per WhatsApp einladen' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/41785553030\\?text=.*%2Fo%2F${stageId}$`));
    await page.goto('/operation');
    await page.locator(`a[href="/operation/${stageId}"]`).click();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.locator(`a[href="/operation/${stageId}"]`)).toHaveAttribute('data-highlighted', 'true');
  });

  test('field staff see their rating with one decimal', async ({ page }) => {
    await signInAs(page, DEMO.employee);
    await page.goto('/rating');
    await expect(page.getByTestId('average-rating')).toHaveText(/^\d\.\d \/ 5$/);
  });
});
