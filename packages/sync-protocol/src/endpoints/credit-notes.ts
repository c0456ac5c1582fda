// Endpoints of the server feature 'credit-notes' (apps/server/src/features/credit-notes/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { CreateCreditNoteBodySchema, CreditNoteListSchema, CreditNoteParamsSchema, CreditNoteSchema } from '../credit-notes';
import { InvoiceIdParamsSchema } from '../invoices';
import { endpoint, FILE } from './endpoint';

export const creditNotesEndpoints = {
  // Cancels the invoice in whole (no lines) or in part; its open amount drops by the total.
  create: endpoint({ method: 'POST', path: '/api/admin/invoices/:invoiceId/credit-note', access: ADMIN, params: InvoiceIdParamsSchema, body: CreateCreditNoteBodySchema, answer: CreditNoteSchema }),
  list: endpoint({ method: 'GET', path: '/api/admin/invoices/:invoiceId/credit-notes', access: ADMIN, params: InvoiceIdParamsSchema, answer: CreditNoteListSchema }),
  pdf: endpoint({ method: 'GET', path: '/api/admin/credit-notes/:creditNoteId/pdf', access: ADMIN, params: CreditNoteParamsSchema, answer: FILE }),
};
