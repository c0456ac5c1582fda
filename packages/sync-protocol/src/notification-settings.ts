// Automatic messages (issue 20, decision 025): which are switched on, the hour of the
// day-before reminder, and the preview of a mail as it would be sent.
import { Type, type Static } from 'typebox';

/** Each switchable message: the customer mails first, then the staff's push messages. */
const Switch = Type.Boolean();

export const NotificationSettingsSchema = Type.Object({
  orderConfirmation: Switch,
  changeConfirmation: Switch,
  dayBeforeReminder: Switch,
  reportAvailable: Switch,
  pushAssignment: Switch,
  pushStageChanged: Switch,
  pushConfirmReminder: Switch,
  /** Hour of the day-before reminder, Europe/Zurich (16 = 16:00). */
  reminderHour: Type.Integer({ minimum: 0, maximum: 23 }),
});
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

export const MailNotificationKeySchema = Type.Union([
  Type.Literal('orderConfirmation'),
  Type.Literal('changeConfirmation'),
  Type.Literal('dayBeforeReminder'),
  Type.Literal('reportAvailable'),
]);
export type MailNotificationKey = Static<typeof MailNotificationKeySchema>;

export const NotificationPreviewParamsSchema = Type.Object({ key: MailNotificationKeySchema });

/** A mail as it would be sent (nothing is sent): subject, recipients, text, attachment names. */
export const NotificationPreviewSchema = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  attachments: Type.Array(Type.String()),
});
export type NotificationPreview = Static<typeof NotificationPreviewSchema>;
