// The admin's switches of the automatic messages and the hour of the day-before reminder
// (issue 20, decision 025), kept in one row (id 1) of notification_settings. Without the row
// every message is on and the reminder goes out at 16:00 Zurich time.
import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@tragkraft/sync-protocol';
import type { Db } from '../db/open-database';
import { notificationSettings } from '../db/schema';

export type NotificationKey =
  | 'orderConfirmation'
  | 'changeConfirmation'
  | 'dayBeforeReminder'
  | 'reportAvailable'
  | 'pushAssignment'
  | 'pushStageChanged'
  | 'pushConfirmReminder';

const SETTINGS_ID = 1;
const DEFAULT_REMINDER_HOUR = 16;

const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  orderConfirmation: true,
  changeConfirmation: true,
  dayBeforeReminder: true,
  reportAvailable: true,
  pushAssignment: true,
  pushStageChanged: true,
  pushConfirmReminder: true,
  reminderHour: DEFAULT_REMINDER_HOUR,
};

export async function readNotificationSettings(db: Db): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.id, SETTINGS_ID)).limit(1);
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** Whether a message is switched on (default on). Read inside the change's transaction. */
export async function notificationEnabled(db: Db, key: NotificationKey): Promise<boolean> {
  return (await readNotificationSettings(db))[key];
}

/** The hour (0..23, Europe/Zurich) at which the day-before reminders go out. */
export async function reminderHour(db: Db): Promise<number> {
  return (await readNotificationSettings(db)).reminderHour;
}

/** Stores every switch and the hour (insert or replace the one row). */
export async function saveNotificationSettings(db: Db, settings: NotificationSettings, now: Date): Promise<NotificationSettings> {
  const values = { ...settings, updatedAt: now.toISOString() };
  await db
    .insert(notificationSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: notificationSettings.id, set: values });
  return readNotificationSettings(db);
}
