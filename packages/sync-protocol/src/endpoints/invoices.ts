// Endpoints of the server feature 'invoices' (apps/server/src/features/invoices/routes.ts).
// A stage is billed by its stageId, a site-service order (type 8) as a whole by its orderId.
import { ADMIN } from '@tragkraft/domain';
import { CreateInvoiceBodySchema, InvoiceOrderParamsSchema, InvoiceStageParamsSchema, InvoiceStateSchema, MarkAsPaidBodySchema, QrInfoSchema, QrInvoiceBodySchema, SendInvoiceBodySchema, ServiceInvoiceDataSchema, StageInvoiceDataSchema } from '../invoices';
import { InvoiceIdParamsSchema } from '../common';
import { endpoint, FILE } from './endpoint';

export const invoicesEndpoints = {
  // The invoice as Word (DOCX), from the stored lines or the proposal.
  stageInvoiceDraft: endpoint({ method: 'GET', path: '/api/admin/order/generate-invoice/:stageId', access: ADMIN, params: InvoiceStageParamsSchema, answer: FILE }),
  serviceInvoiceDraft: endpoint({ method: 'GET', path: '/api/admin/order/generate-invoice/service/:orderId', access: ADMIN, params: InvoiceOrderParamsSchema, answer: FILE }),
  // The QR-bill's invoice number and amount.
  stageInvoiceInfo: endpoint({ method: 'GET', path: '/api/admin/order/invoice-info/:stageId', access: ADMIN, params: InvoiceStageParamsSchema, answer: QrInfoSchema }),
  serviceInvoiceInfo: endpoint({ method: 'GET', path: '/api/admin/order/invoice-info/service/:orderId', access: ADMIN, params: InvoiceOrderParamsSchema, answer: QrInfoSchema }),
  stageInvoiceData: endpoint({ method: 'GET', path: '/api/admin/order/invoice-data/:stageId', access: ADMIN, params: InvoiceStageParamsSchema, answer: StageInvoiceDataSchema }),
  serviceInvoiceData: endpoint({ method: 'GET', path: '/api/admin/order/invoice-data/service/:orderId', access: ADMIN, params: InvoiceOrderParamsSchema, answer: ServiceInvoiceDataSchema }),
  // Creates (or re-creates while unsent) the invoice; the answer is its PDF, the id in X-Invoice-Id.
  create: endpoint({ method: 'POST', path: '/api/admin/create-invoice', access: ADMIN, body: CreateInvoiceBodySchema, answer: FILE }),
  download: endpoint({ method: 'GET', path: '/api/admin/download-invoice/:invoiceId', access: ADMIN, params: InvoiceIdParamsSchema, answer: FILE }),
  send: endpoint({ method: 'POST', path: '/api/admin/send-invoice', access: ADMIN, body: SendInvoiceBodySchema, answer: InvoiceStateSchema }),
  markAsPaid: endpoint({ method: 'PUT', path: '/api/admin/mark-as-paid/:invoiceId', access: ADMIN, params: InvoiceIdParamsSchema, body: MarkAsPaidBodySchema, answer: InvoiceStateSchema }),
  // A QR-bill alone (PDF) for a number and an amount.
  qrInvoice: endpoint({ method: 'POST', path: '/api/admin/qr-invoice', access: ADMIN, body: QrInvoiceBodySchema, answer: FILE }),
  // The test page's sample QR-bill (PDF).
  qrInvoiceSample: endpoint({ method: 'GET', path: '/api/admin/qr-invoice', access: ADMIN, answer: FILE }),
};
