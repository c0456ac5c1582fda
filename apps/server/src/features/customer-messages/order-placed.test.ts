// Placing an order (issue 20): the order confirmation is switchable, and every dated stage gets
// its day-before reminder row in the order's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, workingDayBefore, zurichToday } from '@tragkraft/domain';
import { mailQueue, stageReminders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { kitchenInput } from '../../../test/features/offers/test-inputs';
import { bearer, offer, order, tokens } from '../../../test/features/orders/test-orders';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { call } from '../../../test/support/call-endpoint';
import { notificationSettingsEndpoints } from '@tragkraft/sync-protocol';

const today = zurichToday(new Date());

describe('[customer-messages] order placed', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  const confirmations = async (orderId: number) =>
    (await t.app.db.select().from(mailQueue)).filter((row) => (row.message as { subject: string }).subject === `Auftragsbestätigung Nr. ${orderId}`);

  it('queues the confirmation and plans a reminder per dated stage', async () => {
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput({ stagesCount: 2 }));
    const dates = [addDays(today, 12), addDays(today, 13)];
    const response = await order(t.app, tk.client, { calcId, orderAddress: 'Sonnenweg 3\n8400 Winterthur', stages: [{ date: dates[0], time: '08:00', amount: 2 }, { date: dates[1], time: '08:00', amount: 1 }] });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ orderId: number; stages: { id: number }[] }>();
    expect(await confirmations(placed.orderId)).toHaveLength(1);
    const rows = await t.app.db.select().from(stageReminders).where(inArray(stageReminders.stageId, placed.stages.map((s) => s.id)));
    expect(rows.map((row) => [row.stageDate, row.remindOn, row.sentAt, row.skipped]).sort()).toEqual(dates.map((date) => [date, workingDayBefore(date), null, false]));
  });

  it('queues no confirmation while it is switched off', async () => {
    const put = (body: object) => call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), unsafeBody: body });
    expect((await put({ ...ALL_NOTIFICATIONS_ON, orderConfirmation: false })).statusCode).toBe(200);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput({ stagesCount: 1 }));
    const response = await order(t.app, tk.client, { calcId, orderAddress: 'Sonnenweg 5\n8400 Winterthur', stages: [{ date: addDays(today, 15), time: '08:00', amount: 3 }] });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ orderId: number; stages: { id: number }[] }>();
    expect(await confirmations(placed.orderId)).toHaveLength(0);
    // The reminder does not depend on the confirmation's switch.
    expect(await t.app.db.select().from(stageReminders).where(eq(stageReminders.stageId, placed.stages[0]!.id))).toHaveLength(1);
    expect((await put(ALL_NOTIFICATIONS_ON)).statusCode).toBe(200);
  });
});
