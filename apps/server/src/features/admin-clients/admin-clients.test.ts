import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient, AuditEntry } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { adminClientsEndpoints, auditEndpoints, clientsEndpoints } from '@tragkraft/sync-protocol';

describe('[admin-clients] client companies with their service settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => as(t.app, 'admin', { method: 'POST', url, payload });

  it('refuses every route to every other role and to anonymous callers', async () => {
    await expectAdminOnly(t.app, requestTo(adminClientsEndpoints.list));
    await expectAdminOnly(t.app, requestTo(adminClientsEndpoints.detail, { params: { id: 1 } }));
    await expectAdminOnly(t.app, requestTo(adminClientsEndpoints.create, { body: { company: 'Nope AG' } }));
    await expectAdminOnly(t.app, requestTo(adminClientsEndpoints.update, { body: { id: 1, company: 'Nope AG' } }));
    await expectAdminOnly(t.app, requestTo(auditEndpoints.log, { query: { entity: 'client', entityId: '1' } }));
    expect((await as(t.app, 'admin', requestTo(auditEndpoints.log, { unsafeQuery: { entity: 'receipt', entityId: 1 } }))).statusCode).toBe(400);
    const list = await as(t.app, 'admin', requestTo(adminClientsEndpoints.list));
    expect(list.json<AdminClient[]>().map((c) => c.company)).not.toContain('Nope AG');
  });

  it('lists the demo companies by name with all eight service settings', async () => {
    const response = await as(t.app, 'admin', requestTo(adminClientsEndpoints.list));
    expect(response.statusCode).toBe(200);
    const clients = response.json<AdminClient[]>();
    expect(clients.map((c) => c.company)).toEqual(['Alpenbau Generalunternehmung GmbH', 'Electrolux AG', 'Muster Küchenbau AG', 'Veriset Küchen AG']);
    const kuechenbau = clients.find((c) => c.company === 'Muster Küchenbau AG')!;
    expect(kuechenbau.settings).toHaveLength(8);
    expect(kuechenbau.settings[0]).toEqual({ typeId: 1, serviceEnabled: true, discountPercent: 10 });
    expect(kuechenbau.settings[6]).toEqual({ typeId: 7, serviceEnabled: false, discountPercent: 0 });
    expect(kuechenbau.waitingTimeAmount).toBe(10_000);
  });

  it('answers one client and 404 for an unknown id', async () => {
    const one = await as(t.app, 'admin', requestTo(adminClientsEndpoints.detail, { params: { id: 3 } }));
    expect(one.json<AdminClient>()).toMatchObject({ id: 3, company: 'Electrolux AG', applianceMakerPricing: true, special: null });
    expect((await as(t.app, 'admin', requestTo(adminClientsEndpoints.detail, { params: { id: 999 } }))).statusCode).toBe(404);
  });

  it('creates a client with defaults (all services on, CHF 100 waiting time) and normalised e-mails', async () => {
    const response = await post(urlTo(adminClientsEndpoints.create), {
      company: '  Holzbau Sutter AG ',
      address: 'Holzbau Sutter AG\r\nDorfstrasse 1\r\n5400 Baden',
      invoiceEmail: 'rg@sutter.ch; buchhaltung@sutter.ch,',
      settings: [{ typeId: 3, serviceEnabled: false, discountPercent: 20 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const client = response.json<AdminClient>();
    expect(client).toMatchObject({
      company: 'Holzbau Sutter AG',
      address: 'Holzbau Sutter AG\nDorfstrasse 1\n5400 Baden',
      invoiceEmail: 'rg@sutter.ch, buchhaltung@sutter.ch',
      special: null,
      applianceMakerPricing: false,
      waitingTimeAmount: 10_000,
    });
    expect(client.settings.find((s) => s.typeId === 3)).toEqual({ typeId: 3, serviceEnabled: false, discountPercent: 20 });
    expect(client.settings.filter((s) => s.serviceEnabled)).toHaveLength(7);
    const audit = await as(t.app, 'admin', requestTo(auditEndpoints.log, { query: { entity: 'client', entityId: String(client.id) } }));
    expect(audit.json<AuditEntry[]>()).toMatchObject([{ action: 'create', user: { firstName: 'Andrea', lastName: 'Meier' }, entity: 'client' }]);
  });

  it('updates fields and settings and records what changed', async () => {
    const created = (await post(urlTo(adminClientsEndpoints.create), { company: 'Update AG' })).json<AdminClient>();
    const response = await post(urlTo(adminClientsEndpoints.update), {
      id: created.id,
      special: 'veriset',
      applianceMakerPricing: true,
      waitingTimeAmount: 12_000,
      settings: [{ typeId: 1, serviceEnabled: true, discountPercent: 15 }, { typeId: 8, serviceEnabled: false, discountPercent: 0 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const client = response.json<AdminClient>();
    expect(client).toMatchObject({ company: 'Update AG', special: 'veriset', applianceMakerPricing: true, waitingTimeAmount: 12_000 });
    expect(client.settings[0]).toEqual({ typeId: 1, serviceEnabled: true, discountPercent: 15 });
    expect(client.settings[7]).toEqual({ typeId: 8, serviceEnabled: false, discountPercent: 0 });
    const audit = (await as(t.app, 'admin', requestTo(auditEndpoints.log, { query: { entity: 'client', entityId: String(client.id) } }))).json<AuditEntry[]>();
    expect(audit[0]).toMatchObject({
      action: 'update',
      changes: {
        special: { from: null, to: 'veriset' },
        waitingTimeAmount: { from: 10_000, to: 12_000 },
        'settings.1': { discountPercent: { from: 0, to: 15 } },
        'settings.8': { serviceEnabled: { from: true, to: false } },
      },
    });
    // The offer screen's client details see the new settings too.
    const details = await as(t.app, 'admin', requestTo(clientsEndpoints.details, { params: { clientId: client.id } }));
    expect(details.json()).toMatchObject({ special: 'veriset', applianceMakerPricing: true });
  });

  it('records a consistent history when several updates of one client arrive at once', async () => {
    const created = (await post(urlTo(adminClientsEndpoints.create), { company: 'Gleichzeitig AG' })).json<AdminClient>();
    const amounts = [11_000, 12_000, 13_000, 14_000, 15_000, 16_000];
    const answers = await Promise.all(amounts.map((amount) => post(urlTo(adminClientsEndpoints.update), { id: created.id, waitingTimeAmount: amount })));
    expect(answers.map((a) => a.statusCode)).toEqual(amounts.map(() => 200));
    const audit = (await as(t.app, 'admin', requestTo(auditEndpoints.log, { query: { entity: 'client', entityId: String(created.id) } }))).json<AuditEntry[]>();
    const changes = audit.filter((e) => e.action === 'update').reverse().map((e) => (e.changes as { waitingTimeAmount: { from: number; to: number } }).waitingTimeAmount);
    // Each change starts where the one before ended.
    expect(changes.map((c) => c.from)).toEqual([10_000, ...changes.slice(0, -1).map((c) => c.to)]);
  });

  it('refuses invalid input with every German message and changes nothing', async () => {
    const response = await post(urlTo(adminClientsEndpoints.create), {
      company: ' ',
      invoiceEmail: 'ok@firma.ch, kaputt, auch@kaputt',
      waitingTimeAmount: -1,
      settings: [{ typeId: 1, serviceEnabled: true, discountPercent: 101 }, { typeId: 2, serviceEnabled: true, discountPercent: 12.5 }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; errors: { field: string; text: string }[] }>();
    expect(body.code).toBe('validation');
    expect(body.errors.map((e) => e.text)).toEqual([
      'Bitte geben Sie eine Firma ein.',
      'Ungültige E-Mail-Adresse: kaputt',
      'Ungültige E-Mail-Adresse: auch@kaputt',
      'Der Wartezeit-Zuschlag muss ein Betrag ab 0 sein.',
      'Der Rabatt muss eine ganze Zahl zwischen 0 und 100 sein.',
      'Der Rabatt muss eine ganze Zahl zwischen 0 und 100 sein.',
    ]);
    const update = await post(urlTo(adminClientsEndpoints.update), { id: 1, company: '', settings: [{ typeId: 9, serviceEnabled: true, discountPercent: 0 }] });
    expect(update.statusCode).toBe(400);
    expect(update.json<{ errors: { text: string }[] }>().errors.map((e) => e.text)).toEqual(['Bitte geben Sie eine Firma ein.', 'Unbekannter Dienst.']);
    const stored = (await as(t.app, 'admin', requestTo(adminClientsEndpoints.detail, { params: { id: 1 } }))).json<AdminClient>();
    expect(stored.company).toBe('Muster Küchenbau AG');
    expect((await post(urlTo(adminClientsEndpoints.update), { id: 999, company: 'X' })).statusCode).toBe(404);
    expect((await post(urlTo(adminClientsEndpoints.create), { company: 'Zahl AG', waitingTimeAmount: '100' })).statusCode).toBe(400);
  });
});
