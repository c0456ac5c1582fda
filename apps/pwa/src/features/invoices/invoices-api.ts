// The invoice calls of the back office (spec section 7), by target: a stage, or a whole
// site-service order. Files come back as blobs with the name from Content-Disposition.
import type { InvoiceLine } from '@tragkraft/domain';
import { invoicesEndpoints, type MarkAsPaidBody } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';
import { linesBody } from './invoice-lines';
import { targetOf, type InvoiceData, type InvoiceTarget } from './invoice-target';

export type { InvoiceData, InvoiceTarget } from './invoice-target';

export function loadInvoiceData(target: InvoiceTarget): Promise<InvoiceData> {
  const of = targetOf(target);
  return of.kind === 'service'
    ? call(invoicesEndpoints.serviceInvoiceData, { orderId: of.orderId })
    : call(invoicesEndpoints.stageInvoiceData, { stageId: of.stageId });
}

/** Creates (or, while unsent, re-creates) the invoice; the answer is its PDF. */
export function createInvoice(target: InvoiceTarget, invoiceId: number | null, lines: readonly InvoiceLine[]) {
  const of = targetOf(target);
  const body = of.kind === 'service'
    ? { invoiceId, lines: linesBody(lines), serviceOrderId: of.orderId }
    : { invoiceId, lines: linesBody(lines), stageId: of.stageId };
  return callFile(invoicesEndpoints.create, {}, body);
}

export function downloadInvoicePdf(invoiceId: number) {
  return callFile(invoicesEndpoints.download, { invoiceId });
}

export function downloadInvoiceWord(target: InvoiceTarget) {
  const of = targetOf(target);
  return of.kind === 'service'
    ? callFile(invoicesEndpoints.serviceInvoiceDraft, { orderId: of.orderId })
    : callFile(invoicesEndpoints.stageInvoiceDraft, { stageId: of.stageId });
}

export function sendInvoice(invoiceId: number, email: string, message: string) {
  return call(invoicesEndpoints.send, {}, { invoiceId, email, message });
}

export function markInvoicePaid(invoiceId: number, body: MarkAsPaidBody) {
  return call(invoicesEndpoints.markAsPaid, { invoiceId }, body);
}


export function createQrInvoice(message: string, amount: number) {
  return callFile(invoicesEndpoints.qrInvoice, {}, { message, amount });
}
