// Endpoints of the server feature 'invoice-journal' (apps/server/src/features/invoice-journal/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { InvoiceJournalQuerySchema, InvoiceJournalSchema } from '../invoice-journal';
import { endpoint, FILE } from './endpoint';

export const invoiceJournalEndpoints = {
  // Every sent invoice with paid, open and status; filtered by status, invoice date and a search.
  list: endpoint({ method: 'GET', path: '/api/admin/invoices', access: ADMIN, query: InvoiceJournalQuerySchema, answer: InvoiceJournalSchema }),
  excel: endpoint({ method: 'GET', path: '/api/admin/invoices/excel', access: ADMIN, query: InvoiceJournalQuerySchema, answer: FILE }),
};
