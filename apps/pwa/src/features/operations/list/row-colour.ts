// The spec's operation row colours of the admin list (section 4).
import type { OperationListItem } from '@tragkraft/sync-protocol';

export type RowColour = 'primary' | 'danger' | 'warning' | 'success' | null;

type RowState = Pick<OperationListItem, 'date' | 'completedTime' | 'invoiceSentTime' | 'invoicePaidTime'>;

export function operationRowColour(row: RowState, today: string): RowColour {
  if (!row.completedTime) return row.date === today ? 'primary' : null;
  if (!row.invoiceSentTime && !row.invoicePaidTime) return 'danger';
  if (row.invoiceSentTime && !row.invoicePaidTime) return 'warning';
  if (row.invoiceSentTime && row.invoicePaidTime) return 'success';
  return null;
}

/** Mantine colours of the row states. */
export const ROW_COLOUR: Record<Exclude<RowColour, null>, string> = { primary: 'blue', danger: 'red', warning: 'yellow', success: 'green' };
