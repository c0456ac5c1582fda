// The invoice journal (admin only, see the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import type { DunningRules } from '@tragkraft/domain';
import { INVOICE_JOURNAL_FILE_NAME, invoiceJournalEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { renderInvoiceJournalXlsx } from '../../documents/invoice-journal-xlsx';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { invoiceHistory } from './invoice-history';
import { listInvoices } from './list-invoices';

export const invoiceJournalRoutes: FastifyPluginAsync<{ company: Company; rules: DunningRules }> = async (app, { company, rules }) => {
  route(app, invoiceJournalEndpoints.list, async (request) => listInvoices(app.db, rules, request.query));
  route(app, invoiceJournalEndpoints.history, async (request) => invoiceHistory(app.db, request.params.invoiceId));
  route(app, invoiceJournalEndpoints.excel, async (request, reply) =>
    sendFile(reply, 'xlsx', INVOICE_JOURNAL_FILE_NAME, await renderInvoiceJournalXlsx(await listInvoices(app.db, rules, request.query), company.name)),
  );
};
