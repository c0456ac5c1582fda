// Calls of the automatic messages' settings (server feature 'notification-settings').
import { notificationSettingsEndpoints, type MailNotificationKey, type NotificationSettings } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export type MailKey = MailNotificationKey;

export const loadNotificationSettings = () => call(notificationSettingsEndpoints.get);
export const saveNotificationSettings = (body: NotificationSettings) => call(notificationSettingsEndpoints.save, {}, body);
export const loadMailPreview = (key: MailKey) => call(notificationSettingsEndpoints.preview, { key });
