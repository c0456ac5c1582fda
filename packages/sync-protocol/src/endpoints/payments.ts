// Endpoints of the server feature 'payments' (apps/server/src/features/payments/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { Type } from 'typebox';
import {
  AssignPaymentBodySchema,
  CreditTransferAnswerSchema,
  IgnorePaymentBodySchema,
  OffsetBodySchema,
  OpenInvoiceListSchema,
  PaymentIdParamsSchema,
  PaymentImportAnswerSchema,
  PaymentItemSchema,
  PaymentJournalEntrySchema,
  PaymentJournalQuerySchema,
  PaymentJournalSchema,
  RefundBodySchema,
  SplitPaymentBodySchema,
} from '../payments';
import { InvoiceIdParamsSchema } from '../common';
import { endpoint, MULTIPART } from './endpoint';

export const paymentsEndpoints = {
  // One or more camt.053 / camt.054 files in the multipart field 'file'.
  import: endpoint({ method: 'POST', path: '/api/admin/payments/import', access: ADMIN, body: MULTIPART, answer: PaymentImportAnswerSchema }),
  // An unmatched payment booked on an invoice by hand.
  assign: endpoint({ method: 'POST', path: '/api/admin/payments/assign', access: ADMIN, body: AssignPaymentBodySchema, answer: PaymentItemSchema }),
  // The payments journal (issue 28): every imported or manual payment, filtered, with the sum.
  journal: endpoint({ method: 'GET', path: '/api/admin/payments', access: ADMIN, query: PaymentJournalQuerySchema, answer: PaymentJournalSchema }),
  // An unassigned payment on one invoice or split over several (at most its amount in all).
  split: endpoint({ method: 'POST', path: '/api/admin/payments/:paymentId/assign', access: ADMIN, params: PaymentIdParamsSchema, body: SplitPaymentBodySchema, answer: PaymentJournalEntrySchema }),
  // An unassigned payment set aside with a reason (TWINT, deposit, wrong account).
  ignore: endpoint({ method: 'POST', path: '/api/admin/payments/:paymentId/ignore', access: ADMIN, params: PaymentIdParamsSchema, body: IgnorePaymentBodySchema, answer: PaymentJournalEntrySchema }),
  // Undoes an assignment or an ignore: the payment is unassigned again, its invoices open again.
  unassign: endpoint({ method: 'POST', path: '/api/admin/payments/:paymentId/unassign', access: ADMIN, params: PaymentIdParamsSchema, body: Type.Object({}), answer: PaymentJournalEntrySchema }),
  // An invoice's credit from an overpayment paid back to the client.
  refund: endpoint({ method: 'POST', path: '/api/admin/invoices/:invoiceId/refund', access: ADMIN, params: InvoiceIdParamsSchema, body: RefundBodySchema, answer: CreditTransferAnswerSchema }),
  // An invoice's credit set off against another open invoice of the same client.
  offset: endpoint({ method: 'POST', path: '/api/admin/invoices/:invoiceId/offset', access: ADMIN, params: InvoiceIdParamsSchema, body: OffsetBodySchema, answer: CreditTransferAnswerSchema }),
  // The invoices not paid in full (newest first), for "Rechnung zuordnen…".
  openInvoices: endpoint({ method: 'GET', path: '/api/admin/payments/open-invoices', access: ADMIN, answer: OpenInvoiceListSchema }),
};
