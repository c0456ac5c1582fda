import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HOURS_FILE_NAME, HoursQuerySchema, WeeklyHoursSchema } from '@tragkraft/sync-protocol';
import { renderHoursXlsx } from '../../documents/hours-xlsx';
import { hoursRange, weeklyHours } from './weekly-hours';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const hoursRoutes: FastifyPluginAsyncTypebox<{ companyName: string }> = async (app, { companyName }) => {
  app.get('/api/admin/hours', { schema: { querystring: HoursQuerySchema, response: { 200: Type.Array(WeeklyHoursSchema) } } }, async (request) =>
    weeklyHours(app.db, hoursRange(request.query, new Date())),
  );

  app.get('/api/admin/hours-excel', { schema: { querystring: HoursQuerySchema } }, async (request, reply) => {
    const xlsx = await renderHoursXlsx(weeklyHours(app.db, hoursRange(request.query, new Date())), companyName);
    return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${HOURS_FILE_NAME}"`).send(xlsx);
  });
};
