// The invoice state as people read it (not created, created, sent, paid; back-office spec
// section 4; settled by credit notes or a write-off it says so, with domain's labels, as the
// invoice journal does: decision 027). The admin list's row colour lives with that list.
import { formatChfWithCurrency, formatDate, INVOICE_STATE_LABELS, settledState, zurichWallClock } from '@tragkraft/domain';

export interface InvoiceTimes {
  invoiceTime: string | null;
  invoiceSentTime: string | null;
  invoicePaidTime: string | null;
}

/** Credit notes and write-offs of the invoice (absent on answers without them). */
interface InvoiceClosings {
  totals?: { total: number };
  credited?: number;
  writtenOff?: number;
}

export type InvoiceStatus = 'none' | 'created' | 'sent' | 'paid' | 'cancelled' | 'writtenOff';

export function invoiceStatus(state: InvoiceTimes & InvoiceClosings): InvoiceStatus {
  if (state.invoicePaidTime) return state.totals ? settledState(state.totals.total, state.credited ?? 0, state.writtenOff ?? 0) : 'paid';
  if (state.invoiceSentTime) return 'sent';
  return state.invoiceTime ? 'created' : 'none';
}

/** An ISO instant as the Zurich calendar day, dd.mm.yyyy. */
export function instantDate(iso: string): string {
  return formatDate(zurichWallClock(new Date(iso)).date);
}

/** Each step reached, one line each (none before creation: the state badge says it). */
/** What imported payments brought (issue 18): absent on answers without them. */
export interface InvoicePayments {
  received?: number;
  openAmount?: number;
  credit?: number;
}

export function invoiceStatusLines(state: InvoiceTimes & InvoicePayments & InvoiceClosings & { invoiceNumber: number | null; sentTo: string | null }): string[] {
  if (!state.invoiceTime) return [];
  const number = state.invoiceNumber === null ? '' : `Nr. ${state.invoiceNumber} `;
  const lines = [`Rechnung ${number}erstellt am ${instantDate(state.invoiceTime)}`];
  if (state.invoiceSentTime) {
    const to = state.sentTo ? ` an ${state.sentTo}` : '';
    lines.push(`Versandt am ${instantDate(state.invoiceSentTime)}${to}`);
  }
  if (state.invoicePaidTime) lines.push(`${INVOICE_STATUS_LABEL[invoiceStatus(state)]} am ${instantDate(state.invoicePaidTime)}`);
  else if (state.received) lines.push(`Teilzahlung ${formatChfWithCurrency(state.received)} erhalten, offen ${formatChfWithCurrency(state.openAmount ?? 0)}`);
  if (state.credit) lines.push(`Guthaben ${formatChfWithCurrency(state.credit)} (Überzahlung)`);
  return lines;
}

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  none: 'Nicht erstellt',
  created: 'Erstellt',
  sent: INVOICE_STATE_LABELS.sent,
  paid: INVOICE_STATE_LABELS.paid,
  cancelled: INVOICE_STATE_LABELS.cancelled,
  writtenOff: INVOICE_STATE_LABELS.writtenOff,
};

export const INVOICE_STATUS_COLOUR: Record<InvoiceStatus, string> = {
  none: 'gray',
  created: 'red',
  sent: 'yellow',
  paid: 'green',
  cancelled: 'gray',
  writtenOff: 'orange',
};
