// What an invoice is for, and the path suffix of the per-target calls.
import type { ServiceInvoiceDataAnswer, StageInvoiceDataAnswer } from '@tragkraft/sync-protocol';

/** What an invoice is for: one stage, or (site service, type 8) a whole order. */
export interface InvoiceTarget {
  stageId?: number;
  serviceOrderId?: number;
}

export type InvoiceData = StageInvoiceDataAnswer | ServiceInvoiceDataAnswer;

export function isServiceData(data: InvoiceData): data is ServiceInvoiceDataAnswer {
  return 'stages' in data;
}

/** '/{stageId}' or '/service/{orderId}' (a site-service order is billed as a whole). */
export function targetPath(target: InvoiceTarget): string {
  if (target.serviceOrderId !== undefined) return `/service/${target.serviceOrderId}`;
  if (target.stageId !== undefined) return `/${target.stageId}`;
  throw new Error('Invoice target without stageId or serviceOrderId');
}
