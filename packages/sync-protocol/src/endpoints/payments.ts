// Endpoints of the server feature 'payments' (apps/server/src/features/payments/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { AssignPaymentBodySchema, OpenInvoiceListSchema, PaymentItemSchema, PaymentImportAnswerSchema } from '../payments';
import { endpoint, MULTIPART } from './endpoint';

export const paymentsEndpoints = {
  // One or more camt.053 / camt.054 files in the multipart field 'file'.
  import: endpoint({ method: 'POST', path: '/api/admin/payments/import', access: ADMIN, body: MULTIPART, answer: PaymentImportAnswerSchema }),
  // An unmatched payment booked on an invoice by hand.
  assign: endpoint({ method: 'POST', path: '/api/admin/payments/assign', access: ADMIN, body: AssignPaymentBodySchema, answer: PaymentItemSchema }),
  // The invoices not paid in full (newest first), for "Rechnung zuordnen…".
  openInvoices: endpoint({ method: 'GET', path: '/api/admin/payments/open-invoices', access: ADMIN, answer: OpenInvoiceListSchema }),
};
