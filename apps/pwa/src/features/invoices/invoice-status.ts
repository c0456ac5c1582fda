// The invoice state as people read it (not created, created, sent, paid; back-office spec
// section 4). The admin list's row colour by this state lives with that list (back-office).
import { formatChfWithCurrency, formatDate, zurichWallClock } from '@tragkraft/domain';

export interface InvoiceTimes {
  invoiceTime: string | null;
  invoiceSentTime: string | null;
  invoicePaidTime: string | null;
}

export type InvoiceStatus = 'none' | 'created' | 'sent' | 'paid';

export function invoiceStatus(times: InvoiceTimes): InvoiceStatus {
  if (times.invoicePaidTime) return 'paid';
  if (times.invoiceSentTime) return 'sent';
  return times.invoiceTime ? 'created' : 'none';
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

export function invoiceStatusLines(state: InvoiceTimes & InvoicePayments & { invoiceNumber: number | null; sentTo: string | null }): string[] {
  if (!state.invoiceTime) return [];
  const number = state.invoiceNumber === null ? '' : `Nr. ${state.invoiceNumber} `;
  const lines = [`Rechnung ${number}erstellt am ${instantDate(state.invoiceTime)}`];
  if (state.invoiceSentTime) {
    const to = state.sentTo ? ` an ${state.sentTo}` : '';
    lines.push(`Versandt am ${instantDate(state.invoiceSentTime)}${to}`);
  }
  if (state.invoicePaidTime) lines.push(`Bezahlt am ${instantDate(state.invoicePaidTime)}`);
  else if (state.received) lines.push(`Teilzahlung ${formatChfWithCurrency(state.received)} erhalten, offen ${formatChfWithCurrency(state.openAmount ?? 0)}`);
  if (state.credit) lines.push(`Guthaben ${formatChfWithCurrency(state.credit)} (Überzahlung)`);
  return lines;
}

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  none: 'Nicht erstellt',
  created: 'Erstellt',
  sent: 'Versandt',
  paid: 'Bezahlt',
};

export const INVOICE_STATUS_COLOUR: Record<InvoiceStatus, string> = {
  none: 'gray',
  created: 'red',
  sent: 'yellow',
  paid: 'green',
};
