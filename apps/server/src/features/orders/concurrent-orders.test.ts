// Orders placed or edited at the same moment (issue #17): on PostgreSQL two requests run their
// transactions at once (READ COMMITTED), so every count a rule depends on must be taken under
// the rule's lock (lockNames). Each test sends its requests together with Promise.all; on
// SQLite they run one after the other, on PostgreSQL truly at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, mondayOf, zurichToday } from '@tragkraft/domain';
import { readLimits } from '../../config';
import { clientRatings, orders, stages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inputsFor, kitchenInput } from '../../../test/features/offers/test-inputs';
import { bearer, KUECHENBAU, offer, order, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { openStagesOf } from './booking-limit';
import { FLOOR_STAGES_PER_DAY } from './capacity';
import { call } from '../../../test/support/call-endpoint';
import { ordersEndpoints } from '@tragkraft/sync-protocol';

const today = zurichToday(new Date());
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('[orders] concurrent ordering and editing', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  let street = 0;
  const address = () => `Gleichzeitigweg ${++street}\n8000 Zürich`;

  beforeAll(async () => {
    t = await createTestApp({ limits: { ...readLimits({}), openBookedDaysPerClient: 1000 } });
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  const update = (token: string, payload: Record<string, unknown>) => call(t.app, ordersEndpoints.update, { headers: bearer(token), unsafeBody: payload });
  const fill = async (date: string, count: number) => {
    for (let i = 0; i < count; i++) await seedKuechenbauOrder(t.app, { typeId: 2, stages: [{ date, time: '08:00', amount: 1 }] });
  };

  // By the office: an admin's order takes no per-client limit lock that would line them up.
  it('orders one offer sent twice at once exactly once', async () => {
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput());
    // On two different days, so no capacity lock lines them up either.
    const payload = (day: number) => ({ calcId, orderAddress: address(), stages: [{ date: addDays(today, day), time: '08:00' }] });
    const answers = await Promise.all([order(t.app, tk.admin, payload(40)), order(t.app, tk.admin, payload(41))]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await t.app.db.select().from(orders).where(eq(orders.calculationId, calcId))).toHaveLength(1);
  });

  it('lets two clients moving a stage onto the last slot of a day at once: one wins, the other gets dayBooked', async () => {
    const day = addDays(today, 45);
    const place = async (token: string, date: string) => {
      const calcId = await offer(t.app, token, 'kitchen', kitchenInput());
      const placed = await order(t.app, token, { calcId, orderAddress: address(), stages: [{ date, time: '08:00' }] });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json<{ orderId: number }>().orderId;
      const [stage] = await t.app.db.select({ id: stages.id }).from(stages).where(eq(stages.orderId, orderId));
      return { orderId, stageId: stage!.id };
    };
    const first = await place(tk.client, addDays(today, 46));
    const second = await place(tk.client2, addDays(today, 47));
    await fill(day, FLOOR_STAGES_PER_DAY - 1);
    const answers = await Promise.all([
      update(tk.client, { orderId: first.orderId, stages: [{ id: first.stageId, date: day }] }),
      update(tk.client2, { orderId: second.orderId, stages: [{ id: second.stageId, date: day }] }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const onDay = await t.app.db.select({ id: stages.id }).from(stages).where(eq(stages.date, day));
    expect(onDay).toHaveLength(FLOOR_STAGES_PER_DAY);
  });

  it('keeps both of two edits of one order sent at once (no edit writes back stages it read before the other)', async () => {
    const { order: placed, stages: [first, second] } = await seedKuechenbauOrder(t.app, {
      price: { total: 100_000, count: 4 },
      stages: [{ date: addDays(today, 50), time: '08:00', amount: 2 }, { date: addDays(today, 52), time: '08:00', amount: 2 }],
    });
    const answers = await Promise.all([
      update(tk.client, { orderId: placed.id, stages: [{ id: first!.id, amount: 3 }, { id: second!.id, amount: 1 }] }),
      update(tk.client, { orderId: placed.id, stages: [{ id: first!.id, remarks: 'Hintereingang' }] }),
    ]);
    expect(statuses(answers)).toEqual([200, 200]);
    const stored = await t.app.db.select().from(stages).where(eq(stages.orderId, placed.id)).orderBy(stages.stageNumber);
    expect(stored.map((s) => [s.amount, s.remarks])).toEqual([[3, 'Hintereingang'], [1, '']]);
  });

  it('books one site-service week per object even when both orders come at once', async () => {
    const monday = addDays(mondayOf(addDays(today, 56)), 7);
    const service = inputsFor(today).service;
    const week = (date: string) => ({ ...service, dates: [{ date, time: '07:00', amount: 2, hours: 8, remarks: '' }] });
    const [calc1, calc2] = [await offer(t.app, tk.client, 'service', week(monday)), await offer(t.app, tk.client, 'service', week(addDays(monday, 2)))];
    const site = 'Baustelle Gleichzeitig\n8050 Zürich';
    // By the office, as above: only the week rule's own lock lines them up.
    const answers = await Promise.all([order(t.app, tk.admin, { calcId: calc1, orderAddress: site }), order(t.app, tk.admin, { calcId: calc2, orderAddress: site })]);
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json<{ code: string }>().code).toBe('validation');
  });

  it('stores one rating of a stage rated twice at once and refuses the other with 409', async () => {
    const { stages: [done] } = await seedKuechenbauOrder(t.app, { stages: [{ date: addDays(today, -2), time: '08:00', amount: 4, completedTime: new Date().toISOString() }] });
    const rate = (rating: number) => call(t.app, ordersEndpoints.rateStage, { params: { stageId: done!.id }, headers: bearer(tk.client), body: { rating } });
    const answers = await Promise.all([rate(5), rate(2)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await t.app.db.select().from(clientRatings).where(eq(clientRatings.stageId, done!.id))).toHaveLength(1);
  });
});

describe('[orders] concurrent orders against the per-client limit', () => {
  it('lets only one of two orders at once take the last open booked days of a client', async () => {
    // The demo seed already holds future stages of the client: room for 2 more, each order wants 2.
    const probe = await createTestApp();
    const seeded = await openStagesOf(probe.app.db, KUECHENBAU, today);
    await probe.close();
    const t = await createTestApp({ limits: { ...readLimits({}), openBookedDaysPerClient: seeded + 2 } });
    try {
      const tk = await tokens(t.app);
      const twoDays = (n: number) => [{ date: addDays(today, 70 + 2 * n), time: '08:00' }, { date: addDays(today, 71 + 2 * n), time: '08:00' }];
      const input = kitchenInput({ meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: 2 }] }], stagesCount: 2 });
      const [calc1, calc2] = [await offer(t.app, tk.client, 'kitchen', input), await offer(t.app, tk.client, 'kitchen', input)];
      const answers = await Promise.all([
        order(t.app, tk.client, { calcId: calc1, orderAddress: 'Limitweg 1\n8000 Zürich', stages: twoDays(1) }),
        order(t.app, tk.client, { calcId: calc2, orderAddress: 'Limitweg 2\n8000 Zürich', stages: twoDays(2) }),
      ]);
      expect(statuses(answers)).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json<{ code: string }>().code).toBe('bookingLimit');
      expect(await openStagesOf(t.app.db, KUECHENBAU, today)).toBe(seeded + 2);
    } finally {
      await t.close();
    }
  });
});
