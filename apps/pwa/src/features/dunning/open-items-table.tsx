// The open items as a table sortable by every column (a button in each header, aria-sort on
// the sorted one); scrolls sideways on a phone. Dunning fees have their own column, apart from
// the open amount; the last column shows a Mahnsperre and opens it.
import { Button, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDate, reminderLevelText } from '@tragkraft/domain';
import { openFees, type OpenItem } from '@tragkraft/sync-protocol';
import { Money } from '../../ui/money';
import { blockText } from './block-text';
import { OPEN_ITEM_COLUMNS, type OpenItemColumn, type OpenItemSort } from './open-items-sort';

function SortHeader({ column, label, numeric, sort, onSort }: { column: OpenItemColumn; label: string; numeric: boolean; sort: OpenItemSort; onSort: (column: OpenItemColumn) => void }) {
  const active = sort.column === column;
  const arrow = active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : '';
  return (
    <Table.Th aria-sort={active ? sort.direction : undefined} ta={numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" mih={36}>
        {label}
        <span aria-hidden>{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

type Props = { items: OpenItem[]; sort: OpenItemSort; onSort: (column: OpenItemColumn) => void; onBlock: (item: OpenItem) => void };

export function OpenItemsTable({ items, sort, onSort, onBlock }: Props) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Offene Posten">
        <Table.Thead>
          <Table.Tr>
            {OPEN_ITEM_COLUMNS.map((c) => (
              <SortHeader key={c.column} {...c} sort={sort} onSort={onSort} />
            ))}
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>Mahngebühren offen</Table.Th>
            <Table.Th>Mahnsperre</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.invoiceId} data-invoice={item.invoiceNumber}>
              <Table.Td>{item.clientName}</Table.Td>
              <Table.Td>{item.invoiceNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.invoiceDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.dueDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Money value={item.openAmount} />
              </Table.Td>
              <Table.Td ta="right">{item.daysOverdue}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {reminderLevelText(item.reminderLevel)}
                {item.lastReminderDate ? ` (${formatDate(item.lastReminderDate)})` : ''}
              </Table.Td>
              {/* Fees are fee income, not part of the invoice's open amount (issue 28). */}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="open-fees">
                {item.fees > 0 ? <Money value={openFees(item)} /> : '–'}
                {item.feesPaid > 0 && <Text size="xs" c="dimmed">bezahlt <Money value={item.feesPaid} /></Text>}
              </Table.Td>
              <Table.Td style={{ minWidth: 200 }}>
                {item.block && <Text size="xs" c="orange.8">{blockText(item.block)}</Text>}
                {/* The name starts with the visible text (WCAG label in name) and says which row. */}
                <Button size="compact-xs" variant="subtle" onClick={() => onBlock(item)} aria-label={`${item.block ? 'Aufheben…' : 'Sperren…'} Mahnsperre Rechnung Nr. ${item.invoiceNumber}`}>
                  {item.block ? 'Aufheben…' : 'Sperren…'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
