import { FACADE_LIFT_TYPE_ID, MAX_HOURS_PER_PERSON_DAY, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AdminOrderStage } from '@tragkraft/sync-protocol';
import { DatePickerInput } from '../../ui/date-picker-input';
import { NumberInput } from '../../ui/number-input';
import type { StageForm } from './admin-order-form';
import { TimeTextInput } from '../../ui/time-text-input';
import { StageDispatch } from './stage-dispatch';
import { StageTeam } from './stage-team';

interface Props {
  stage: StageForm;
  stored: AdminOrderStage | undefined;
  typeId: number;
  booked: Set<string>;
  dateError?: string;
  timeError?: string;
  disabled: boolean;
  canRemove: boolean;
  onChange: (patch: Partial<StageForm>) => void;
  onRemove: () => void;
  /** The per-stage documents and invoice entry. */
  actions: React.ReactNode;
}

/** Hours per person matter for site service (8) and facade lift (6). */
const usesHours = (typeId: number) => typeId === SITE_SERVICE_TYPE_ID || typeId === FACADE_LIFT_TYPE_ID;

/** One stage: date (booked days disabled), time, amount, hours, number, remarks, team. */
export function StageCard({ stage, stored, typeId, booked, dateError, timeError, disabled, canRemove, onChange, onRemove, actions }: Props) {
  const n = stage.stageNumber;
  return (
    <Card withBorder padding="sm" component="section" aria-label={`Etappe ${n}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={700}>Etappe {n}</Text>
          {stored?.completedTime && <Badge color="green" variant="light" size="sm">Abgeschlossen</Badge>}
          {stored?.reportSavedTime && !stored.completedTime && <Badge variant="light" size="sm">Bericht</Badge>}
          {stored?.invoiceId && <Badge color="grape" variant="light" size="sm">Rechnung</Badge>}
        </Group>
        <Button size="xs" color="red" variant="subtle" disabled={disabled || !canRemove} onClick={onRemove}>
          Etappe {n} entfernen
        </Button>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <DatePickerInput
            label={`Datum Etappe ${n}`}
            required={n === 1}
            clearable={n !== 1}
            disabled={disabled}
            value={stage.date}
            onChange={(value) => onChange({ date: value })}
            excludeDate={(date) => booked.has(date) && date !== stored?.date}
            error={dateError}
            popoverProps={{ zIndex: 500 }}
          />
          <TimeTextInput label={`Zeit Etappe ${n}`} disabled={disabled} value={stage.time} onChange={(time) => onChange({ time })} error={timeError} />
          <NumberInput
            kind="count"
            label={typeId === SITE_SERVICE_TYPE_ID ? `Personen Etappe ${n}` : `Anzahl Etappe ${n}`}
            max={10_000}
            disabled={disabled}
            value={stage.amount === '' ? null : stage.amount}
            onChange={(amount) => onChange({ amount: amount ?? '' })}
          />
          {usesHours(typeId) && (
            <NumberInput
              kind="hours"
              label={`Stunden Etappe ${n}`}
              max={MAX_HOURS_PER_PERSON_DAY}
              placeholder="z. B. 6,75 oder 6:45"
              disabled={disabled}
              value={stage.hours === '' ? null : stage.hours}
              onChange={(hours) => onChange({ hours: hours ?? '' })}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label={`Auftragsnummer Etappe ${n}`} disabled={disabled} value={stage.orderNumber} onChange={(e) => onChange({ orderNumber: e.currentTarget.value })} />
          <Textarea label={`Bemerkungen Etappe ${n}`} autosize minRows={1} disabled={disabled} value={stage.remarks} onChange={(e) => onChange({ remarks: e.currentTarget.value })} />
        </SimpleGrid>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">Team</Text>
            {stored?.date && <StageDispatch stageId={stored.id} stageNumber={n} date={stored.date} disabled={disabled} />}
          </Group>
          <StageTeam team={stored?.team ?? []} />
        </div>
        {actions}
      </Stack>
    </Card>
  );
}
