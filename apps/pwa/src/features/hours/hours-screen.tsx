import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatHours } from '@tragkraft/domain';
import { HOURS_FILE_NAME, type WeeklyHours } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { useDownload } from '../../ui/use-download';
import { downloadHoursExcel, loadWeeklyHours } from './hours-api';
import { weekLabel, weekRange } from './hours-text';

function WeekCard({ week }: { week: WeeklyHours }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={weekLabel(week)}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Text fw={700}>{weekLabel(week)}</Text>
        <Text size="sm" c="dimmed">{weekRange(week)}</Text>
      </Group>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th ta="right">Rapportiert</Table.Th>
            <Table.Th ta="right">Erfasst</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.hours.map((person) => (
            <Table.Tr key={person.userId}>
              <Table.Td>{person.firstName} {person.lastName}</Table.Td>
              <Table.Td ta="right">{formatHours(person.totalHours)}</Table.Td>
              <Table.Td ta="right">{formatHours(person.recordedHours)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td ta="right" fw={700}>{formatHours(week.totalHours)}</Table.Td>
            <Table.Td ta="right" fw={700}>{formatHours(week.recordedHours)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** admin/hours: worked hours per person and ISO week, and the Excel file of them. */
export function HoursScreen() {
  const { data, loading, error } = useApi(loadWeeklyHours, [], 'Konnte die Stunden nicht laden');
  const { busy, download } = useDownload();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Stunden</Title>
        <Button
          variant="default"
          loading={busy === 'excel'}
          onClick={() => download('excel', downloadHoursExcel, HOURS_FILE_NAME, 'Fehler: Konnte das Excel nicht herunterladen.')}
        >
          Excel herunterladen
        </Button>
      </Group>
      <Text size="sm" c="dimmed">Rapportierte Stunden der letzten 12 Monate pro Kalenderwoche (Montag bis Sonntag), daneben die mit «Zeit» erfasste Arbeitszeit auf denselben Etappen.</Text>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine Stunden erfasst.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data?.map((week) => <WeekCard key={week.weekKey} week={week} />)}
        </SimpleGrid>
      </LoadState>
    </Stack>
  );
}
