// Endpoints of the server feature 'invoices' (apps/server/src/features/invoices/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { InvoiceOrderParamsSchema, InvoiceStageParamsSchema } from '../invoices';
import { endpoint, FILE } from './endpoint';

export const invoicesEndpoints = {
  stageInvoiceDraft: endpoint({ method: 'GET', path: '/api/admin/order/generate-invoice/:stageId', access: ADMIN, params: InvoiceStageParamsSchema, answer: FILE }),
  serviceInvoiceDraft: endpoint({ method: 'GET', path: '/api/admin/order/generate-invoice/service/:orderId', access: ADMIN, params: InvoiceOrderParamsSchema, answer: FILE }),
  stageInvoiceInfo: endpoint({ method: 'GET', path: '/api/admin/order/invoice-info/:stageId', access: ADMIN }),
  serviceInvoiceInfo: endpoint({ method: 'GET', path: '/api/admin/order/invoice-info/service/:orderId', access: ADMIN }),
  stageInvoiceData: endpoint({ method: 'GET', path: '/api/admin/order/invoice-data/:stageId', access: ADMIN }),
  serviceInvoiceData: endpoint({ method: 'GET', path: '/api/admin/order/invoice-data/service/:orderId', access: ADMIN }),
  create: endpoint({ method: 'POST', path: '/api/admin/create-invoice', access: ADMIN }),
  download: endpoint({ method: 'GET', path: '/api/admin/download-invoice/:invoiceId', access: ADMIN }),
  send: endpoint({ method: 'POST', path: '/api/admin/send-invoice', access: ADMIN }),
  markAsPaid: endpoint({ method: 'PUT', path: '/api/admin/mark-as-paid/:invoiceId', access: ADMIN }),
  qrInvoice: endpoint({ method: 'POST', path: '/api/admin/qr-invoice', access: ADMIN }),
  qrInvoiceSample: endpoint({ method: 'GET', path: '/api/admin/qr-invoice', access: ADMIN }),
};
