import { Card, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatHours } from '@tragkraft/domain';
import { LoadState } from '../../ui/load-state';
import { FIELD_WAITING } from '../operations/field-look';
import { useApi } from '../../ui/use-api';
import { loadStageComparison } from './time-api';

/** Recorded against reported hours per stage and person of the week (issue 32): where a report differs from the clock. */
export function AdminStageHours({ weekKey }: { weekKey: string }) {
  const { data, loading, error } = useApi(() => loadStageComparison(weekKey), [weekKey], 'Konnte die Stunden pro Etappe nicht laden');
  return (
    <Card withBorder padding="md" component="section" aria-label="Erfasst und rapportiert pro Etappe">
      <Stack gap="xs">
        <Text fw={700}>Erfasst und rapportiert pro Etappe</Text>
        <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine Etappen in dieser Woche.">
          <Table verticalSpacing={2} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Datum</Table.Th>
                <Table.Th>Auftrag</Table.Th>
                <Table.Th>Person</Table.Th>
                <Table.Th ta="right">Erfasst</Table.Th>
                <Table.Th ta="right">Rapportiert</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((row) => (
                <Table.Tr key={`${row.stageId}-${row.userId}`}>
                  <Table.Td>{formatDate(row.date)}</Table.Td>
                  <Table.Td>{row.orderId}</Table.Td>
                  <Table.Td>
                    {row.firstName} {row.lastName}
                  </Table.Td>
                  <Table.Td ta="right">{formatHours(row.recordedHours)}</Table.Td>
                  <Table.Td ta="right" c={row.reportedHours !== null && row.reportedHours !== row.recordedHours ? FIELD_WAITING : undefined}>
                    {row.reportedHours === null ? '–' : formatHours(row.reportedHours)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </LoadState>
      </Stack>
    </Card>
  );
}
