// Endpoints of the server feature 'credit-notes' (apps/server/src/features/credit-notes/routes.ts):
// what takes an invoice's claim down without money, credit notes and the write-off.
import { ADMIN } from '@tragkraft/domain';
import { CreateCreditNoteBodySchema, CreditNoteListSchema, CreditNoteParamsSchema, CreditNoteSchema, WriteOffBodySchema, WriteOffSchema } from '../credit-notes';
import { InvoiceIdParamsSchema } from '../common';
import { endpoint, FILE } from './endpoint';

export const creditNotesEndpoints = {
  // Cancels the invoice in whole (no lines) or in part; its open amount drops by the total.
  create: endpoint({ method: 'POST', path: '/api/admin/invoices/:invoiceId/credit-note', access: ADMIN, params: InvoiceIdParamsSchema, body: CreateCreditNoteBodySchema, answer: CreditNoteSchema }),
  list: endpoint({ method: 'GET', path: '/api/admin/invoices/:invoiceId/credit-notes', access: ADMIN, params: InvoiceIdParamsSchema, answer: CreditNoteListSchema }),
  pdf: endpoint({ method: 'GET', path: '/api/admin/credit-notes/:creditNoteId/pdf', access: ADMIN, params: CreditNoteParamsSchema, answer: FILE }),
  // Writes off what is open of a sent invoice as a loss; the invoice is closed as written off.
  writeOff: endpoint({ method: 'POST', path: '/api/admin/invoices/:invoiceId/write-off', access: ADMIN, params: InvoiceIdParamsSchema, body: WriteOffBodySchema, answer: WriteOffSchema }),
};
