// The admin's notification settings as the screen saves them (PUT takes every field at once).
import type { NotificationSettings } from '@tragkraft/sync-protocol';

/** Every message on, reminders at 16:00 (the defaults). */
export const ALL_NOTIFICATIONS_ON: NotificationSettings = {
  orderConfirmation: true,
  changeConfirmation: true,
  dayBeforeReminder: true,
  reportAvailable: true,
  pushAssignment: true,
  pushStageChanged: true,
  pushConfirmReminder: true,
  reminderHour: 16,
};
