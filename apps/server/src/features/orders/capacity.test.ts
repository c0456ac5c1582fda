import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, zurichToday } from '@tragkraft/domain';
import { orders } from '../../db/schema';
import { readLimits } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { kitchenInput } from '../../../test/features/offers/test-inputs';
import { FLOOR_STAGES_PER_DAY, SERVICE_CREWS_PER_DAY } from './capacity';
import { bearer, offer, order, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { call } from '../../../test/support/call-endpoint';
import { ordersEndpoints } from '@tragkraft/sync-protocol';

describe('[orders] daily capacity', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  const today = zurichToday(new Date());
  const day = addDays(today, 30);
  const address = 'Kapazitätsweg 1\n8000 Zürich';

  beforeAll(async () => {
    // These tests fill whole days with one client's orders; the per-client limit is tested elsewhere.
    t = await createTestApp({ limits: { ...readLimits({}), openBookedDaysPerClient: 1000 } });
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  const bookedDates = async (query: { typeId?: number } = {}) => {
    const response = await call(t.app, ordersEndpoints.bookedDates, { query, headers: bearer(tk.client) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<string[]>();
  };
  /** Fills `date` with floor-based stages up to `count`, each in its own order. */
  const fill = async (date: string, count: number, typeId = 2) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await seedKuechenbauOrder(t.app, { typeId, stages: [{ date, time: '08:00', amount: 1 }] })).order.id);
    return ids;
  };

  it('lets two clients race for the last slot of a day: exactly one wins, the other gets dayBooked', async () => {
    await fill(day, FLOOR_STAGES_PER_DAY - 1);
    expect(await bookedDates()).not.toContain(day);
    const [calc1, calc2] = [await offer(t.app, tk.client, 'kitchen', kitchenInput()), await offer(t.app, tk.client2, 'kitchen', kitchenInput())];
    const stage = [{ date: day, time: '08:00' }];
    const answers = await Promise.all([
      order(t.app, tk.client, { calcId: calc1, orderAddress: address, stages: stage }),
      order(t.app, tk.client2, { calcId: calc2, orderAddress: address, stages: stage }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(loser.json()).toEqual({ code: 'dayBooked', message: `An folgenden Tagen sind wir bereits ausgebucht: ${dd}.${mm}.${yyyy}`, days: [day] });
    const losingCalc = answers[0]!.statusCode === 409 ? calc1 : calc2;
    expect((await t.app.db.select().from(orders).where(eq(orders.calculationId, losingCalc)))).toHaveLength(0);
    expect(await bookedDates()).toContain(day);
  });

  it('names every booked day of a multi-stage order and books nothing', async () => {
    const second = addDays(day, 3);
    await fill(second, FLOOR_STAGES_PER_DAY);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput({ stagesCount: 3 }));
    const response = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: day, time: '08:00' }, { date: addDays(day, 1), time: '08:00' }, { date: second, time: '08:00' }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'dayBooked', days: [day, second] });
    expect((await t.app.db.select().from(orders).where(eq(orders.calculationId, calcId)))).toHaveLength(0);
  });

  it('frees a day again when an order on it is cancelled', async () => {
    const free = addDays(day, 6);
    const ids = await fill(free, FLOOR_STAGES_PER_DAY);
    expect(await bookedDates()).toContain(free);
    await t.app.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date().toISOString() }).where(eq(orders.id, ids[0]!));
    expect(await bookedDates()).not.toContain(free);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput());
    expect((await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: free, time: '08:00' }] })).statusCode).toBe(200);
  });

  it('counts each service family on its own', async () => {
    const crewDay = addDays(day, 8);
    await fill(crewDay, SERVICE_CREWS_PER_DAY, 8);
    expect(await bookedDates({ typeId: 8 })).toContain(crewDay);
    // Floor-based services still have room that day, and the default answer is theirs.
    expect(await bookedDates()).not.toContain(crewDay);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput());
    expect((await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: crewDay, time: '08:00' }] })).statusCode).toBe(200);
    const serviceCalc = await offer(t.app, tk.client, 'service', { dates: [{ date: crewDay, time: '07:00', amount: 2, hours: 8, remarks: '' }], orderNumber: null, driveKilometers: 5, express: false });
    const refused = await order(t.app, tk.client, { calcId: serviceCalc, orderAddress: address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'dayBooked', days: [crewDay] });
  });

  it('lists only days from today on, for clients and admins', async () => {
    await fill(addDays(today, -1), FLOOR_STAGES_PER_DAY);
    const days = await bookedDates();
    expect(days.every((d) => d >= today)).toBe(true);
    expect(days).toEqual([...days].sort());
    expect((await call(t.app, ordersEndpoints.bookedDates, { headers: bearer(tk.admin) })).statusCode).toBe(200);
    expect((await call(t.app, ordersEndpoints.bookedDates, { headers: bearer(tk.clerk) })).statusCode).toBe(403);
    expect((await call(t.app, ordersEndpoints.bookedDates, { query: { typeId: 9 }, headers: bearer(tk.client) })).statusCode).toBe(400);
  });
});
