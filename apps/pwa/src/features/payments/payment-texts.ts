// How a booked payment reads in the lists of the payments screen.
import { formatChfWithCurrency } from '@tragkraft/domain';
import type { PaymentItem, PaymentStatus } from '@tragkraft/sync-protocol';

/** What the booking did to the invoice: paid, rest open, or surplus kept as credit. */
export function outcomeText(item: Pick<PaymentItem, 'outcome' | 'openAmount' | 'credit'>): string {
  if (item.outcome === 'partial') return `Teilzahlung, offen ${formatChfWithCurrency(item.openAmount ?? 0)}`;
  if (item.outcome === 'overpaid') return `Bezahlt, Guthaben ${formatChfWithCurrency(item.credit ?? 0)}`;
  if (item.outcome === 'paid') return 'Bezahlt';
  // A payment the bank took back: no booking outcome, only what is open again.
  if (item.openAmount !== null) return `wieder offen ${formatChfWithCurrency(item.openAmount)}`;
  return '–';
}

/** A QR reference in blocks of five from the right (as printed on the QR-bill), SCOR in fours. */
export function referenceText(reference: string): string {
  if (!reference) return 'ohne Referenz';
  if (reference.startsWith('RF')) return reference.replace(/(.{4})(?=.)/g, '$1 ');
  const head = reference.length % 5;
  const blocks = reference.slice(head).match(/.{5}/g) ?? [];
  return [reference.slice(0, head), ...blocks].filter(Boolean).join(' ');
}


/** The journal's German names of a payment's status. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  assigned: 'Zugeordnet',
  unassigned: 'Nicht zugeordnet',
  ignored: 'Ignoriert',
  reversed: 'Storniert',
};
