import { describe, expect, it } from 'vitest';
import type { OpenItem } from '@tragkraft/sync-protocol';
import { DEFAULT_SORT, nextSort, sortOpenItems } from './open-items-sort';

const item = (over: Partial<OpenItem>): OpenItem => ({
  invoiceId: 1, invoiceNumber: 20260001, clientId: 1, clientName: 'A', invoiceDate: '2026-01-01', dueDate: '2026-01-31',
  total: 100_00, received: 0, openAmount: 100_00, fees: 0, feesPaid: 0, daysOverdue: 0, reminderLevel: 0, lastReminderDate: null, block: null, ...over,
});

describe('open items: sorting', () => {
  const a = item({ invoiceId: 1, invoiceNumber: 20260003, clientName: 'Zürcher Bau', openAmount: 50_00, daysOverdue: 40, dueDate: '2026-01-01', reminderLevel: 2 });
  const b = item({ invoiceId: 2, invoiceNumber: 20260001, clientName: 'Alpenbau', openAmount: 900_00, daysOverdue: 0, dueDate: '2026-03-01' });
  const c = item({ invoiceId: 3, invoiceNumber: 20260002, clientName: 'Ärni AG', openAmount: 900_00, daysOverdue: 12, dueDate: '2026-02-01', reminderLevel: 1 });
  const ids = (items: OpenItem[]) => items.map((i) => i.invoiceId);

  it('sorts by the chosen column both ways, names in Swiss order (Ä with A)', () => {
    expect(ids(sortOpenItems([a, b, c], DEFAULT_SORT))).toEqual([1, 3, 2]);
    expect(ids(sortOpenItems([a, b, c], { column: 'clientName', direction: 'ascending' }))).toEqual([2, 3, 1]);
    expect(ids(sortOpenItems([a, b, c], { column: 'invoiceNumber', direction: 'descending' }))).toEqual([1, 3, 2]);
    expect(ids(sortOpenItems([a, b, c], { column: 'reminderLevel', direction: 'descending' }))).toEqual([1, 3, 2]);
    // Equal amounts: the earlier due date first.
    expect(ids(sortOpenItems([a, b, c], { column: 'openAmount', direction: 'descending' }))).toEqual([3, 2, 1]);
  });

  it('a click on the same column turns it, another column starts with the largest number or A', () => {
    expect(nextSort(DEFAULT_SORT, 'daysOverdue')).toEqual({ column: 'daysOverdue', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'clientName')).toEqual({ column: 'clientName', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'openAmount')).toEqual({ column: 'openAmount', direction: 'descending' });
  });
});
