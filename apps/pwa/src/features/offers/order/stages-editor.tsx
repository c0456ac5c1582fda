import { Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatTime, placeholderDates, zurichToday } from '@tragkraft/domain';
import type { Draft } from '../calculator/default-inputs';
import { DateField } from '../date-field';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { NumberInput } from '../../../ui/number-input';
import { TimeTextInput } from '../../../ui/time-text-input';
import type { StageDraft } from './order-body';

/** Facade-lift and service days were priced; as stages they are shown, not edited. */
function CalculatedDays({ draft }: { draft: Extract<Draft, { key: 'facadeLift' | 'service' }> }) {
  return (
    <Table withTableBorder aria-label="Etappen">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Etappe</Table.Th>
          <Table.Th>Datum</Table.Th>
          <Table.Th>Zeit</Table.Th>
          <Table.Th>Stunden</Table.Th>
          {draft.key === 'service' && <Table.Th>Mitarbeiter</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {draft.input.dates.map((day, i) => (
          <Table.Tr key={i}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{day.date ? formatDate(day.date) : '–'}</Table.Td>
            <Table.Td>{formatTime(day.time)}</Table.Td>
            <Table.Td>{day.hours ?? '–'}</Table.Td>
            {draft.key === 'service' && <Table.Td>{'amount' in day ? (day.amount ?? '–') : '–'}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function StagesEditor({ draft, stages, onChange, booked }: {
  draft: Draft;
  stages: StageDraft[];
  onChange: (index: number, patch: Partial<StageDraft>) => void;
  booked: readonly string[];
}) {
  const hints = placeholderDates(stages.length, zurichToday(new Date()));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Etappen
      </Title>
      {draft.key === 'facadeLift' || draft.key === 'service' ? (
        <CalculatedDays draft={draft} />
      ) : (
        stages.map((stage, i) => {
          const name = `Etappe ${i + 1}`;
          return (
            <Paper key={i} withBorder p="sm" radius="md">
              <Text fw={600} mb={4}>
                {name}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <DateField label={`Datum ${name}`} value={stage.date} onChange={(date) => onChange(i, { date })} booked={booked} suggestion={hints[i] ? formatDate(hints[i]) : undefined} required={i === 0} />
                <TimeTextInput label={`Zeit ${name}`} value={stage.time} onChange={(time) => onChange(i, { time })} />
                <NumberInput kind="count" label={`Anzahl ${name}`} min={1} max={CALCULATION_BOUNDS.count} value={stage.amount} onChange={(amount) => onChange(i, { amount })} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                <TextInput label={`Auftragsnummer ${name}`} value={stage.orderNumber} onChange={(e) => onChange(i, { orderNumber: e.currentTarget.value })} />
                <TextInput label={`Bemerkungen ${name}`} value={stage.remarks} onChange={(e) => onChange(i, { remarks: e.currentTarget.value })} />
              </SimpleGrid>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
