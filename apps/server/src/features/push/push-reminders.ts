// The reminder "Bitte Einsatz bestätigen" (decision 024): a stage a person has not answered yet
// starts within 24 hours, and can still be answered (confirming closes 12 hours before the
// start, domain's confirmationWindow: a reminder after that would ask for the impossible). A periodic sweep inside the server finds them; the queue's unique
// key (stage, person, device) is the memory of what was sent, so a restart or a second
// instance running the same sweep never queues it twice.
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import { addDays, confirmationWindow, DEFAULT_START_TIME, hoursUntil, zurichToday } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { clients, orders, pushSubscriptions, stageAssignments, stages, users } from '../../db/schema';
import { enqueueForUsers } from './enqueue-push';
import { notificationEnabled } from '../../messages/notification-settings';

const REMINDER_HOURS = 24;

/** Queues the due reminders; returns how many rows were added. */
export async function sweepReminders(db: Db, now: Date): Promise<number> {
  if (!(await notificationEnabled(db, 'pushConfirmReminder'))) return 0;
  const today = zurichToday(now);
  const open = await db
    .select({ stageId: stages.id, userId: stageAssignments.userId, date: stages.date, time: stages.time, typeId: orders.typeId, clientName: clients.company })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(
      and(
        isNull(stageAssignments.confirmation),
        eq(orders.status, 'active'),
        isNull(stages.completedTime),
        inArray(stages.date, [today, addDays(today, 1), addDays(today, 2)]),
        isNull(users.deletedAt),
        exists(db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, stageAssignments.userId))),
      ),
    );
  let added = 0;
  for (const row of open) {
    const hours = hoursUntil(now, row.date!, row.time || DEFAULT_START_TIME);
    if (hours > REMINDER_HOURS || confirmationWindow(now, row.date, row.time) !== 'open') continue;
    const facts = { stageId: row.stageId, date: row.date, time: row.time, typeId: row.typeId, clientName: row.clientName };
    added += await enqueueForUsers(db, 'reminder', facts, [row.userId], (userId) => `reminder:${row.stageId}:${userId}`);
  }
  return added;
}
