import { expect, type Locator, type Page } from '@playwright/test';

/** admin/orders with its tabs, filter and the admin order modal. */
export class BackOfficeOrdersPage {
  constructor(readonly page: Page) {}

  async open(orderId?: number) {
    await this.page.goto(orderId ? `/admin/orders?order=${orderId}` : '/admin/orders');
    await expect(this.page.getByRole('heading', { name: 'Aufträge', level: 1 })).toBeVisible();
  }

  get filter(): Locator {
    return this.page.getByRole('textbox', { name: 'Filter' });
  }

  get rows(): Locator {
    return this.page.getByRole('tabpanel').locator('tbody tr');
  }

  row(orderId: number): Locator {
    return this.page.getByRole('tabpanel').locator(`tbody tr[data-order-id="${orderId}"]`);
  }

  async showTab(name: 'Vergangene Etappen' | 'Nächste Etappen' | 'Neueste Aufträge') {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.rows.first()).toBeVisible();
  }

  modal(orderId: number): Locator {
    return this.page.getByRole('dialog', { name: `Auftrag ${orderId}` });
  }
}
