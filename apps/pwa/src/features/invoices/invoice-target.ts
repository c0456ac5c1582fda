// What an invoice is for, and which of the per-target calls fits it.
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

/** A stage, or a site-service order (billed as a whole); the order wins when both are set. */
export function targetOf(target: InvoiceTarget): { kind: 'service'; orderId: number } | { kind: 'stage'; stageId: number } {
  if (target.serviceOrderId !== undefined) return { kind: 'service', orderId: target.serviceOrderId };
  if (target.stageId !== undefined) return { kind: 'stage', stageId: target.stageId };
  throw new Error('Invoice target without stageId or serviceOrderId');
}
