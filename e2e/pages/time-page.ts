// Page model of the phone's "Zeit" screen.
import { expect, type Page } from '@playwright/test';

export class TimePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/time');
    // The screen's code loads when it is first opened.
    await expect(this.page.getByRole('heading', { name: 'Zeit' })).toBeVisible({ timeout: 20_000 });
  }

  /** Picks the stage the next "Arbeitsbeginn"/"Weiter" names, by its street. */
  async chooseStage(street: string) {
    await this.page.getByRole('combobox', { name: 'Einsatz' }).click();
    await this.page.getByRole('option', { name: new RegExp(street) }).click();
  }

  button(label: 'Arbeitsbeginn' | 'Pause' | 'Weiter' | 'Fahrt' | 'Feierabend') {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  taps() {
    return this.page.getByTestId('time-tap');
  }

  todayTotals() {
    return this.page.getByTestId('today-totals');
  }

  badge() {
    return this.page.getByTestId('sync-badge');
  }
}
