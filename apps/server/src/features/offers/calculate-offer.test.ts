import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zurichToday, type Role } from '@tragkraft/domain';
import { calculations, users } from '../../db/schema';
import { createTestApp, injectAs, tokenFor, type TestApp } from '../../../test/support/test-app';
import { inputsFor, kitchenInput } from '../../../test/features/offers/test-inputs';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { offersEndpoints } from '@tragkraft/sync-protocol';

describe('[offers] POST /api/offer/{service}', () => {
  let t: TestApp;
  let client2Token: string;
  const inputs = inputsFor(zurichToday(new Date()));

  beforeAll(async () => {
    t = await createTestApp();
    client2Token = await tokenFor(t.app, 'client2@demo.ch');
  });
  afterAll(async () => t.close());

  const offerAs = (token: string, service: string, payload: unknown) =>
    call(t.app, offersEndpoints.calculate, { unsafeParams: { service }, token, unsafeBody: payload });

  // Client 2 has no discount, but its own washing-tower disposal of CHF 8; all amounts in Rappen.
  const expected: [string, Record<string, number>][] = [
    // 5 m kitchen: 95 + 24 x 5 = 215 per kitchen; EG 2 x 215 = 430, 2. OG stairs +24%: 266.60;
    // disposal 9 x 5 m = 45 x 3 = 135; ride 10 km x 1.23 x 2 = 24.60; total 856.20.
    ['kitchen', { price: 69_660, disposal: 13_500, rideCost: 2_460, total: 85_620, count: 3 }],
    // Tower 140 at 1. OG with lift +4% = 145.60 x 2 = 291.20; disposal 8 (client's own) x 2 = 16;
    // ride 10 x 1.23 x 2 x 2 stages = 49.20; total 356.40.
    ['washing', { price: 29_120, disposal: 1_600, rideCost: 4_920, total: 35_640, count: 2 }],
    // 10 room doors x 35 = 350 + 1 front door 180 = 530; disposal 10 x 0.50 = 5; no ride; 535.
    ['doors', { price: 53_000, disposal: 500, rideCost: 0, total: 53_500, count: 11 }],
    // 40 + 18 x 2 = 76 per cupboard, facade lift 0% at 3. OG, x 4 = 304, express +10% = 334.40;
    // ride 24.60; total 359.00.
    ['cupboards', { price: 33_440, disposal: 0, rideCost: 2_460, total: 35_900, count: 4 }],
    // 6 h x 95 = 570; set-up 765; ride 10 x 1.70 x 2 = 34; total 1369.
    ['facadeLift', { hours: 57_000, setup: 76_500, rideCost: 3_400, total: 136_900 }],
    // 2 trucks x 574 = 1148; environment 15 x 2 = 30; ride 20 x 1.23 x 2 = 49.20; total 1227.20.
    ['labs', { truck: 114_800, environment: 3_000, rideCost: 4_920, total: 122_720 }],
    // 3 people x 8 h x 68 = 1632; ride 10 x 1.23 x 2 x 1 day = 24.60; total 1656.60.
    ['service', { totalService: 163_200, rideCost: 2_460, total: 165_660 }],
  ];

  it.each(expected)('prices %s as computed by hand and stores the offer', async (service, figures) => {
    const response = await offerAs(client2Token, service, inputs[service as keyof typeof inputs]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject(figures);
    expect(body).not.toHaveProperty('discountPercent');
    const stored = (await t.app.db.select().from(calculations).where(eq(calculations.id, body.calcId)).limit(1))[0];
    expect(stored).toMatchObject({ clientId: 2, totalRp: figures.total, params: inputs[service as keyof typeof inputs] });
  });

  it('prices a kitchen cover with back wall', async () => {
    // 30 + 22 x 5 = 140, back wall +40% = 196, x 2 at EG = 392; disposal rate 0.5 x 5 m x 1.75
    // = 4.375, shown and billed as 4.38 per cover, x 2 = 8.76; ride 24.60; total 425.36.
    const body = (await offerAs(client2Token, 'kitchenCover', inputs.kitchenCover)).json();
    expect(body).toMatchObject({ price: 39_200, disposal: 876, rideCost: 2_460, total: 42_536 });
  });

  it('scales the disposal by the client discount for the service', async () => {
    // Client 1 has 10% on kitchens: disposal 45 x 0.9 = 40.50 x 3 = 121.50; the rest as above.
    const response = await injectAs(t.app, 'client', requestTo(offersEndpoints.calculate, { params: { service: 'kitchen' }, body: inputs.kitchen }));
    expect(response.json()).toMatchObject({ price: 69_660, disposal: 12_150, rideCost: 2_460, total: 84_270 });
  });

  it('prices the appliance maker with price classes and a regional flat ride', async () => {
    const token = await tokenFor(t.app, 'electrolux@demo.ch');
    const input = {
      ...inputs.washing,
      isElectrolux: true,
      electroluxRegion: 'german',
      driveKilometers: null,
      stagesCount: 1,
      types: [{ category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 1, amount: 1 }] }],
    };
    // 2 x 79 + 1 x 109 = 267; disposal together 2 x 3 = 6; ride Deutschschweiz 120; 393.
    const response = await offerAs(token, 'washing', input);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ price: 26_700, disposal: 600, rideCost: 12_000, total: 39_300 });
    // Other clients may not use it.
    const refused = await offerAs(client2Token, 'washing', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Herstellerpreise');
  });

  it('offers the wardrobe to the veriset client only', async () => {
    const token = await tokenFor(t.app, 'veriset@demo.ch');
    const input = kitchenInput({ meters: [{ name: 'A', meters: 5, wardrobe: true, disposalChecked: false, floors: [{ floor: 0, amount: 1 }] }], driveKilometers: 0 });
    // 95 + 24 x 5 + 60 wardrobe = 275.
    expect((await offerAs(token, 'kitchen', input)).json()).toMatchObject({ price: 27_500, total: 27_500 });
    const refused = await offerAs(client2Token, 'kitchen', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Die Garderobe ist nur für Veriset-Kunden verfügbar.');
  });

  it('refuses invalid inputs with the domain messages and stores nothing', async () => {
    const before = (await t.app.db.select().from(calculations)).length;
    const cases: [string, unknown, string][] = [
      ['kitchen', kitchenInput({ meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: 0 }] }] }), 'Bitte geben Sie bei mindestens einem Stockwerk eine Anzahl grösser als 0 ein.'],
      ['kitchen', kitchenInput({ driveKilometers: null }), 'Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).'],
      ['labs', { ...inputs.labs, truckCount: 0 }, 'Bitte geben Sie mindestens einen Lastwagen ein.'],
      ['facadeLift', { ...inputs.facadeLift, dates: [{ ...inputs.facadeLift.dates[0], hours: 1 }] }, '2'],
    ];
    for (const [service, input, text] of cases) {
      const response = await offerAs(client2Token, service, input);
      expect(response.statusCode, `${service}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('validation');
      expect(response.json().message).toContain(text);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const tooSoon = await offerAs(client2Token, 'service', { ...inputs.service, dates: [{ ...inputs.service.dates[0], date: zurichToday(new Date()) }] });
    expect(tooSoon.statusCode).toBe(400);
    expect((await t.app.db.select().from(calculations))).toHaveLength(before);
  });

  it('answers 400 for malformed bodies, never 500', async () => {
    for (const payload of [{}, { meters: 'x' }, { ...inputs.kitchen, meters: [] }, { ...inputs.kitchen, driveKilometers: -5 }, { ...inputs.kitchen, meters: Array(60).fill(inputs.kitchen.meters[0]) }]) {
      const response = await offerAs(client2Token, 'kitchen', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toEqual(expect.any(String));
    }
    expect((await offerAs(client2Token, 'swimmingPool', inputs.kitchen)).statusCode).toBe(404);
  });

  // Each service validates its body against its own schema only: a body that another service
  // accepts is refused (a union of all bodies would take it, or strip a valid one).
  it('refuses the body of another service with 400 and stores nothing', async () => {
    const before = (await t.app.db.select().from(calculations)).length;
    const washingToKitchen = await offerAs(client2Token, 'kitchen', inputs.washing);
    expect(washingToKitchen.statusCode).toBe(400);
    expect(washingToKitchen.json()).toEqual({ code: 'validation', message: "Ungültige Eingabe: body must have required property 'meters'" });
    const kitchenToWashing = await offerAs(client2Token, 'washing', inputs.kitchen);
    expect(kitchenToWashing.statusCode).toBe(400);
    expect(kitchenToWashing.json()).toEqual({ code: 'validation', message: "Ungültige Eingabe: body must have required property 'types'" });
    const refused: string[] = [];
    for (const [bodyOf, input] of Object.entries(inputs)) {
      for (const service of Object.keys(inputs)) {
        // Kitchen and cupboards share one body shape; the site service's dates carry every
        // field of the facade lift's, so the facade lift takes that body (its extra fields removed).
        const sameShape = [bodyOf, service].sort().join() === 'cupboards,kitchen' || (bodyOf === 'service' && service === 'facadeLift');
        if (service === bodyOf || sameShape) continue;
        const response = await offerAs(client2Token, service, input);
        // Refused by the schema, not only later by the domain rules.
        if (response.statusCode !== 400 || !response.json().message.startsWith('Ungültige Eingabe: body')) refused.push(`${bodyOf} -> ${service}: ${response.body}`);
      }
    }
    expect(refused).toEqual([]);
    expect((await t.app.db.select().from(calculations))).toHaveLength(before);
  });

  it('refuses a service that is disabled for the client', async () => {
    // Client 1 has labs switched off in the demo data.
    const response = await injectAs(t.app, 'client', requestTo(offersEndpoints.calculate, { params: { service: 'labs' }, body: inputs.labs }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Dieser Dienst ist für Sie nicht freigeschaltet. Bitte kontaktieren Sie uns.');
  });

  it('lets an admin calculate on behalf of a client login, with the discount shown', async () => {
    const client = (await t.app.db.select().from(users).where(eq(users.email, 'client@demo.ch')).limit(1))[0]!;
    const response = await injectAs(t.app, 'admin', requestTo(offersEndpoints.calculateFor, { params: { service: 'kitchen', userId: client.id }, body: inputs.kitchen }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ discountPercent: 10, total: 84_270 });
    const stored = (await t.app.db.select().from(calculations).where(eq(calculations.id, response.json().calcId)).limit(1))[0];
    expect(stored).toMatchObject({ clientId: 1, userId: client.id, createdByUserId: expect.any(Number) });
  });

  it('refuses an admin offer for a login that is not a client', async () => {
    const operator = (await t.app.db.select().from(users).where(eq(users.email, 'operator@demo.ch')).limit(1))[0]!;
    const response = await injectAs(t.app, 'admin', requestTo(offersEndpoints.calculateFor, { params: { service: 'kitchen', userId: operator.id }, body: inputs.kitchen }));
    expect(response.statusCode).toBe(404);
  });

  it.each<[Role]>([['operator'], ['employee'], ['clerk'], ['admin']])('refuses the %s on the client route', async (role) => {
    const response = await injectAs(t.app, role, requestTo(offersEndpoints.calculate, { params: { service: 'kitchen' }, body: inputs.kitchen }));
    expect(response.statusCode).toBe(403);
  });

  it.each<[Role]>([['operator'], ['employee'], ['clerk'], ['client']])('refuses the %s on the admin route', async (role) => {
    const response = await injectAs(t.app, role, requestTo(offersEndpoints.calculateFor, { params: { service: 'kitchen', userId: 1 }, body: inputs.kitchen }));
    expect(response.statusCode).toBe(403);
  });
});
