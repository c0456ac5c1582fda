import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { DESKTOP, PHONE } from '../axe';
import { DEMO, loginAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

// Screenshots of the site lead's list and report form for looking at by eye, into
// FIELD_SCREENS_DIR with FIELD_SCREENS_PREFIX ('before', 'after'); in the suite they go to the
// test's output folder, and the journey checks that both screens render.
const prefix = process.env.FIELD_SCREENS_PREFIX ?? 'shot';

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`[field] screenshots at ${size} size`, async ({ page, request }, testInfo) => {
    const dir = process.env.FIELD_SCREENS_DIR ?? testInfo.outputPath();
    await page.setViewportSize(viewport);
    const { stageId } = await createFieldStage(request);
    await loginAs(page, DEMO.operator);
    await page.goto('/operation');
    await expect(page.getByTestId('operation-row').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(dir, `${prefix}-operator-list-${size}.png`), fullPage: true });
    await page.goto(`/operation/${stageId}`);
    await expect(page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
    await page.getByLabel('Stunden Luca').fill('6');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(dir, `${prefix}-report-form-${size}.png`), fullPage: true });
  });
}
