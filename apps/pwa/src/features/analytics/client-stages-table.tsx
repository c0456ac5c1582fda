import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatChf, formatDateWithWeekday, formatTime, serviceByTypeId } from '@tragkraft/domain';
import type { ClientStageFigures } from '@tragkraft/sync-protocol';
import { formatHourly, formatHours } from './figures-text';

/** The client's stages of the period with their figures; each opens its operation. */
export function ClientStagesTable({ stages }: { stages: ClientStageFigures[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Einsätze des Kunden" data-testid="client-stages-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Datum</Table.Th>
            <Table.Th>Dienst</Table.Th>
            <Table.Th ta="right">Anzahl</Table.Th>
            <Table.Th ta="right">Umsatz mit Fahrt</Table.Th>
            <Table.Th ta="right">Umsatz ohne Fahrt</Table.Th>
            <Table.Th ta="right">Stunden</Table.Th>
            <Table.Th ta="right">Pro Stunde</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stages.map((stage) => (
            <Table.Tr key={stage.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/o/${stage.id}`} size="sm">
                  {formatDateWithWeekday(stage.date)} {formatTime(stage.time)}
                </Anchor>
              </Table.Td>
              <Table.Td>{serviceByTypeId(stage.typeId)?.name ?? ''}</Table.Td>
              <Table.Td ta="right">{stage.amount ?? '?'}</Table.Td>
              <Table.Td ta="right">{formatChf(stage.revenueWithDrive)}</Table.Td>
              <Table.Td ta="right">{formatChf(stage.revenue)}</Table.Td>
              <Table.Td ta="right">{formatHours(stage.hours)}</Table.Td>
              <Table.Td ta="right">{formatHourly(stage.hourly)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
