import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatFileTimestamp } from '@tragkraft/domain';
import { ProfitabilityQuerySchema } from '@tragkraft/sync-protocol';
import { renderProfitabilityXlsx } from '../../documents/profitability-xlsx';
import { XLSX } from '../hours/routes';
import { profitability } from './profitability-rows';

export const profitabilityFileName = (now: Date) => `Rentabilitaet-${formatFileTimestamp(now)}.xlsx`;

export const profitabilityRoutes: FastifyPluginAsyncTypebox<{ companyName: string }> = async (app, { companyName }) => {
  app.get('/api/admin/profitability', { schema: { querystring: ProfitabilityQuerySchema } }, async (request, reply) => {
    const xlsx = await renderProfitabilityXlsx(profitability(app.db, request.query), companyName);
    return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${profitabilityFileName(new Date())}"`).send(xlsx);
  });
};
