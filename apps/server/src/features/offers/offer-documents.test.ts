import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichToday, type Role } from '@tragkraft/domain';
import { createTestApp, injectAs, tokenFor, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { docxText, parseMail, pdfText } from '../../../test/support/documents';
import { inputsFor } from '../../../test/features/offers/test-inputs';
import { call, requestTo, urlTo } from '../../../test/support/call-endpoint';
import { authEndpoints, calculationsEndpoints, clientsEndpoints, offersEndpoints } from '@tragkraft/sync-protocol';

describe('[offers] load, send and download offers', () => {
  let t: TestApp;
  let clientToken: string;
  let client2Token: string;
  let kitchenCalcId: number;
  let labsCalcId: number;
  const inputs = inputsFor(zurichToday(new Date()));

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    clientToken = await tokenFor(t.app, 'client@demo.ch');
    client2Token = await tokenFor(t.app, 'client2@demo.ch');
    kitchenCalcId = (await as(clientToken, 'POST', urlTo(offersEndpoints.calculate, { params: { service: 'kitchen' } }), inputs.kitchen)).json().calcId;
    labsCalcId = (await as(client2Token, 'POST', urlTo(offersEndpoints.calculate, { params: { service: 'labs' } }), inputs.labs)).json().calcId;
  });
  afterAll(() => t.close());

  describe('POST /api/offer/loadoffer', () => {
    it('loads an own offer with its saved inputs', async () => {
      const response = await as(clientToken, 'POST', urlTo(offersEndpoints.load), { offerId: kitchenCalcId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ calcId: kitchenCalcId, typeId: 1, params: inputs.kitchen, address: null });
    });

    it("does not find another company's offer", async () => {
      const response = await as(client2Token, 'POST', urlTo(offersEndpoints.load), { offerId: kitchenCalcId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'offernotfound', message: `Wir konnten die Offerte mit der Nummer ${kitchenCalcId} leider nicht finden.` });
    });

    it('does not find an unknown number and refuses a non-number', async () => {
      expect((await as(clientToken, 'POST', urlTo(offersEndpoints.load), { offerId: 999_999 })).json().code).toBe('offernotfound');
      expect((await as(clientToken, 'POST', urlTo(offersEndpoints.load), { offerId: 'abc' })).statusCode).toBe(400);
    });

    it('refuses types that cannot be loaded (labs)', async () => {
      const response = await as(client2Token, 'POST', urlTo(offersEndpoints.load), { offerId: labsCalcId });
      expect(response.statusCode).toBe(400);
    });

    it('lets the admin load on behalf of the client login only', async () => {
      const adminToken = await tokenFor(t.app, 'admin@demo.ch');
      const clientId = (await as(clientToken, 'POST', urlTo(offersEndpoints.load), { offerId: kitchenCalcId })).statusCode === 200 ? await userIdOf('client@demo.ch') : 0;
      expect((await as(adminToken, 'POST', urlTo(offersEndpoints.loadFor, { params: { userId: clientId } }), { offerId: kitchenCalcId })).statusCode).toBe(200);
      const other = await userIdOf('client2@demo.ch');
      expect((await as(adminToken, 'POST', urlTo(offersEndpoints.loadFor, { params: { userId: other } }), { offerId: kitchenCalcId })).statusCode).toBe(404);
    });

    it.each<[Role]>([['clerk'], ['operator'], ['employee']])('refuses the %s', async (role) => {
      expect((await injectAs(t.app, role, requestTo(offersEndpoints.load, { body: { offerId: kitchenCalcId } }))).statusCode).toBe(403);
    });
  });

  async function userIdOf(email: string): Promise<number> {
    const response = await call(t.app, authEndpoints.signIn, { body: { email, password: 'demo1234' } });
    return response.json().user.id;
  }

  describe('POST /api/offer/send', () => {
    it('e-mails the offer PDF with every input line and the totals', async () => {
      const before = writtenMails(t.dataDir).length;
      const response = await as(clientToken, 'POST', urlTo(offersEndpoints.send), {
        calcId: kitchenCalcId,
        objectDescription: 'Neubau Limmatblick',
        orderAddress: 'Hardturmstrasse 201\n8005 Zürich',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, sentTo: 'client@demo.ch' });

      const mail = await parseMail((await waitForMails(t.dataDir, before + 1)).at(-1)!);
      expect(mail.subject).toBe(`Offerte Nr. ${kitchenCalcId}: Neubau Limmatblick`);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('client@demo.ch');
      const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(`Offerte ${kitchenCalcId}.pdf`);

      const text = await pdfText(pdf!.content);
      expect(text).toContain(`Offerte Nr. ${kitchenCalcId}`);
      expect(text).toContain('Muster Küchenbau AG');
      expect(text).toContain('Neubau Limmatblick');
      expect(text).toContain('Hardturmstrasse 201');
      expect(text).toContain('Typ A: 5 m (EG: 2, 2. OG: 1), mit Entsorgung');
      expect(text).toContain('Distanz ab Depot Zürich: 10 km');
      // Client 1 kitchen (10% disposal discount): 696.60 + 121.50 + 24.60 = 842.70;
      // VAT 8.1% = 68.26 (68.2587); 910.96 rounded to 0.05 CHF as the invoice does: 910.95.
      expect(text).toMatch(/Verteilung \(3 Stück\)\s+696\.60/);
      expect(text).toMatch(/Entsorgung\s+121\.50/);
      expect(text).toMatch(/Fahrkosten\s+24\.60/);
      expect(text).toMatch(/Total exkl\. MWST \(CHF\)\s+842\.70/);
      expect(text).toMatch(/MWST 8\.1%\s+68\.26/);
      expect(text).toMatch(/Rundung\s+-0\.01/);
      expect(text).toMatch(/Total inkl\. MWST \(CHF\)\s+910\.95/);
      expect(text).toContain('Diese Offerte ist 30 Tage gültig.');
    });

    it("refuses to send another company's offer", async () => {
      const response = await as(client2Token, 'POST', urlTo(offersEndpoints.send), { calcId: kitchenCalcId });
      expect(response.statusCode).toBe(404);
    });

    it('keeps the object with the offer for later loading', async () => {
      const response = await as(clientToken, 'POST', urlTo(offersEndpoints.load), { offerId: kitchenCalcId });
      expect(response.json().address).toBe('Hardturmstrasse 201\n8005 Zürich');
    });
  });

  describe('GET /api/offer/document/{calcId}/{format}', () => {
    it('downloads the offer as Word with the same lines', async () => {
      const response = await as(clientToken, 'GET', urlTo(offersEndpoints.document, { params: { calcId: kitchenCalcId, format: 'docx' } }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Offerte ${kitchenCalcId}.docx"; filename*=UTF-8''Offerte%20${kitchenCalcId}.docx`);
      const text = await docxText(response.rawPayload);
      expect(text).toContain(`Offerte Nr. ${kitchenCalcId}`);
      expect(text).toContain('Typ A: 5 m (EG: 2, 2. OG: 1), mit Entsorgung');
      expect(text).toContain('842.70');
      expect(text).toContain('910.95');
    });

    it('downloads the PDF for the admin too', async () => {
      const response = await injectAs(t.app, 'admin', requestTo(offersEndpoints.document, { params: { calcId: labsCalcId, format: 'pdf' } }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      // 2 trucks: 1148 + environment 30 + ride 49.20 = 1227.20.
      expect(text).toMatch(/Lastwagen-Entlad \(2 Lastwagen\)\s+1'148\.00/);
      expect(text).toMatch(/Total exkl\. MWST \(CHF\)\s+1'227\.20/);
    });

    it("does not serve another company's offer, nor another format", async () => {
      expect((await as(client2Token, 'GET', urlTo(offersEndpoints.document, { params: { calcId: kitchenCalcId, format: 'pdf' } }))).statusCode).toBe(404);
      expect((await as(clientToken, 'GET', urlTo(offersEndpoints.document, { unsafeParams: { calcId: kitchenCalcId, format: 'html' } }))).statusCode).toBe(400);
    });
  });

  describe('GET /api/client/details/{clientId}', () => {
    it('answers the own client with settings and suggestions from earlier orders', async () => {
      const response = await as(clientToken, 'GET', urlTo(clientsEndpoints.details, { params: { clientId: 1 } }));
      expect(response.statusCode).toBe(200);
      const details = response.json();
      expect(details).toMatchObject({ id: 1, company: 'Muster Küchenbau AG', special: null, applianceMakerPricing: false });
      expect(details.settings).toContainEqual({ typeId: 1, serviceEnabled: true, discountPercent: 10 });
      expect(details.settings).toContainEqual({ typeId: 7, serviceEnabled: false, discountPercent: 0 });
      expect(details.fillerList).toContainEqual({ name: 'Hans Muster', phone: '079 111 22 33' });
      expect(details.serviceAddressList[0]).toEqual({ address: expect.any(String), addressType: 'manual', kilometers: expect.anything() });
    });

    it('answers the appliance maker setting of client 3 and the veriset special', async () => {
      const admin = await tokenFor(t.app, 'admin@demo.ch');
      expect((await as(admin, 'GET', urlTo(clientsEndpoints.details, { params: { clientId: 3 } }))).json()).toMatchObject({ applianceMakerPricing: true });
      expect((await as(admin, 'GET', urlTo(clientsEndpoints.details, { params: { clientId: 4 } }))).json()).toMatchObject({ special: 'veriset' });
    });

    it('refuses another company and unknown ids', async () => {
      expect((await as(clientToken, 'GET', urlTo(clientsEndpoints.details, { params: { clientId: 2 } }))).statusCode).toBe(403);
      expect((await injectAs(t.app, 'admin', requestTo(clientsEndpoints.details, { params: { clientId: 999 } }))).statusCode).toBe(404);
      expect((await injectAs(t.app, 'clerk', requestTo(clientsEndpoints.details, { params: { clientId: 1 } }))).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/client-logins', () => {
    it('lists the active client logins with their company', async () => {
      const response = await injectAs(t.app, 'admin', requestTo(clientsEndpoints.logins));
      expect(response.statusCode).toBe(200);
      const logins = response.json();
      expect(logins).toContainEqual({ userId: expect.any(Number), clientId: 3, firstName: 'Claudia', lastName: 'Graf', email: 'electrolux@demo.ch', company: 'Electrolux AG' });
      expect(logins.map((l: { email: string }) => l.email)).not.toContain('clerk@demo.ch');
      expect(logins.map((l: { email: string }) => l.email)).not.toContain('admin@demo.ch');
    });

    it.each<[Role]>([['client'], ['clerk'], ['operator'], ['employee']])('refuses the %s', async (role) => {
      expect((await injectAs(t.app, role, requestTo(clientsEndpoints.logins))).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/calculations', () => {
    it('lists the newest calculations with client, service and total', async () => {
      const response = await injectAs(t.app, 'admin', requestTo(calculationsEndpoints.list));
      expect(response.statusCode).toBe(200);
      const rows = response.json();
      expect(rows[0]).toMatchObject({ calcId: labsCalcId, company: 'Alpenbau Generalunternehmung GmbH', typeId: 7, total: 122_720, ordered: false });
      expect(rows.find((r: { calcId: number }) => r.calcId === kitchenCalcId)).toMatchObject({ userEmail: 'client@demo.ch', total: 84_270 });
      expect(rows.some((r: { ordered: boolean }) => r.ordered)).toBe(true);
    });

    it.each<[Role]>([['client'], ['clerk'], ['operator'], ['employee']])('refuses the %s', async (role) => {
      expect((await injectAs(t.app, role, requestTo(calculationsEndpoints.list))).statusCode).toBe(403);
    });
  });
});
