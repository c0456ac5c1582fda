// Issue 29, item 5: on PostgreSQL a NUL character in a string and numbers past 32 bits reached
// the database and answered 500 (SQLite took them). Both engines must answer alike: NUL and
// too large ids are bad input (400, nothing stored), and money past CHF 21'474'836.47 (a bank
// file may carry it) is stored, not refused by a too narrow column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { offersEndpoints, type PaymentImportAnswer, authEndpoints } from '@tragkraft/sync-protocol';
import { payments, sessions } from '../db/schema';
import { qrReference } from '../documents/qr-bill-reference';
import { NUL_REFUSED } from '../plugins/validation';
import { createTestApp, DEMO_EMAIL, tokenFor, type TestApp } from '../../test/support/test-app';
import { people } from '../../test/features/operations/test-operations';
import { fixture, importAs } from '../../test/features/payments/test-payments';
import { call } from '../../test/support/call-endpoint';

describe('[security] NUL characters and numbers past 32 bits, alike on both engines', () => {
  let t: TestApp;
  let client: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = await tokenFor(t.app, DEMO_EMAIL.client);
  });
  afterAll(async () => t.close());

  it('refuses a NUL in the e-mail of a sign-in, without sign-in, with 400 and its German text', async () => {
    const before = (await t.app.db.select().from(sessions)).length;
    for (const email of ['client@demo.ch\u0000', '\u0000', 'a\u0000@demo.ch']) {
      const response = await call(t.app, authEndpoints.signIn, { body: { email, password: 'irgendwas-123' } });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: NUL_REFUSED });
    }
    expect((await t.app.db.select().from(sessions)).length).toBe(before);
  });

  it('refuses a NUL in a query, a path parameter and a key of a body', async () => {
    const auth = { authorization: `Bearer ${client}` };
    const requests = [
      // Literal URLs on purpose: NUL bytes inside the path and the query string.
      { method: 'GET' as const, url: '/api/maps/autocomplete?q=Z%00rich', headers: auth },
      { method: 'GET' as const, url: '/api/offer/kitchen%00', headers: auth },
      { method: 'POST' as const, url: '/api/auth/', payload: { 'email\u0000': 'x', email: 'client@demo.ch', password: 'irgendwas-123' } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json<{ message: string }>().message, request.url).toBe(NUL_REFUSED);
    }
  });

  it('refuses an id one past PostgreSQL integer as bad input, not a database error', async () => {
    const path = offersEndpoints.document.path.replace(':calcId', '2147483648').replace(':format', 'pdf');
    const response = await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${client}` } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('validation');
    const largest = await t.app.inject({ method: 'GET', url: path.replace('2147483648', '2147483647'), headers: { authorization: `Bearer ${client}` } });
    expect(largest.statusCode, largest.body).toBe(404);
  });

  it("books a bank payment of CHF 30'000'000.00: money columns hold more than 32 bits", async () => {
    const { as } = await people(t.app);
    const prefix = `W${Date.now()}`;
    const content = fixture('camt054-v08.xml', { PREFIX: prefix, OVER_REF: qrReference('20319991'), OVER_AMOUNT: '30000000.00', SCOR_REF: qrReference('20319992'), SCOR_AMOUNT: '21474836.48' });
    const response = await importAs(as, [{ name: 'gross.xml', content }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PaymentImportAnswer>().unmatched.length).toBeGreaterThan(0);
    const stored = (await t.app.db.select({ amountRp: payments.amountRp }).from(payments).where(like(payments.key, `%${prefix}%`))).map((row) => row.amountRp);
    expect(stored).toContain(3_000_000_000);
  });
});
