// The names locked (db/locks.ts) where an invoice's "read, decide, write" must not race with
// another request or another instance. A transaction takes them in one lockNames call (sorted)
// or in the order listed here: first number and target, then the invoice, never the other way.
import type { InvoiceTarget } from './invoice-target';

/** The yearly sequence: the next number is read and inserted under it (gap-free, no duplicate). */
export const invoiceNumberLock = (year: number) => `invoice-number:${year}`;

/** One invoice per stage or service order: the check for an existing one and the insert. */
export const invoiceTargetLock = (target: InvoiceTarget) =>
  target.kind === 'stage' ? `invoice-target:stage:${target.stageId}` : `invoice-target:service:${target.orderId}`;

/** The invoice's state and lines: re-create, send, mark paid, book a payment. */
export const invoiceLock = (invoiceId: number) => `invoice:${invoiceId}`;
