import type { FastifyPluginAsync } from 'fastify';
import { formatFileTimestamp } from '@tragkraft/domain';
import { profitabilityEndpoints } from '@tragkraft/sync-protocol';
import { renderProfitabilityXlsx } from '../../documents/profitability-xlsx';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { profitability } from './profitability-rows';

const profitabilityFileName = (now: Date) => `Rentabilitaet-${formatFileTimestamp(now)}.xlsx`;

export const profitabilityRoutes: FastifyPluginAsync<{ companyName: string }> = async (app, { companyName }) => {
  route(app, profitabilityEndpoints.excel, async (request, reply) => {
    const xlsx = await renderProfitabilityXlsx(await profitability(app.db, request.query), companyName);
    return sendFile(reply, 'xlsx', profitabilityFileName(new Date()), xlsx);
  });
};
