// Endpoints of the server feature 'notification-settings'
// (apps/server/src/features/notification-settings/routes.ts): the admin's switches of the
// automatic messages, the reminder hour and the preview of each mail (decision 025).
import { ADMIN } from '@tragkraft/domain';
import { NotificationPreviewParamsSchema, NotificationPreviewSchema, NotificationSettingsSchema } from '../notification-settings';
import { endpoint } from './endpoint';

export const notificationSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/admin/notification-settings', access: ADMIN, answer: NotificationSettingsSchema }),
  // Every switch and the hour at once; answers what is stored.
  save: endpoint({ method: 'PUT', path: '/api/admin/notification-settings', access: ADMIN, body: NotificationSettingsSchema, answer: NotificationSettingsSchema }),
  // The mail built from the newest order (or sample facts); never sent.
  preview: endpoint({ method: 'GET', path: '/api/admin/notification-settings/preview/:key', access: ADMIN, params: NotificationPreviewParamsSchema, answer: NotificationPreviewSchema }),
};
