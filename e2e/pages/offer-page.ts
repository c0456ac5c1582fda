import { expect, type Locator, type Page } from '@playwright/test';
import { formatChf, formatDate } from '@tragkraft/domain';

type PriceAnswer = { calcId: number; total: number } & Record<string, unknown>;

/** The offer screen (/offer, and /admin/offer after choosing a login). */
export class OfferPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/offer');
    await expect(this.page.getByText('Wo dürfen wir Sie mit unserer Dienstleistung unterstützen?')).toBeVisible();
  }

  serviceButton(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async choose(name: string) {
    await this.serviceButton(name).click();
    await expect(this.page.getByRole('heading', { level: 1, name: `Offerte: ${name}` })).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  amount(row: string, floor = 'EG'): Locator {
    return this.page.getByLabel(`Anzahl ${row} ${floor}`, { exact: true });
  }

  kilometres(): Locator {
    return this.page.getByLabel('Kilometer', { exact: true });
  }

  /** 'Preis berechnen'; answers the server's price once the form is locked. */
  async calculate(service: string): Promise<PriceAnswer> {
    const response = this.page.waitForResponse((r) => r.url().includes(`/api/offer/${service}`) && r.request().method() === 'POST');
    await this.page.getByRole('button', { name: 'Preis berechnen' }).click();
    const answer = (await (await response).json()) as PriceAnswer;
    await expect(this.page.getByRole('button', { name: 'Berechnung ändern' })).toBeVisible();
    return answer;
  }

  pricePanel(): Locator {
    return this.page.getByRole('region', { name: 'Ihr Preis' });
  }

  priceLine(label: string): Locator {
    return this.pricePanel().locator(`[data-line="${label}"]`);
  }

  /** The binding price shows the server's total and the offer number. */
  async expectPrice(answer: PriceAnswer) {
    await expect(this.priceLine('Total exkl. MWST')).toHaveText(formatChf(answer.total));
    await expect(this.pricePanel().getByText(`Offerten-Nr.: ${answer.calcId}`)).toBeVisible();
  }

  /** Opens the calendar of a date field and clicks the day, moving on a month if needed. */
  async pickDate(label: string, iso: string) {
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    await field.click();
    const day = this.page.getByRole('button', { name: formatDate(iso), exact: true });
    for (let i = 0; i < 4 && !(await day.isVisible()); i++) {
      await this.page.getByRole('button', { name: 'Nächster Monat' }).click();
    }
    await day.click();
    await expect(field).toHaveValue(formatDate(iso));
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
