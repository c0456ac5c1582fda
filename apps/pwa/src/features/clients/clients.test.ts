import { describe, expect, it } from 'vitest';
import type { AdminClient } from '@tragkraft/sync-protocol';
import { checkClientForm, clientFormToBody, clientToForm, emptyClientForm } from './client-form';

describe('client form', () => {
  const client: AdminClient = {
    id: 3, company: 'Electrolux AG', address: 'Badenerstrasse 587\n8048 Zürich', invoiceEmail: 'a@x.ch, b@y.ch', special: null,
    applianceMakerPricing: true, waitingTimeAmount: 12_550, settings: [{ typeId: 2, serviceEnabled: true, discountPercent: 5 }],
  };

  it('shows the surcharge in CHF, lists the eight services and sends Rappen back', () => {
    const form = clientToForm(client);
    expect(form.waitingTimeChf).toBe(125.5);
    expect(form.settings).toHaveLength(8);
    expect(form.settings.find((s) => s.typeId === 1)?.serviceEnabled).toBe(false);
    const body = clientFormToBody({ ...form, veriset: true, invoiceEmail: 'a@x.ch; b@y.ch,' });
    expect(body).toMatchObject({ waitingTimeAmount: 12_550, special: 'veriset', invoiceEmail: 'a@x.ch, b@y.ch', applianceMakerPricing: true });
  });

  it('starts new clients with CHF 100 and every service enabled', () => {
    const form = emptyClientForm();
    expect(clientFormToBody({ ...form, company: 'X' }).waitingTimeAmount).toBe(10_000);
    expect(form.settings.every((s) => s.serviceEnabled && s.discountPercent === 0)).toBe(true);
  });

  it('checks every e-mail, the discounts and the surcharge', () => {
    const form = { ...emptyClientForm(), invoiceEmail: 'ok@x.ch, kaputt', waitingTimeChf: '' as const };
    form.settings[0] = { typeId: 1, serviceEnabled: true, discountPercent: 101 };
    expect(checkClientForm(form)).toEqual({
      company: 'Bitte geben Sie eine Firma ein.',
      invoiceEmail: 'Ungültige E-Mail-Adresse: kaputt',
      waitingTimeChf: 'Der Wartezeit-Zuschlag muss ein Betrag ab 0 sein.',
      discount1: 'Der Rabatt muss eine ganze Zahl zwischen 0 und 100 sein.',
    });
  });
});
