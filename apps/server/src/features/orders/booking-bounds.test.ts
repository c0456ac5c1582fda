// Issue 14 items 5, 6 and 12, issue 15 item 4: what one client may book and how stage amounts,
// far dates and missing times are handled on placing, editing and the admin's edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, zurichToday } from '@tragkraft/domain';
import { readLimits } from '../../config';
import { stages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { kitchenInput } from '../../../test/features/offers/test-inputs';
import { bearer, KUECHENBAU, offer, order, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { openStagesOf } from './booking-limit';
import { call } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, invoicesEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const NEW_DAYS = 4;

describe('[orders] bounded bookings', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  const today = zurichToday(new Date());
  let street = 0;
  const address = () => `Grenzweg ${++street}\n8000 Zürich`;
  /** A kitchen offer of `units` kitchens (ground floor) in `stagesCount` stages. */
  const kitchens = (units: number, stagesCount = 1) =>
    offer(t.app, tk.client, 'kitchen', kitchenInput({ meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: units }] }], stagesCount }));
  const day = (n: number) => addDays(today, n);
  const update = (payload: Record<string, unknown>) => call(t.app, ordersEndpoints.update, { headers: bearer(tk.client), unsafeBody: payload });
  const adminUpdate = (payload: Record<string, unknown>) => call(t.app, adminOrdersEndpoints.update, { headers: bearer(tk.admin), unsafeBody: payload });
  const storedStages = async (orderId: number) => t.app.db.select().from(stages).where(eq(stages.orderId, orderId)).orderBy(stages.stageNumber);
  const codes = (response: { json: () => { errors?: { code: string }[] } }) => (response.json().errors ?? []).map((e) => e.code);

  beforeAll(async () => {
    t = await createTestApp({ limits: { ...readLimits({}), openBookedDaysPerClient: 1000 } });
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a stage amount of 0', async () => {
    const calcId = await kitchens(2, 2);
    const response = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(10), time: '08:00', amount: 2 }, { date: day(12), time: '08:00', amount: 0 }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(codes(response)).toEqual(['stageAmountTooSmall']);
    expect(response.json().message).toContain('Etappe 2: Die Anzahl einer Etappe muss eine ganze Zahl ab 1 sein.');
  });

  it('refuses a one-kitchen offer spread over 50 stages', async () => {
    const calcId = await kitchens(1, 50);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ date: day(10 + i), time: '08:00' }));
    const response = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: fifty });
    expect(response.statusCode, response.body).toBe(400);
    expect(codes(response)).toEqual(['stagesExceedUnits']);
  });

  it('refuses amounts that do not add up to the offer and fills blank ones', async () => {
    const calcId = await kitchens(5, 2);
    const wrong = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(10), time: '08:00', amount: 1 }, { date: day(11), time: '08:00', amount: 10_000 }] });
    expect(wrong.statusCode).toBe(400);
    expect(codes(wrong)).toEqual(['amountsNotPriced']);
    const ok = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(10), time: '08:00' }, { date: day(11), time: '08:00' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await storedStages(ok.json().orderId)).map((s) => s.amount)).toEqual([3, 2]);
  });

  it('orders/update refuses amounts 0 or 10000 and the invoice proposal stays right', async () => {
    const calcId = await kitchens(5, 2);
    const placed = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(20), time: '08:00', amount: 3 }, { date: day(21), time: '08:00', amount: 2 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    const [first, second] = (await storedStages(placed.json().orderId));
    const proposal = async () => {
      const data = await call(t.app, invoicesEndpoints.stageInvoiceData, { params: { stageId: first!.id }, headers: bearer(tk.admin) });
      expect(data.statusCode, data.body).toBe(200);
      return data.json<{ invoiceLines: { type: string; amount: number | null; total: number }[] }>().invoiceLines.find((l) => l.type === 'distribution')!;
    };
    const before = await proposal();
    expect(before.amount).toBe(3);
    for (const amount of [0, 10_000]) {
      const refused = await update({ orderId: placed.json().orderId, stages: [{ id: first!.id, amount }] });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const refusedPair = await update({ orderId: placed.json().orderId, stages: [{ id: first!.id, amount: 1 }, { id: second!.id, amount: 1 }] });
    expect(codes(refusedPair)).toEqual(['amountsNotPriced']);
    expect((await storedStages(placed.json().orderId)).map((s) => s.amount)).toEqual([3, 2]);
    expect(await proposal()).toEqual(before);
    const moved = await update({ orderId: placed.json().orderId, stages: [{ id: first!.id, amount: 4 }, { id: second!.id, amount: 1 }] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await proposal()).amount).toBe(4);
  });

  it('the admin may not break the priced count either', async () => {
    const calcId = await kitchens(3, 1);
    const placed = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(30), time: '08:00' }] });
    const [only] = (await storedStages(placed.json().orderId));
    expect(only!.amount).toBe(3);
    const refused = await adminUpdate({ orderId: placed.json().orderId, stages: [{ id: only!.id, amount: 10_000 }] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(codes(refused)).toEqual(['amountsNotPriced']);
    expect((await storedStages(placed.json().orderId))[0]!.amount).toBe(3);
  });

  it('refuses dates in the years 3000 and 9999 on placing, editing and the admin edit', async () => {
    for (const date of ['3000-01-01', '9999-12-31']) {
      const calcId = await kitchens(1, 1);
      const response = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date, time: '08:00' }] });
      expect(response.statusCode, response.body).toBe(400);
      expect(codes(response)).toEqual(['dateTooFarAhead']);
    }
    const calcId = await kitchens(2, 2);
    const placed = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(40), time: '08:00' }, { date: day(41), time: '08:00' }] });
    const [, second] = (await storedStages(placed.json().orderId));
    const edited = await update({ orderId: placed.json().orderId, stages: [{ id: second!.id, date: '9999-12-31' }] });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(codes(edited)).toEqual(['dateTooFarAhead']);
    const byAdmin = await adminUpdate({ orderId: placed.json().orderId, stages: [{ id: second!.id, date: '3000-01-01' }] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(400);
    expect((await storedStages(placed.json().orderId))[1]!.date).toBe(day(41));
  });

  it('a stage saved without time starts at 08:00, and the list shows it', async () => {
    const calcId = await kitchens(2, 2);
    const placed = await order(t.app, tk.client, { calcId, orderAddress: address(), stages: [{ date: day(50), time: '' }, { date: null, time: null }] });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId;
    const [first, second] = (await storedStages(orderId));
    expect([first!.time, second!.time]).toEqual(['08:00', null]);
    const dated = await update({ orderId, stages: [{ id: second!.id, date: day(52), time: '' }] });
    expect(dated.statusCode, dated.body).toBe(200);
    expect((await storedStages(orderId))[1]!.time).toBe('08:00');
    const cleared = await adminUpdate({ orderId, stages: [{ id: first!.id, time: null }] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await storedStages(orderId))[0]!.time).toBe('08:00');
    const list = await call(t.app, ordersEndpoints.future, { headers: bearer(tk.client) });
    const rows = list.json<{ stageId: number; stageTime: string | null }[]>().filter((r) => r.stageId === first!.id || r.stageId === second!.id);
    expect(rows.map((r) => r.stageTime)).toEqual(['08:00', '08:00']);
  });

  it('a stage stored earlier without time is listed at 08:00 (client and admin lists)', async () => {
    const { stages: [legacy] } = await seedKuechenbauOrder(t.app, { price: { total: 10_000, count: 1 }, stages: [{ date: day(55), time: null, amount: 1 }] });
    const client = await call(t.app, ordersEndpoints.future, { headers: bearer(tk.client) });
    expect(client.json<{ stageId: number; stageTime: string | null }[]>().find((r) => r.stageId === legacy!.id)?.stageTime).toBe('08:00');
    const admin = await call(t.app, adminOrdersEndpoints.listFuture, { headers: bearer(tk.admin) });
    const row = admin.json<{ stageId: number; stageTime: string | null; firstTime: string | null }[]>().find((r) => r.stageId === legacy!.id);
    expect([row?.stageTime, row?.firstTime]).toEqual(['08:00', '08:00']);
  });

  it('one client cannot book out the calendar: open booked days are limited per client', async () => {
    // The demo seed already holds future stages of the client: the limit is those plus NEW_DAYS.
    const probe = await createTestApp();
    const seeded = await openStagesOf(probe.app.db, KUECHENBAU, today);
    await probe.close();
    const fresh = await createTestApp({ limits: { ...readLimits({}), openBookedDaysPerClient: seeded + NEW_DAYS } });
    try {
      const tokensHere = await tokens(fresh.app);
      const place = async (n: number, by = tokensHere.client) => {
        const calcId = await offer(fresh.app, tokensHere.client, 'kitchen', kitchenInput({ meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: 2 }] }], stagesCount: 2 }));
        return order(fresh.app, by, { calcId, orderAddress: `Kalenderweg ${n}\n8000 Zürich`, stages: [{ date: day(60 + 2 * n), time: '08:00' }, { date: day(61 + 2 * n), time: '08:00' }] });
      };
      const bookedBefore = (await fresh.app.db.select().from(stages)).length;
      expect((await place(1)).statusCode).toBe(200);
      expect((await place(2)).statusCode).toBe(200);
      const refused = await place(3);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('bookingLimit');
      expect(refused.json().message).toContain(`höchstens ${seeded + NEW_DAYS} `);
      expect((await fresh.app.db.select().from(stages)).length).toBe(bookedBefore + 4);
      // An admin ordering on the client's behalf is not limited (the office decides).
      expect((await place(4, tokensHere.admin)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
