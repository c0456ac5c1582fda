// The day-before reminder (issue 20, decision 025): the scheduler's clock is moved by calling
// tick(now). Before the due time nothing, after it exactly one mail, a tick again none, a new
// app on the same database (a restart) none; weekends and holidays are skipped; a moved stage
// gets a reminder for its new date; cancelled stages and dates already past due get none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, easterSunday, formatDate, isWorkingDay, weekdayIndex, zurichInstant, zurichToday } from '@tragkraft/domain';
import { buildApp } from '../../app';
import { ENGINE, orders, stageReminders } from '../../db/schema';
import { parseMail } from '../../../test/support/documents';
import { createTestApp, testConfig, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { bearer, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { reminderDue } from '../../messages/plan-reminders';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { call } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, notificationSettingsEndpoints } from '@tragkraft/sync-protocol';

const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);
/** The first Wednesday at least `from` days ahead whose Tuesday is a working day. */
function wednesdayFrom(from: number): string {
  let date = addDays(zurichToday(new Date()), from);
  while (weekdayIndex(date) !== 3 || !isWorkingDay(addDays(date, -1))) date = addDays(date, 1);
  return date;
}
/** The first Monday at least `from` days ahead whose Friday is a working day. */
function mondayFrom(from: number): string {
  let date = addDays(zurichToday(new Date()), from);
  while (weekdayIndex(date) !== 1 || !isWorkingDay(addDays(date, -3))) date = addDays(date, 1);
  return date;
}

async function reminderMails(dataDir: string, orderId: number) {
  const mails = await Promise.all(writtenMails(dataDir).map((raw) => parseMail(raw)));
  return mails.filter((mail) => mail.subject?.startsWith('Erinnerung:') && mail.subject.includes(`(Auftrag Nr. ${orderId})`));
}

/** Every queued mail is written (the routes flush without waiting; this waits for that run). */
const settle = (t: TestApp) => t.app.mailQueue.flush();

describe('[customer-messages] day-before reminder', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
    // The demo orders' stages would be reminded too when the clock moves: out of the way.
    await t.app.db.update(orders).set({ status: 'cancelled' });
  });
  afterAll(async () => t.close());

  const stageOf = async (date: string, time = '07:30') => {
    const { order, stages } = await seedKuechenbauOrder(t.app, { orderAddress: 'Sonnenweg 3\n8400 Winterthur', stages: [{ date, time }] });
    // What a date change through the use cases does (factories write no reminder row).
    await t.app.db.transaction(async (tx) => t.app.customerMessages.stagesChanged(tx, order.id, [{ stageId: stages[0]!.id, stageNumber: 1, before: { date: null, time: null }, after: { date, time } }], new Date()));
    return { orderId: order.id, stageId: stages[0]!.id };
  };

  it('sends nothing before the due time, one mail after it, none on the next tick or after a restart', async () => {
    const date = wednesdayFrom(10);
    const { orderId } = await stageOf(date);
    const due = zurichInstant(addDays(date, -1), '16:00');
    expect(reminderDue(date, 16).dueAt).toEqual(due);

    await t.app.customerMessages.tick(minutes(due, -1));
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(0);

    const run = await t.app.customerMessages.tick(minutes(due, 1));
    expect(run.sent).toBe(1);
    const before = writtenMails(t.dataDir).length;
    await waitForMails(t.dataDir, before);
    await settle(t);
    const mails = await reminderMails(t.dataDir, orderId);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('client@demo.ch');
    expect(mail.text).toContain(`${formatDate(date)}, 07:30 Uhr`);
    expect(mail.text).toContain('Sonnenweg 3');
    expect(mail.text).toContain('Bitte sorgen Sie für freien Zugang und reservieren Sie den Lift.');
    expect(mail.text).toContain('Rautistrasse 12');

    expect((await t.app.customerMessages.tick(minutes(due, 2))).sent).toBe(0);
    // A restart: a new app on the same database (and the same mail folder).
    const restarted = await buildApp(testConfig(t.dataDir, { databaseUrl: t.config.databaseUrl }));
    try {
      expect((await restarted.customerMessages.tick(minutes(due, 3))).sent).toBe(0);
    } finally {
      await restarted.close();
    }
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(1);
  });

  it('goes out on the working day before: Friday for a Monday, not on the weekend', async () => {
    const monday = mondayFrom(10);
    const { orderId, stageId } = await stageOf(monday, '08:00');
    const [row] = await t.app.db.select().from(stageReminders).where(eq(stageReminders.stageId, stageId));
    expect(row!.remindOn).toBe(addDays(monday, -3));
    // Sunday evening before the Monday is past the Friday's hour: it was due on Friday already,
    // so a tick on Thursday evening sends nothing and one on Friday at 16:00 sends it.
    expect((await t.app.customerMessages.tick(zurichInstant(addDays(monday, -4), '18:00'))).sent).toBe(0);
    expect((await t.app.customerMessages.tick(zurichInstant(addDays(monday, -3), '16:00'))).sent).toBe(1);
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(1);
  });

  it('skips holidays: a stage on the Tuesday after Easter is reminded on the Thursday before Good Friday', async () => {
    const year = Number(zurichToday(new Date()).slice(0, 4)) + 1;
    const tuesday = addDays(easterSunday(year), 2);
    const { stageId } = await stageOf(tuesday);
    const [row] = await t.app.db.select().from(stageReminders).where(eq(stageReminders.stageId, stageId));
    expect(row!.remindOn).toBe(addDays(easterSunday(year), -3));
    expect(weekdayIndex(row!.remindOn)).toBe(4);
    expect((await t.app.customerMessages.tick(zurichInstant(row!.remindOn, '15:59'))).sent).toBe(0);
    expect((await t.app.customerMessages.tick(zurichInstant(row!.remindOn, '16:00'))).sent).toBe(1);
  });

  // Several instances share a database on PostgreSQL only (decision 020); on SQLite one server
  // owns its file (a second writer in the same process gets "database is locked").
  it.runIf(ENGINE === 'postgres')('sends one mail when two instances on one database tick at the same moment', async () => {
    const date = wednesdayFrom(45);
    const { orderId } = await stageOf(date);
    const second = await buildApp(testConfig(t.dataDir, { databaseUrl: t.config.databaseUrl }));
    try {
      const due = reminderDue(date, 16).dueAt;
      const runs = await Promise.all([t.app.customerMessages.tick(due), second.customerMessages.tick(due), t.app.customerMessages.tick(due), second.customerMessages.tick(due)]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
      await second.mailQueue.flush();
      await settle(t);
    } finally {
      await second.close();
    }
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(1);
  });

  it('sends a new reminder after a stage moved past its sent reminder', async () => {
    const first = wednesdayFrom(17);
    const { orderId, stageId } = await stageOf(first, '09:00');
    expect((await t.app.customerMessages.tick(reminderDue(first, 16).dueAt)).sent).toBe(1);
    // The admin moves the stage a week on (the change confirmation goes out too).
    const second = addDays(first, 7);
    const moved = await call(t.app, adminOrdersEndpoints.update, { headers: bearer(tk.admin), body: { orderId, stages: [{ id: stageId, date: second }] } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.app.customerMessages.tick(minutes(reminderDue(second, 16).dueAt, -1))).sent).toBe(0);
    expect((await t.app.customerMessages.tick(reminderDue(second, 16).dueAt)).sent).toBe(1);
    await settle(t);
    const mails = await reminderMails(t.dataDir, orderId);
    expect(mails.map((mail) => mail.text?.includes(formatDate(second)))).toEqual([false, true]);
  });

  it('sends none for a cancelled order, and none for a date set after its due time', async () => {
    const date = wednesdayFrom(24);
    const cancelled = await stageOf(date);
    const cancel = await call(t.app, adminOrdersEndpoints.cancel, { headers: bearer(tk.admin), body: { orderId: cancelled.orderId, reason: 'Bau verschoben' } });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const { order, stages } = await seedKuechenbauOrder(t.app, { stages: [{ date, time: '08:00' }] });
    const late = minutes(reminderDue(date, 16).dueAt, 5);
    await t.app.db.transaction(async (tx) =>
      t.app.customerMessages.stagesChanged(tx, order.id, [{ stageId: stages[0]!.id, stageNumber: 1, before: { date: null, time: null }, after: { date, time: '08:00' } }], late),
    );
    const run = await t.app.customerMessages.tick(minutes(late, 1));
    expect(run.sent).toBe(0);
    await settle(t);
    expect(await reminderMails(t.dataDir, cancelled.orderId)).toHaveLength(0);
    expect(await reminderMails(t.dataDir, order.id)).toHaveLength(0);
  });

  it('sends none while the reminder is switched off', async () => {
    const date = wednesdayFrom(31);
    const { orderId } = await stageOf(date);
    const off = { ...ALL_NOTIFICATIONS_ON, dayBeforeReminder: false };
    expect((await call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), body: off })).statusCode).toBe(200);
    expect((await t.app.customerMessages.tick(reminderDue(date, 16).dueAt)).sent).toBe(0);
    expect((await call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), body: { ...off, dayBeforeReminder: true } })).statusCode).toBe(200);
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(0);
  });

  it('follows the reminder hour: at 9 the mail goes out at 09:00', async () => {
    const date = wednesdayFrom(38);
    const { orderId } = await stageOf(date);
    const nine = { ...ALL_NOTIFICATIONS_ON, reminderHour: 9 };
    expect((await call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), body: nine })).statusCode).toBe(200);
    expect((await t.app.customerMessages.tick(zurichInstant(addDays(date, -1), '08:59'))).sent).toBe(0);
    expect((await t.app.customerMessages.tick(zurichInstant(addDays(date, -1), '09:00'))).sent).toBe(1);
    await settle(t);
    expect(await reminderMails(t.dataDir, orderId)).toHaveLength(1);
  });
});
