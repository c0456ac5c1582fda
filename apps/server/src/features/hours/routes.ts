import type { FastifyPluginAsync } from 'fastify';
import { HOURS_FILE_NAME, hoursEndpoints } from '@tragkraft/sync-protocol';
import { renderHoursXlsx } from '../../documents/hours-xlsx';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { hoursRange, weeklyHours } from './weekly-hours';

export const hoursRoutes: FastifyPluginAsync<{ companyName: string }> = async (app, { companyName }) => {
  route(app, hoursEndpoints.weekly, async (request) => weeklyHours(app.db, hoursRange(request.query, new Date())));

  route(app, hoursEndpoints.excel, async (request, reply) => {
    const xlsx = await renderHoursXlsx(await weeklyHours(app.db, hoursRange(request.query, new Date())), companyName);
    return sendFile(reply, 'xlsx', HOURS_FILE_NAME, xlsx);
  });
};
