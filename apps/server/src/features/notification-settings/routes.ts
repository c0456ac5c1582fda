// The settings of the automatic messages (issue 20, decision 025): read, save, and the
// preview of a mail (admin only, see the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import { notificationSettingsEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { route } from '../../plugins/endpoint-route';
import { readNotificationSettings, saveNotificationSettings } from '../../messages/notification-settings';
import { previewMail } from './preview-mail';

export const notificationSettingsRoutes: FastifyPluginAsync<{ company: Company; publicUrl: string }> = async (app, { company, publicUrl }) => {
  route(app, notificationSettingsEndpoints.get, async () => readNotificationSettings(app.db));
  route(app, notificationSettingsEndpoints.save, async (request) => saveNotificationSettings(app.db, request.body, new Date()));
  route(app, notificationSettingsEndpoints.preview, async (request) => previewMail(app.db, request.params.key, company, publicUrl, new Date()));
};
