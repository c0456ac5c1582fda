import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { ClientOrderRow } from '@tragkraft/sync-protocol';
import { countText, deliveryDate, formatInstant, placeOf, stageText, timeText } from './order-row-text';
import { EditIcon, ReportIcon } from '../../ui/icons';

export interface OrdersListProps {
  rows: ClientOrderRow[];
  /** Clients edit their orders; clerks only read. */
  canEdit: boolean;
  onOpen: (row: ClientOrderRow) => void;
  onReport: (row: ClientOrderRow) => void;
  onEdit: (row: ClientOrderRow) => void;
}

/**
 * One row per stage (desktop; a phone gets OrdersCards). One click or Enter on a row opens
 * it; the row is in the tab order, so the list works by keyboard too.
 */
// Texts of any length (client's order number, type, place) wrap, even inside a long word, so
// the table fits a 1280 px screen whatever the data; dates, times and counts stay on one line.
const WRAP = { overflowWrap: 'anywhere', minWidth: 90 } as const;

export function OrdersTable({ rows, canEdit, onOpen, onReport, onEdit }: OrdersListProps) {
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  const openByKey = (row: ClientOrderRow) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onOpen(row);
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Auftrag</Table.Th>
            <Table.Th>Datum</Table.Th>
            <Table.Th>Zeit</Table.Th>
            <Table.Th>Typ</Table.Th>
            <Table.Th>Etappe</Table.Th>
            <Table.Th>Anzahl</Table.Th>
            <Table.Th>Ort</Table.Th>
            <Table.Th>Visiert</Table.Th>
            <Table.Th>Schaden</Table.Th>
            <Table.Th>Bericht</Table.Th>
            {canEdit && <Table.Th>Bearbeiten</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.stageId} data-stage-id={row.stageId} tabIndex={0} onClick={() => onOpen(row)} onKeyDown={openByKey(row)} style={{ cursor: 'pointer' }}>
              <Table.Td style={WRAP}>
                <Text size="sm" fw={500}>{row.id}</Text>
                {row.orderNumber && <Text size="xs" c="dimmed">{row.orderNumber}</Text>}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{deliveryDate(row.stageDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeText(row.stageTime)}</Table.Td>
              <Table.Td style={WRAP}>{row.type}</Table.Td>
              <Table.Td>{stageText(row.stageNumber, row.stagesCount)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{countText(row)}</Table.Td>
              <Table.Td style={WRAP}>{placeOf(row.orderAddress)}</Table.Td>
              <Table.Td>
                {row.clientSignedTime && (
                  <Badge tt="none" color="green" variant="light" size="sm" title={`Visiert am ${formatInstant(row.clientSignedTime)}`}>
                    Visiert
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{row.operationDamage && <Badge tt="none" color="red" variant="light" size="sm">Schaden</Badge>}</Table.Td>
              <Table.Td>
                {row.operationReport && (
                  <ActionIcon variant="subtle" aria-label={`Arbeitsrapport Etappe ${row.stageNumber} von Auftrag ${row.id}`} onClick={only(() => onReport(row))}>
                    <ReportIcon />
                  </ActionIcon>
                )}
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <ActionIcon variant="subtle" aria-label={`Auftrag ${row.id} bearbeiten`} onClick={only(() => onEdit(row))}>
                    <EditIcon />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
