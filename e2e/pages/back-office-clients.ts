import { expect, type Locator, type Page } from '@playwright/test';

/** admin/clients with the client modal and the client-users modal. */
export class BackOfficeClientsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/clients');
    await expect(this.page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
  }

  get clientModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Neuer Kunde' });
  }

  usersModal(company: string): Locator {
    return this.page.getByRole('dialog', { name: `Benutzer von ${company}` });
  }

  async createClient(company: string, invoiceEmail: string) {
    await this.page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const modal = this.clientModal;
    await modal.getByLabel('Firma').fill(company);
    await modal.getByLabel('Rechnungsadresse').fill(`${company}\nTeststrasse 1\n8000 Zürich`);
    await modal.getByLabel('Rechnungs-E-Mail').fill(invoiceEmail);
    await modal.getByLabel('Rabatt Küchen-Feinverteilung').fill('15');
    await modal.getByRole('button', { name: 'Speichern' }).click();
  }

  async createUser(company: string, user: { email: string; firstName: string; lastName: string }) {
    const modal = this.usersModal(company);
    await modal.getByRole('button', { name: 'Neuer Benutzer' }).click();
    await modal.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(user.email);
    await modal.getByRole('combobox', { name: 'Anrede' }).click();
    await this.page.getByRole('option', { name: 'Frau' }).click();
    await modal.getByLabel('Vorname').fill(user.firstName);
    await modal.getByLabel('Nachname').fill(user.lastName);
    await modal.getByRole('button', { name: 'Speichern' }).click();
  }

  async sendPasswordLink(company: string, email: string) {
    await this.usersModal(company).getByRole('button', { name: `Passwort-Link an ${email} senden` }).click();
    await this.page.getByRole('dialog', { name: 'Passwort-Link senden' }).getByRole('button', { name: 'Link senden' }).click();
  }
}
