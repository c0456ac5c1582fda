// Page model of /orders: the two stage lists, the order modal and the operation report modal.
import { expect, type Locator, type Page } from '@playwright/test';

export class OrdersPage {
  constructor(readonly page: Page) {}

  async open(tab: 'next' | 'past' = 'next') {
    await this.page.goto('/orders');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ihre Aufträge' })).toBeVisible();
    if (tab === 'past') await this.page.getByRole('tab', { name: 'Vergangene Etappen' }).click();
  }

  /** Table rows that contain the text (an address line, an order number). */
  rows(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  editButton(orderId: number): Locator {
    return this.page.getByRole('button', { name: `Auftrag ${orderId} bearbeiten` }).first();
  }

  get orderModal(): Locator {
    return this.page.getByRole('dialog', { name: /Auftrag \d+ bearbeiten/ });
  }

  get reportModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Arbeitsrapport' });
  }

  stage(n: number): Locator {
    return this.orderModal.getByRole('group', { name: `Etappe ${n}` });
  }

  /** Mantine hides the star radios behind their labels: click the label as a person would. */
  async rate(stars: number) {
    const id = await this.reportModal.getByRole('radio', { name: stars === 1 ? '1 Stern' : `${stars} Sterne` }).getAttribute('id');
    await this.reportModal.locator(`label[for="${id}"]`).click();
  }

  async openReport(row: Locator) {
    await row.getByRole('button', { name: /^Arbeitsrapport/ }).click();
    await expect(this.reportModal).toBeVisible();
  }
}
