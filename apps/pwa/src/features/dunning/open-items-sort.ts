// The open items table's rules: sorting by a column.
import type { OpenItem } from '@tragkraft/sync-protocol';

export type OpenItemColumn = 'clientName' | 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'openAmount' | 'daysOverdue' | 'reminderLevel';
type SortDirection = 'ascending' | 'descending';
export interface OpenItemSort {
  column: OpenItemColumn;
  direction: SortDirection;
}

/** The longest overdue first, as the server lists them. */
export const DEFAULT_SORT: OpenItemSort = { column: 'daysOverdue', direction: 'descending' };

export const OPEN_ITEM_COLUMNS: { column: OpenItemColumn; label: string; numeric: boolean }[] = [
  { column: 'clientName', label: 'Kunde', numeric: false },
  { column: 'invoiceNumber', label: 'Rechnung Nr.', numeric: false },
  { column: 'invoiceDate', label: 'Datum', numeric: false },
  { column: 'dueDate', label: 'Fällig am', numeric: false },
  { column: 'openAmount', label: 'Offen', numeric: true },
  { column: 'daysOverdue', label: 'Tage überfällig', numeric: true },
  { column: 'reminderLevel', label: 'Mahnstufe', numeric: false },
];

function compare(a: OpenItem, b: OpenItem, column: OpenItemColumn): number {
  const x = a[column];
  const y = b[column];
  return typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'de-CH') : Number(x) - Number(y);
}

/** A sorted copy; equal rows keep the order of the earliest due date, then the number. */
export function sortOpenItems(items: readonly OpenItem[], sort: OpenItemSort): OpenItem[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare(a, b, sort.column) || a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber - b.invoiceNumber);
}

/** A click on a column: the same column turns the direction, another starts ascending (numbers: largest first). */
export function nextSort(current: OpenItemSort, column: OpenItemColumn): OpenItemSort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  const numeric = OPEN_ITEM_COLUMNS.find((c) => c.column === column)?.numeric ?? false;
  return { column, direction: numeric ? 'descending' : 'ascending' };
}
