// One run of the reminder scheduler (decision 025). First a sweep gives stages that have no
// reminder row yet (stages from before this feature, the demo seed) one, as a date change
// would. Then every row that is due (its working day, the reminder hour reached) is claimed
// with a compare-and-set on sent_at (UPDATE … WHERE sent_at IS NULL … RETURNING) and its mail
// queued in the same transaction: of two instances only one claims a row, and a claim without
// its mail (or a mail without its claim) cannot be committed. A restart finds the row claimed.
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { zurichToday } from '@tragkraft/domain';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { orders, stageReminders, stages } from '../../db/schema';
import { notificationEnabled, reminderHour } from '../../messages/notification-settings';
import { orderRecipients } from '../../messages/order-recipients';
import { planReminders, reminderDue } from '../../messages/plan-reminders';
import { reminderMail } from '../../messages/day-before-reminder-mail';

/** Rows looked at per run, so one run stays short; the next run takes the rest. */
const BATCH = 200;

export interface ReminderRun {
  sent: number;
  skipped: number;
}

async function sweep(db: Db, now: Date): Promise<void> {
  const unplanned = await db
    .select({ id: stages.id, date: stages.date })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .leftJoin(stageReminders, eq(stageReminders.stageId, stages.id))
    .where(and(isNull(stageReminders.stageId), eq(orders.status, 'active'), gt(stages.date, zurichToday(now))))
    .orderBy(asc(stages.id))
    .limit(BATCH);
  if (unplanned.length > 0) await db.transaction(async (tx) => planReminders(tx, unplanned, now, true));
}

/** Sends (queues) the reminder of one claimed row, or marks it skipped; true when a mail was queued. */
async function sendOne(app: FastifyInstance, company: Company, row: { stageId: number; stageDate: string }, now: Date): Promise<boolean | null> {
  return app.db.transaction(async (tx) => {
    const claimed = await tx
      .update(stageReminders)
      .set({ sentAt: now.toISOString() })
      .where(and(eq(stageReminders.stageId, row.stageId), isNull(stageReminders.sentAt), eq(stageReminders.stageDate, row.stageDate)))
      .returning({ stageId: stageReminders.stageId });
    if (claimed.length !== 1) return null;
    const [found] = await tx
      .select({ stage: stages, order: orders })
      .from(stages)
      .innerJoin(orders, eq(orders.id, stages.orderId))
      .where(eq(stages.id, row.stageId))
      .limit(1);
    const stillDue =
      found &&
      found.order.status === 'active' &&
      found.stage.date === row.stageDate &&
      found.stage.completedTime === null &&
      row.stageDate > zurichToday(now) &&
      (await notificationEnabled(tx, 'dayBeforeReminder'));
    const recipients = stillDue ? await orderRecipients(tx, found.order) : null;
    if (!found || !recipients || recipients.to.length === 0) {
      await tx.update(stageReminders).set({ skipped: true }).where(eq(stageReminders.stageId, row.stageId));
      return false;
    }
    const order = { orderId: found.order.id, typeId: found.order.typeId, orderNumber: found.stage.orderNumber || found.order.orderNumber, orderAddress: found.order.orderAddress };
    await app.mailQueue.enqueue(tx, reminderMail(recipients, order, { date: found.stage.date, time: found.stage.time, stageNumber: found.stage.stageNumber }, company));
    return true;
  });
}

export async function sendDueReminders(app: FastifyInstance, company: Company, now: Date): Promise<ReminderRun> {
  await sweep(app.db, now);
  const hour = await reminderHour(app.db);
  const candidates = await app.db
    .select({ stageId: stageReminders.stageId, stageDate: stageReminders.stageDate })
    .from(stageReminders)
    .where(and(isNull(stageReminders.sentAt), lte(stageReminders.remindOn, zurichToday(now))))
    .orderBy(asc(stageReminders.remindOn), asc(stageReminders.stageId))
    .limit(BATCH);
  const run: ReminderRun = { sent: 0, skipped: 0 };
  for (const row of candidates) {
    // The hour may have changed since the row was written: the due time is computed now.
    if (reminderDue(row.stageDate, hour).dueAt.getTime() > now.getTime()) continue;
    const outcome = await sendOne(app, company, row, now);
    if (outcome === true) run.sent++;
    if (outcome === false) run.skipped++;
  }
  return run;
}
