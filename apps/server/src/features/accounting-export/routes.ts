import type { FastifyPluginAsync } from 'fastify';
import { accountingExportEndpoints } from '@tragkraft/sync-protocol';
import type { AccountingAccounts } from '../../config';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { exportAccounting } from './export-accounting';

export const accountingExportRoutes: FastifyPluginAsync<{ accounts: AccountingAccounts }> = async (app, { accounts }) => {
  route(app, accountingExportEndpoints.file, async (request, reply) => {
    const { content, fileName } = await exportAccounting(app.db, accounts, request.query);
    return sendFile(reply, request.query.format === 'banana' ? 'txt' : 'csv', fileName, Buffer.from(content, 'utf8'));
  });
};
