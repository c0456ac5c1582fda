import { Alert, Badge, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { formatDuration } from '@tragkraft/domain';
import { FIELD_OK, FIELD_SECONDARY } from '../operations/field-look';
import type { WeekView } from './time-week-view';
import { dayLabel } from './time-texts';

/** The week on the phone: each day's work, breaks and travel, the totals, the balance and the law's warnings. */
export function TimeWeekCard({ title, view, targetMinutes, approvedText }: { title: string; view: WeekView; targetMinutes: number | null; approvedText: string | null }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label="Woche">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{title}</Text>
          {approvedText && (
            <Badge color={FIELD_OK} variant="light" tt="none">
              {approvedText}
            </Badge>
          )}
        </Group>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th ta="right">Arbeit</Table.Th>
              <Table.Th ta="right">Pausen</Table.Th>
              <Table.Th ta="right">Fahrt</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>
                  {dayLabel(day.date)}
                  {day.holidayName ? ` (${day.holidayName})` : ''}
                </Table.Td>
                <Table.Td ta="right">{day.workMinutes ? formatDuration(day.workMinutes) : '–'}</Table.Td>
                <Table.Td ta="right">{day.breakMinutes ? formatDuration(day.breakMinutes) : '–'}</Table.Td>
                <Table.Td ta="right">{day.travelMinutes ? formatDuration(day.travelMinutes) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" data-testid="week-total">
          Total {formatDuration(view.totalMinutes)}
          {targetMinutes !== null ? ` von ${formatDuration(targetMinutes)}` : ''} · Saldo Woche {formatDuration(view.weekBalanceMinutes)}
        </Text>
        <Text size="sm" data-testid="week-balance">
          Saldo gesamt: {view.balanceMinutes === null ? 'nach der nächsten Verbindung' : formatDuration(view.balanceMinutes)}
        </Text>
        {view.warnings.length > 0 ? (
          <Alert color="orange" variant="light" title="Hinweise zum Arbeitsgesetz" data-testid="time-warnings">
            <List size="sm">
              {view.warnings.map((warning, index) => (
                <List.Item key={`${warning.code}-${index}`}>{warning.message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm" c={FIELD_SECONDARY}>
            Keine Hinweise zum Arbeitsgesetz.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
