import { expect, type Locator, type Page } from '@playwright/test';

/** The two analytics screens: period and report buttons, the tables and the charts. */
export class AnalyticsPage {
  constructor(readonly page: Page) {}

  /** A button of a segmented control (period or report type); its radio input is hidden. */
  segment(group: 'Zeitraum' | 'Auswertung', label: string): Locator {
    return this.page.getByRole('radiogroup', { name: group }).locator('label').filter({ hasText: new RegExp(`^${label}$`) });
  }

  async choosePeriod(label: string) {
    await this.segment('Zeitraum', label).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]range=${label}(&|$)`));
  }

  get staffTable(): Locator {
    return this.page.getByRole('table', { name: 'Mitarbeiter' });
  }

  /** The name button of a staff row ('Marco Rossi'), which opens that person's stages. */
  staffButton(fullName: string): Locator {
    return this.staffTable.getByRole('button', { name: fullName, exact: true });
  }

  get stageRows(): Locator {
    return this.page.getByTestId('stage-row');
  }

  get spinner(): Locator {
    return this.page.getByLabel('Lädt');
  }
}
