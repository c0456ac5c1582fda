import { Badge, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { formatDuration, type TimeEntryKind } from '@tragkraft/domain';
import type { TimeEntry, TimeExportQuery, TimeWeek } from '@tragkraft/sync-protocol';
import { formatInstant } from '../../offline/format-instant';
import { FIELD_OK, FIELD_SECONDARY, FIELD_WAITING } from '../operations/field-look';
import { useDownload } from '../../ui/use-download';
import { downloadTimeSheet } from './time-api';
import { clockTime, dayLabel, kindLabel } from './time-texts';

const FORMATS: { format: TimeExportQuery['format']; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
];

const dash = (minutes: number) => (minutes ? formatDuration(minutes) : '–');

function EntryLine({ entry, onCorrect }: { entry: TimeEntry; onCorrect: (entry: TimeEntry) => void }) {
  const name = `${kindLabel(entry.kind as TimeEntryKind)} ${clockTime(entry.at)}`;
  return (
    <List.Item>
      <Group gap="xs">
        <Text size="sm">{name}</Text>
        {entry.clockFlagged && (
          <Badge color={FIELD_WAITING} variant="light" tt="none" title={`Empfangen ${formatInstant(entry.receivedAt)}`}>
            Uhr weicht {entry.clockOffsetMinutes ?? '?'} Min. ab
          </Badge>
        )}
        {entry.history.length > 0 && (
          <Text size="xs" c={FIELD_SECONDARY}>
            korrigiert (vorher {entry.history.map((h) => `${kindLabel(h.kind)} ${clockTime(h.at)}: ${h.reason}`).join('; ')})
          </Text>
        )}
        <Button size="compact-xs" variant="default" onClick={() => onCorrect(entry)} aria-label={`${name} korrigieren`}>
          Korrigieren
        </Button>
      </Group>
    </List.Item>
  );
}

/** One person's week for the office: days, totals, balance, warnings, entries, "Visieren" and the month's files. */
export function AdminPersonWeek({ week, month, approving, onApprove, onCorrect }: { week: TimeWeek; month: string; approving: boolean; onApprove: () => void; onCorrect: (entry: TimeEntry) => void }) {
  const { busy, download } = useDownload();
  const person = `${week.firstName} ${week.lastName}`;
  const flagged = week.days.some((day) => day.entries.some((entry) => entry.clockFlagged));
  return (
    <Card withBorder padding="md" component="section" aria-label={person}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{person}</Text>
            {flagged && (
              <Badge color={FIELD_WAITING} variant="light" tt="none">
                Uhrabweichung
              </Badge>
            )}
          </Group>
          {week.approved ? (
            <Badge color={FIELD_OK} variant="light" tt="none">
              Visiert{week.approvedByName ? ` von ${week.approvedByName}` : ''}
              {week.approvedAt ? ` am ${formatInstant(week.approvedAt)}` : ''}
            </Badge>
          ) : (
            <Button size="xs" loading={approving} onClick={onApprove} aria-label={`Woche von ${person} visieren`}>
              Visieren
            </Button>
          )}
        </Group>
        <Table verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th ta="right">Arbeit</Table.Th>
              <Table.Th ta="right">Pausen</Table.Th>
              <Table.Th ta="right">Fahrt</Table.Th>
              <Table.Th>Einträge</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>
                  {dayLabel(day.date)}
                  {day.holidayName ? ` (${day.holidayName})` : ''}
                </Table.Td>
                <Table.Td ta="right">{dash(day.workMinutes + day.holidayMinutes)}</Table.Td>
                <Table.Td ta="right">{dash(day.breakMinutes)}</Table.Td>
                <Table.Td ta="right">{dash(day.travelMinutes)}</Table.Td>
                <Table.Td>
                  <List size="sm" listStyleType="none">
                    {day.entries.map((entry) => (
                      <EntryLine key={entry.id} entry={entry} onCorrect={onCorrect} />
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" data-testid="person-week-total">
          Total {formatDuration(week.totalMinutes)} von {formatDuration(week.targetMinutes)} · Saldo Woche {formatDuration(week.weekBalanceMinutes)} · Saldo gesamt {formatDuration(week.balanceMinutes)}
        </Text>
        {week.warnings.length > 0 && (
          <List size="sm" c={FIELD_WAITING} data-testid="person-week-warnings">
            {week.warnings.map((warning, index) => (
              <List.Item key={`${warning.code}-${index}`}>{warning.message}</List.Item>
            ))}
          </List>
        )}
        <Group gap="xs">
          <Text size="sm">Monat {month}:</Text>
          {FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              size="xs"
              variant="default"
              loading={busy === format}
              aria-label={`${label} ${month} ${person}`}
              onClick={() => void download(format, () => downloadTimeSheet({ month, format, userId: week.userId }), `Arbeitszeit-${month}.${format}`, 'Fehler: Konnte die Datei nicht herunterladen.')}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
