// Page model of the invoice modal and its line and QR modals, opened from the admin orders list.
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class InvoiceModal {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Rechnung', exact: true });
  }

  /** The order's row in the admin orders list ('Nächste Etappen'), found with the filter. */
  async openFromOrdersList(orderId: number): Promise<Locator> {
    await this.page.goto('/admin/orders');
    await this.page.getByLabel('Filter', { exact: true }).fill(String(orderId));
    const row = this.orderRow(orderId);
    await row.getByRole('button', { name: `Rechnung Auftrag ${orderId} Etappe 1` }).click();
    await expect(this.dialog).toBeVisible();
    return row;
  }

  orderRow(orderId: number): Locator {
    return this.page.locator(`tr[data-order-id="${orderId}"]`);
  }

  get status(): Locator {
    return this.dialog.getByRole('group', { name: 'Rechnungsstatus' });
  }

  get lines(): Locator {
    return this.dialog.getByRole('table', { name: 'Rechnungspositionen' });
  }

  total(label: 'Subtotal' | 'MWST 8.1%' | 'Rundung' | 'Total CHF'): Locator {
    return this.lines.locator(`[data-total="${label}"]`);
  }

  lineDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Position (hinzufügen|bearbeiten)$/ });
  }

  /** Clicks a button and answers the file it downloads. */
  async download(button: Locator): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await button.click();
    return download;
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Escape closes it (success notes at the top right may lie over its close button). */
  async close(): Promise<void> {
    await this.dialog.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}
