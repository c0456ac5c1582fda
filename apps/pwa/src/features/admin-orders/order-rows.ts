// The admin order list's rules: which rows a filter keeps, how cells are cut, and the row
// colour by the stage's invoice state (spec sections 4, 5 and 9).
import { filterRows, formatTableDateTime, ORDER_LIST_LIMIT, SITE_SERVICE_TYPE_ID, truncate } from '@tragkraft/domain';
import type { AdminOrderRow } from '@tragkraft/sync-protocol';

export type OrderTab = 'past' | 'future' | 'new';

export const ORDER_TABS: { value: OrderTab; label: string }[] = [
  { value: 'past', label: 'Vergangene Etappen' },
  { value: 'future', label: 'Nächste Etappen' },
  { value: 'new', label: 'Neueste Aufträge' },
];

/** The last address line is cut to 20 characters (spec); names and type show in full (decision 014). */
const ADDRESS_LINE_MAX = 20;

export type RowColour = 'primary' | 'danger' | 'warning' | 'partial' | 'success' | null;

/** Order id, client name, type and the client's order number; in the past tab also the invoice id and number. */
export function filterOrderRows(rows: readonly AdminOrderRow[], text: string, tab: OrderTab): AdminOrderRow[] {
  return filterRows(
    rows,
    text,
    (row) => [row.id, row.clientName, row.type, row.orderNumber, ...(tab === 'past' ? [row.invoiceId, row.invoiceNumber] : [])],
    ORDER_LIST_LIMIT,
  );
}

/** The empty text of a tab: the filter's own words when it hides loaded rows. */
export function ordersEmptyText(loadedCount: number, filter: string): string {
  return loadedCount > 0 && filter.trim() !== '' ? 'Keine Treffer für diesen Filter' : 'Noch keine Aufträge vorhanden';
}

/**
 * Today and not completed: primary. Completed: danger until the invoice is sent, warning
 * until it is paid, partial while payments cover only part of it, success when sent and paid
 * (a paid invoice counts as sent).
 */
export function rowColour(row: AdminOrderRow, today: string): RowColour {
  if (!row.completedTime) return row.stageDate === today ? 'primary' : null;
  if (row.invoicePaidTime) return 'success';
  if (row.invoiceSentTime) return row.invoiceReceived > 0 ? 'partial' : 'warning';
  return 'danger';
}

/** The last non-empty line of an address, cut to 20 characters (mostly 'PLZ Ort'). */
export function lastAddressLine(address: string): string {
  const lines = address.split(/\r?\n|,/).map((line) => line.trim()).filter(Boolean);
  return truncate(lines.at(-1) ?? '', ADDRESS_LINE_MAX);
}

/** dd.MM.yy HH:mm ('--:--' without time), '–' without date. */
export function stageWhen(date: string | null, time: string | null): string {
  return date ? formatTableDateTime(date, time) : '–';
}

/** Site service (type 8) is invoiced per order, all other services per stage. */
export function invoiceTargetOf(row: Pick<AdminOrderRow, 'typeId' | 'id' | 'stageId'>): { stageId: number } | { serviceOrderId: number } {
  return row.typeId === SITE_SERVICE_TYPE_ID ? { serviceOrderId: row.id } : { stageId: row.stageId };
}
