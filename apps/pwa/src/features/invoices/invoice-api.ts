// The invoice calls of the back office (spec section 7), by target: a stage, or a whole
// site-service order. Files come back as blobs with the name from Content-Disposition.
import type { InvoiceLine } from '@tragkraft/domain';
import type { InvoiceState, QrInfo } from '@tragkraft/sync-protocol';
import { api, apiBlob } from '../../api/client';
import { linesBody } from './invoice-lines';
import { targetPath, type InvoiceData, type InvoiceTarget } from './invoice-target';

export type { InvoiceData, InvoiceTarget } from './invoice-target';

export function loadInvoiceData(target: InvoiceTarget): Promise<InvoiceData> {
  return api<InvoiceData>('GET', `/api/admin/order/invoice-data${targetPath(target)}`);
}

/** Creates (or, while unsent, re-creates) the invoice; the answer is its PDF. */
export function createInvoice(target: InvoiceTarget, invoiceId: number | null, lines: readonly InvoiceLine[]) {
  const body = target.serviceOrderId !== undefined
    ? { invoiceId, lines: linesBody(lines), serviceOrderId: target.serviceOrderId }
    : { invoiceId, lines: linesBody(lines), stageId: target.stageId };
  return apiBlob('POST', '/api/admin/create-invoice', body);
}

export function downloadInvoicePdf(invoiceId: number) {
  return apiBlob('GET', `/api/admin/download-invoice/${invoiceId}`);
}

export function downloadInvoiceWord(target: InvoiceTarget) {
  return apiBlob('GET', `/api/admin/order/generate-invoice${targetPath(target)}`);
}

export function sendInvoice(invoiceId: number, email: string, message: string): Promise<InvoiceState> {
  return api<InvoiceState>('POST', '/api/admin/send-invoice', { invoiceId, email, message });
}

export function markInvoicePaid(invoiceId: number): Promise<InvoiceState> {
  return api<InvoiceState>('PUT', `/api/admin/mark-as-paid/${invoiceId}`);
}

export function loadQrInfo(target: InvoiceTarget): Promise<QrInfo> {
  return api<QrInfo>('GET', `/api/admin/order/invoice-info${targetPath(target)}`);
}

export function createQrInvoice(message: string, amount: number) {
  return apiBlob('POST', '/api/admin/qr-invoice', { message, amount });
}
