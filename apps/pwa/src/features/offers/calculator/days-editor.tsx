import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, HOURS_LIMITS, placeholderDates, zurichToday, type DayKind } from '@tragkraft/domain';
import { DateField } from '../date-field';
import { NumberInput } from '../../../ui/number-input';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { TimeTextInput } from '../../../ui/time-text-input';
import type { FormContext } from './form-context';

type Day = { date: string | null; time: string | null; hours: number | null; amount?: number | null; remarks?: string | null };

type Props<T extends Day> = {
  kind: DayKind;
  days: T[];
  onChange: (days: T[]) => void;
  makeDay: () => T;
  maxDays: number;
  ctx: FormContext;
};

/** The days of a facade-lift rental or a site service: date, time, hours (and staff, remarks). */
export function DaysEditor<T extends Day>({ kind, days, onChange, makeDay, maxDays, ctx }: Props<T>) {
  const { min, max } = HOURS_LIMITS[kind];
  const hints = placeholderDates(days.length, zurichToday(new Date()));
  const update = (index: number, patch: Partial<Day>) => onChange(days.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <Stack gap="sm">
      {days.map((day, i) => {
        const name = `Tag ${i + 1}`;
        return (
          <Paper key={i} withBorder p="sm" radius="md">
            <Group justify="space-between" mb={4}>
              <Text fw={600}>{name}</Text>
              {!ctx.readOnly && days.length > 1 && (
                <Button size="compact-sm" variant="subtle" color="red" aria-label={`${name} entfernen`} onClick={() => onChange(days.filter((_, j) => j !== i))}>
                  Entfernen
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: kind === 'service' ? 4 : 3 }} spacing="xs">
              <DateField label={`Datum ${name}`} value={day.date} onChange={(date) => update(i, { date })} booked={ctx.booked} suggestion={hints[i] ? formatDate(hints[i]) : undefined} readOnly={ctx.readOnly} />
              <TimeTextInput label={`Zeit ${name}`} value={day.time ?? ''} readOnly={ctx.readOnly} onChange={(time) => update(i, { time })} />
              <NumberInput kind="hours" label={`Stunden ${name}`} description={`${min} bis ${max} Stunden, z. B. 7,5 oder 7:30`} min={min} max={max} value={day.hours} readOnly={ctx.readOnly} onChange={(hours) => update(i, { hours })} />
              {kind === 'service' && (
                <NumberInput kind="count" label={`Mitarbeiter ${name}`} min={1} max={CALCULATION_BOUNDS.count} value={day.amount ?? null} readOnly={ctx.readOnly} onChange={(amount) => update(i, { amount })} />
              )}
            </SimpleGrid>
            {kind === 'service' && (
              <TextInput mt="xs" label={`Bemerkungen ${name}`} value={day.remarks ?? ''} readOnly={ctx.readOnly} onChange={(e) => update(i, { remarks: e.currentTarget.value })} />
            )}
          </Paper>
        );
      })}
      {!ctx.readOnly && days.length < maxDays && (
        <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...days, makeDay()])}>
          Tag hinzufügen
        </Button>
      )}
    </Stack>
  );
}
