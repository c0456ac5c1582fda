import { expect, test } from '@playwright/test';
import { addDays, formatDateWithWeekday, zurichToday } from '@tragkraft/domain';
import { DEMO, signInAs } from '../fixtures';
import { AnalyticsPage } from '../pages/analytics-page';

// The demo seed has a completed kitchen stage about 12 days ago (Muster Küchenbau AG) with
// hours for the operator Marco and the employee Luca; 1M and MAX always include it. Other
// spec files may add stages and hours, so nothing here counts rows exactly.
test.describe('[analytics] admin analytics', () => {
  test('staff analysis: periods, one employee\'s stages and back to all', async ({ page }) => {
    const analytics = new AnalyticsPage(page);
    await signInAs(page, DEMO.admin);

    await page.goto('/admin/user-analytics');
    await expect(page).toHaveURL(/\/admin\/user-analytics\?range=YTD&noService=false&noDiscount=false$/);
    await expect(page.getByRole('heading', { name: 'Mitarbeiter Analyse' })).toBeVisible();

    await expect(analytics.staffTable.or(page.getByText('Keine Stunden im Zeitraum.'))).toBeVisible();
    const loads: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/admin/user-analytics-hourly') && loads.push(r.postDataJSON()));
    await analytics.choosePeriod('1M');
    await expect.poll(() => loads.length).toBeGreaterThan(0);
    expect(loads.at(-1)).toMatchObject({ noService: false, noDiscount: false });
    await expect(analytics.staffButton('Marco Rossi')).toBeVisible();
    await expect(analytics.staffButton('Luca Keller')).toBeVisible();

    await analytics.staffButton('Marco Rossi').click();
    await expect(page).toHaveURL(/[?&]userId=\d+/);
    const seededDay = formatDateWithWeekday(addDays(zurichToday(new Date()), -12));
    const kitchen = analytics.stageRows.filter({ hasText: `${seededDay} 07:30` }).filter({ hasText: 'Muster Küchenbau AG' }).first();
    await expect(kitchen).toBeVisible();
    await expect(kitchen).toContainText('Küchen-Feinverteilung');
    // Marco is the site lead of the stage, Luca took part: both confirmed.
    await expect(kitchen.getByText('Luca', { exact: true })).toBeVisible();
    await expect(kitchen.getByRole('img', { name: 'ist dabei' }).first()).toBeVisible();
    await expect(kitchen.getByText('EL', { exact: true }).first()).toBeVisible();

    // The opened stage is the active row when the list is shown again (same tab).
    await kitchen.getByRole('link').click();
    await expect(page).not.toHaveURL(/user-analytics/);
    await page.goBack();
    await expect(page).toHaveURL(/user-analytics/);
    await expect(kitchen).toHaveAttribute('data-state', 'active');

    await analytics.choosePeriod('MAX');
    await expect(page).toHaveURL(/[?&]userId=\d+/);
    await expect(analytics.stageRows.first()).toBeVisible();

    await page.getByRole('button', { name: 'Alle', exact: true }).click();
    await expect(page).not.toHaveURL(/userId=/);
    await expect(analytics.staffButton('Luca Keller')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alle', exact: true })).toHaveCount(0);
  });

  test('client analysis: hourly report, then revenue with its chart and one client', async ({ page }) => {
    const analytics = new AnalyticsPage(page);
    await signInAs(page, DEMO.admin);

    await page.goto('/admin/client-analytics');
    await expect(page).toHaveURL(/\/admin\/client-analytics\?range=1M&reportType=hourly$/);
    const hourlyTable = page.getByRole('table', { name: 'Kunden pro Stunde' });
    await expect(hourlyTable.getByRole('button', { name: 'Muster Küchenbau AG', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mitarbeiter pro Stunde' })).toContainText('Marco');
    await expect(page.getByTestId('chart-revenue-month').locator('svg.recharts-surface').first()).toBeVisible();
    // "Umsatz" names its drive (issue 28 §6): here without, in the profitability export with.
    await expect(hourlyTable.getByRole('columnheader', { name: 'Umsatz ohne Fahrt' })).toBeVisible();

    await analytics.segment('Auswertung', 'Umsatz').click();
    await expect(page).toHaveURL(/reportType=revenue/);
    const revenueTable = page.getByRole('table', { name: 'Umsatz pro Kunde' });
    await expect(revenueTable).toContainText(/\d+\.\d %/);
    await expect(page.getByTestId('chart-revenue-share').locator('svg.recharts-surface').first()).toBeVisible();

    await revenueTable.getByRole('button', { name: 'Muster Küchenbau AG', exact: true }).click();
    await expect(page).toHaveURL(/reportType=client&clientId=\d+/);
    await expect(page.getByTestId('client-report-name')).toHaveText('Muster Küchenbau AG');
    await expect(page.getByRole('table', { name: 'Einsätze des Kunden' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Einsätze des Kunden' }).getByRole('columnheader', { name: 'Umsatz mit Fahrt' })).toBeVisible();
  });
});
