// The PWA's live preview prices with domain's calculatePrice on the client details it loaded
// (clientPricingOf); the server prices the same input as the binding offer. For every demo
// client and every service they may order, the two must be the same amount (a drift here
// once ignored a client's own washing disposal rates).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePrice, SERVICES, zurichToday, type ServiceKey } from '@tragkraft/domain';
import { clientPricingOf, type ClientDetails, authEndpoints, clientsEndpoints, offersEndpoints } from '@tragkraft/sync-protocol';
import { createTestApp, tokenFor, type TestApp } from '../../../test/support/test-app';
import { inputsFor } from '../../../test/features/offers/test-inputs';
import { call } from '../../../test/support/call-endpoint';

const DEMO_CLIENTS = ['client@demo.ch', 'client2@demo.ch', 'electrolux@demo.ch', 'veriset@demo.ch'];

describe('[offers] the preview equals the binding price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(DEMO_CLIENTS)('for every service %s may order', async (email) => {
    const token = await tokenFor(t.app, email);
    const headers = { authorization: `Bearer ${token}` };
    const clientId = (await call(t.app, authEndpoints.signIn, { body: { email, password: 'demo1234' }, remoteAddress: '10.77.0.1' })).json<{ user: { clientId: number } }>().user.clientId;
    const details = (await call(t.app, clientsEndpoints.details, { params: { clientId }, headers })).json<ClientDetails>();
    const inputs = inputsFor(zurichToday(new Date()));
    let compared = 0;
    for (const service of SERVICES) {
      const key = service.key as ServiceKey;
      if (!details.settings.find((s) => s.typeId === service.typeId)?.serviceEnabled) continue;
      const binding = await call(t.app, offersEndpoints.calculate, { params: { service: key }, headers, unsafeBody: inputs[key] });
      expect(binding.statusCode, `${email} ${key}: ${binding.body}`).toBe(200);
      const preview = calculatePrice(key, inputs[key], clientPricingOf(details));
      expect(preview.total, `${email} ${key}`).toBe(binding.json<{ total: number }>().total);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });
});
