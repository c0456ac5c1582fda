// Endpoints of the server feature 'invoice-journal' (apps/server/src/features/invoice-journal/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { InvoiceHistorySchema } from '../invoice-journal-history';
import { InvoiceJournalQuerySchema, InvoiceJournalSchema } from '../invoice-journal';
import { InvoiceIdParamsSchema } from '../common';
import { endpoint, FILE } from './endpoint';

export const invoiceJournalEndpoints = {
  // Every sent invoice with paid, open and status; filtered by status, invoice date and a search.
  list: endpoint({ method: 'GET', path: '/api/admin/invoices', access: ADMIN, query: InvoiceJournalQuerySchema, answer: InvoiceJournalSchema }),
  // What happened to one invoice: payments, reversals, credit notes, credit transfers, reminders, mails.
  history: endpoint({ method: 'GET', path: '/api/admin/invoices/:invoiceId/history', access: ADMIN, params: InvoiceIdParamsSchema, answer: InvoiceHistorySchema }),
  excel: endpoint({ method: 'GET', path: '/api/admin/invoices/excel', access: ADMIN, query: InvoiceJournalQuerySchema, answer: FILE }),
};
