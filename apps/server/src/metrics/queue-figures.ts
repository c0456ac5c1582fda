// The depth and the age of the oldest item of the mail, push and reminder queues, read from the
// database at scrape time: with several instances on one PostgreSQL the queues are shared, so
// only the database knows them. Each is one count over an indexed column (sent_at, …).
import { and, count, isNull, lte, min } from 'drizzle-orm';
import { zurichToday } from '@tragkraft/domain';
import type { Db } from '../db/open-database';
import { mailQueue, pushQueue, stageReminders } from '../db/schema';
import { reminderDue } from '../messages/plan-reminders';
import { reminderHour } from '../messages/notification-settings';

interface QueueFigure {
  queue: 'mail' | 'push' | 'reminder';
  /** Items waiting (not sent, not given up). */
  depth: number;
  /** Seconds since the oldest waiting item was due; 0 when none waits. */
  oldestAgeSeconds: number;
}

const ageSeconds = (since: string | null | undefined, now: Date) => (since ? Math.max(0, (now.getTime() - Date.parse(since)) / 1000) : 0);

export async function readQueueFigures(db: Db, now: Date): Promise<QueueFigure[]> {
  const [mail] = await db.select({ depth: count(), oldest: min(mailQueue.createdAt) }).from(mailQueue).where(isNull(mailQueue.sentAt));
  const [push] = await db
    .select({ depth: count(), oldest: min(pushQueue.createdAt) })
    .from(pushQueue)
    .where(and(isNull(pushQueue.sentAt), isNull(pushQueue.droppedAt)));
  // A reminder waits from its day on (the hour it is sent at may still be ahead today); its age
  // counts from the moment it was due (the working day before its stage, at the reminder hour).
  const [reminder] = await db
    .select({ depth: count(), oldestStage: min(stageReminders.stageDate) })
    .from(stageReminders)
    .where(and(isNull(stageReminders.sentAt), lte(stageReminders.remindOn, zurichToday(now))));
  const oldestReminder = reminder?.oldestStage ? reminderDue(reminder.oldestStage, await reminderHour(db)).dueAt.toISOString() : null;
  return [
    { queue: 'mail', depth: Number(mail?.depth ?? 0), oldestAgeSeconds: ageSeconds(mail?.oldest, now) },
    { queue: 'push', depth: Number(push?.depth ?? 0), oldestAgeSeconds: ageSeconds(push?.oldest, now) },
    { queue: 'reminder', depth: Number(reminder?.depth ?? 0), oldestAgeSeconds: ageSeconds(oldestReminder, now) },
  ];
}
