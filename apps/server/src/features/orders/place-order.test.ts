import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, hoursUntil, MESSAGE_TEXTS, mondayOf, zurichToday } from '@tragkraft/domain';
import { calculations, orders, stages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inputsFor, kitchenInput } from '../../../test/features/offers/test-inputs';
import { bearer, inHours, offer, order, tokens, userId } from '../../../test/features/orders/test-orders';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { call } from '../../../test/support/call-endpoint';
import { notificationSettingsEndpoints, offersEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

describe('[orders] POST /api/order', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  const today = zurichToday(new Date());
  const inputs = inputsFor(today);
  const address = 'Überbauung Sonnenhof\nSonnenweg 3\n8400 Winterthur';

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  const kitchenOrder = async (stage: Record<string, unknown>, extra: Record<string, unknown> = {}, input = kitchenInput()) => {
    const calcId = await offer(t.app, tk.client, 'kitchen', input);
    return { calcId, response: await order(t.app, tk.client, { calcId, orderAddress: address, stages: [stage], ...extra }) };
  };
  const refusal = (response: { statusCode: number; json: () => { code: string; message: string; errors: { text: string }[] } }) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    return body.errors.map((e) => e.text);
  };

  it('answers no confirmation address when the admin switched the confirmation mail off (the screen then promises none)', async () => {
    const settings = (payload: typeof ALL_NOTIFICATIONS_ON) =>
      call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), body: payload });
    expect((await settings({ ...ALL_NOTIFICATIONS_ON, orderConfirmation: false })).statusCode).toBe(200);
    try {
      const { response } = await kitchenOrder({ date: addDays(today, 12), time: '08:00', amount: 3 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().confirmationTo).toBe('');
    } finally {
      expect((await settings(ALL_NOTIFICATIONS_ON)).statusCode).toBe(200);
    }
  });

  it('places an order from the own calculation and stores order and stages', async () => {
    const date = addDays(today, 10);
    const { calcId, response } = await kitchenOrder(
      { date, time: '07:30', amount: 3, orderNumber: 'K-1', remarks: 'Hintereingang' },
      { orderNumber: 'B-77', orderAddressType: 'manual', contactFiller: 'Hans Muster', contactFillerPhone: '079 111 22 33', express: true, lift: true },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ calcId, confirmationTo: 'client@demo.ch', stages: [{ stageNumber: 1, date, time: '07:30' }] });
    const stored = (await t.app.db.select().from(orders).where(eq(orders.id, body.orderId)).limit(1))[0]!;
    // Price-relevant fields come from the calculation (no express, no lift), not the body.
    expect(stored).toMatchObject({ clientId: 1, userId: await userId(t.app, 'client@demo.ch'), adminUserId: null, typeId: 1, orderNumber: 'B-77', orderAddress: address, express: false, lift: false, driveKilometers: 10, stagesCount: 1, contactFiller: 'Hans Muster', status: 'active' });
    const stored2 = await t.app.db.select().from(stages).where(eq(stages.orderId, body.orderId));
    expect(stored2).toMatchObject([{ stageNumber: 1, date, time: '07:30', amount: 3, orderNumber: 'K-1', remarks: 'Hintereingang' }]);
  });

  it('refuses an order without object address', async () => {
    const { response } = await kitchenOrder({ date: addDays(today, 10), time: '08:00' }, { orderAddress: '   ' });
    expect(refusal(response)).toEqual([MESSAGE_TEXTS.addressMissing]);
  });

  it('refuses an order without a delivery date for stage 1', async () => {
    const { response } = await kitchenOrder({ date: null, time: null });
    expect(refusal(response)).toEqual([`Etappe 1: ${MESSAGE_TEXTS.firstDateMissing}`]);
  });

  it('refuses a first stage that cannot be parsed', async () => {
    const { response } = await kitchenOrder({ date: '12.05.2026', time: '08:00' });
    expect(refusal(response)).toEqual([`Etappe 1: ${MESSAGE_TEXTS.dateTimeInvalid}`]);
  });

  it('refuses a first stage less than 14 hours ahead', async () => {
    const soon = inHours(6);
    const { response } = await kitchenOrder({ date: soon.date, time: soon.time }, {}, kitchenInput({ express: true }));
    expect(refusal(response)).toEqual([`Etappe 1: ${MESSAGE_TEXTS.tooEarly}`]);
  });

  it('wants a time for a first stage less than 48 hours ahead', async () => {
    // The missing time counts as 08:00: pick the day whose 08:00 lies 14 to 48 hours ahead.
    const date = hoursUntil(new Date(), addDays(today, 1), '08:00') >= 15 ? addDays(today, 1) : addDays(today, 2);
    const { response } = await kitchenOrder({ date, time: null }, {}, kitchenInput({ express: true }));
    expect(refusal(response)).toEqual([`Etappe 1: ${MESSAGE_TEXTS.needsTime}`]);
  });

  it('wants express for a first stage within 3 days, and accepts it with an express calculation', async () => {
    const soon = inHours(60);
    const { response } = await kitchenOrder({ date: soon.date, time: soon.time });
    expect(refusal(response)).toEqual([`Etappe 1: ${MESSAGE_TEXTS.needsExpress}`]);
    // The body's express flag does not count: express is priced in the calculation.
    const { response: bodyExpress } = await kitchenOrder({ date: soon.date, time: soon.time }, { express: true });
    expect(bodyExpress.statusCode).toBe(400);
    const { response: accepted } = await kitchenOrder({ date: soon.date, time: soon.time }, {}, kitchenInput({ express: true }));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('wants later stages on later days, and no date after a stage without one', async () => {
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput({ stagesCount: 3 }));
    const d = addDays(today, 12);
    const notIncreasing = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: d, time: '08:00' }, { date: d, time: '13:00' }, { date: null, time: null }] });
    expect(refusal(notIncreasing)).toEqual([`Etappe 2: ${MESSAGE_TEXTS.notIncreasing}`]);
    const gap = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: d, time: '08:00' }, { date: null, time: null }, { date: addDays(d, 2), time: null }] });
    expect(refusal(gap)).toEqual([`Etappe 3: ${MESSAGE_TEXTS.dateWithoutPrevious}`]);
    const ok = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: d, time: '08:00' }, { date: addDays(d, 1), time: null }] });
    expect(ok.statusCode, ok.body).toBe(200);
    // The missing third stage is kept as an open stage: three stages as priced.
    expect((await t.app.db.select().from(stages).where(eq(stages.orderId, ok.json().orderId))).map((s) => s.date)).toEqual([d, addDays(d, 1), null]);
  });

  it('refuses more stages than the calculation priced', async () => {
    const d = addDays(today, 12);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput());
    const response = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: d, time: '08:00' }, { date: addDays(d, 1), time: '08:00' }] });
    expect(refusal(response)).toEqual(['Es sind mehr Etappen angegeben, als die Offerte enthält.']);
  });

  it('takes facade-lift days from the calculation, one stage per day', async () => {
    const day = addDays(today, 16);
    const calcId = await offer(t.app, tk.client, 'facadeLift', { dates: [{ date: day, time: '08:00', hours: 6 }, { date: addDays(day, 1), time: '09:00', hours: 4 }], driveKilometers: 10, express: false });
    const response = await order(t.app, tk.client, { calcId, orderAddress: address });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.db.select().from(stages).where(eq(stages.orderId, response.json().orderId)))).toMatchObject([
      { stageNumber: 1, date: day, time: '08:00', hours: 6 },
      { stageNumber: 2, date: addDays(day, 1), time: '09:00', hours: 4 },
    ]);
  });

  it('checks lead times of an older offer again when it is ordered', async () => {
    const calcId = await offer(t.app, tk.client, 'service', inputs.service);
    const soon = inHours(60);
    const params = { ...inputs.service, dates: [{ date: soon.date, time: soon.time, amount: 3, hours: 8, remarks: '' }] };
    await t.app.db.update(calculations).set({ params }).where(eq(calculations.id, calcId));
    const response = await order(t.app, tk.client, { calcId, orderAddress: address });
    expect(refusal(response)).toEqual([`Tag 1: ${MESSAGE_TEXTS.needsExpress}`]);
  });

  it('allows one site-service order per calendar week and object', async () => {
    const monday = addDays(mondayOf(addDays(today, 21)), 7);
    const week = (date: string) => ({ ...inputs.service, dates: [{ date, time: '07:00', amount: 2, hours: 8, remarks: '' }] });
    const first = await order(t.app, tk.client, { calcId: await offer(t.app, tk.client, 'service', week(monday)), orderAddress: 'Baustelle Nord\n8050 Zürich' });
    expect(first.statusCode, first.body).toBe(200);
    const sameWeek = await order(t.app, tk.client, { calcId: await offer(t.app, tk.client, 'service', week(addDays(monday, 2))), orderAddress: ' baustelle nord\n8050  Zürich ' });
    expect(refusal(sameWeek)).toEqual([MESSAGE_TEXTS.weekTaken]);
    const otherObject = await order(t.app, tk.client, { calcId: await offer(t.app, tk.client, 'service', week(addDays(monday, 2))), orderAddress: 'Baustelle Süd\n8050 Zürich' });
    expect(otherObject.statusCode, otherObject.body).toBe(200);
    const nextWeek = await order(t.app, tk.client, { calcId: await offer(t.app, tk.client, 'service', week(addDays(monday, 7))), orderAddress: 'Baustelle Nord\n8050 Zürich' });
    expect(nextWeek.statusCode, nextWeek.body).toBe(200);
  });

  it('answers 409 for an offer that is already ordered', async () => {
    const { calcId, response } = await kitchenOrder({ date: addDays(today, 10), time: '08:00' });
    expect(response.statusCode).toBe(200);
    const again = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: addDays(today, 10), time: '08:00' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: `Die Offerte Nr. ${calcId} wurde bereits bestellt.` });
  });

  it("does not order another company's offer (404) and keeps clerks and staff out (403)", async () => {
    const calcId = await offer(t.app, tk.client2, 'kitchen', kitchenInput());
    const payload = { calcId, orderAddress: address, stages: [{ date: addDays(today, 10), time: '08:00' }] };
    const foreign = await order(t.app, tk.client, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('offernotfound');
    expect((await order(t.app, tk.client, { ...payload, calcId: 999_999 })).statusCode).toBe(404);
    for (const role of ['clerk', 'operator', 'employee'] as const) expect((await order(t.app, tk[role], payload)).statusCode).toBe(403);
    expect((await call(t.app, ordersEndpoints.place, { body: payload })).statusCode).toBe(401);
    expect((await t.app.db.select().from(orders).where(eq(orders.calculationId, calcId)))).toHaveLength(0);
  });

  it('lets an admin order on behalf of the calculation’s client login', async () => {
    const client2 = await userId(t.app, 'client2@demo.ch');
    const priced = await call(t.app, offersEndpoints.calculateFor, { params: { service: 'kitchen', userId: client2 }, headers: bearer(tk.admin), body: kitchenInput() });
    const calcId = priced.json().calcId as number;
    const response = await order(t.app, tk.admin, { calcId, orderAddress: address, stages: [{ date: addDays(today, 10), time: '08:00' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().confirmationTo).toBe('client2@demo.ch');
    const stored = (await t.app.db.select().from(orders).where(eq(orders.id, response.json().orderId)).limit(1))[0];
    expect(stored).toMatchObject({ clientId: 2, userId: client2, adminUserId: await userId(t.app, 'admin@demo.ch') });
  });

  it('rejects malformed bodies with 400 and stores nothing', async () => {
    const before = (await t.app.db.select().from(orders)).length;
    const bad = [{}, { calcId: 'x', orderAddress: address }, { calcId: 1, orderAddress: 'x'.repeat(501) }, { calcId: 1, orderAddress: address, stages: Array.from({ length: 51 }, () => ({ date: null, time: null })) }];
    for (const payload of bad) expect((await order(t.app, tk.client, payload)).statusCode).toBe(400);
    expect((await t.app.db.select().from(orders))).toHaveLength(before);
  });
});
