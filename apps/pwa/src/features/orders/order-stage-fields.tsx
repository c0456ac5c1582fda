import { FACADE_LIFT_TYPE_ID, MAX_HOURS_PER_PERSON_DAY, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Alert, Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { OrderStage } from '@tragkraft/sync-protocol';
import { DatePickerInput } from '../../ui/date-picker-input';
import { NumberInput } from '../../ui/number-input';
import { TimeTextInput } from '../../ui/time-text-input';
import type { StageEditForm } from './order-edit-form';


interface Props {
  stored: OrderStage;
  form: StageEditForm;
  typeId: number;
  /** Days the pickers refuse: fully booked ones (the stage's own day stays selectable). */
  bookedDates: ReadonlySet<string>;
  /** The first day a changed date may take (after today + 3). */
  minDate: string;
  /** The whole order is read-only: its reason is shown once, above the stages. */
  orderLocked: boolean;
  onChange: (patch: Partial<StageEditForm>) => void;
}

/** One stage of the order modal; a past stage is greyed, a stage within 3 days keeps its date. */
export function OrderStageFields({ stored, form, typeId, bookedDates, minDate, orderLocked, onChange }: Props) {
  const locked = stored.lock === 'locked';
  const dateLocked = stored.lock !== 'editable';
  const usesHours = typeId === SITE_SERVICE_TYPE_ID || typeId === FACADE_LIFT_TYPE_ID;
  return (
    <Fieldset legend={`Etappe ${stored.stageNumber}`} disabled={locked} variant={locked ? 'filled' : 'default'} data-lock={stored.lock}>
      {stored.lockReason && !orderLocked && (
        <Alert color={locked ? 'gray' : 'yellow'} variant="light" mb="sm" p="xs">
          {stored.lockReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <DatePickerInput
          label="Datum"
          value={form.date}
          onChange={(date) => onChange({ date })}
          disabled={dateLocked}
          minDate={dateLocked ? undefined : minDate}
          excludeDate={(date) => bookedDates.has(date) && date !== stored.date}
          popoverProps={{ withinPortal: true }}
        />
        <TimeTextInput label="Zeit" value={form.time ?? ''} onChange={(time) => onChange({ time: time || null })} />
        {typeId !== FACADE_LIFT_TYPE_ID && (
          <NumberInput
            kind="count"
            label={typeId === SITE_SERVICE_TYPE_ID ? 'Anzahl Mitarbeiter' : 'Anzahl'}
            min={1}
            max={10_000}
            value={form.amount}
            onChange={(amount) => onChange({ amount })}
          />
        )}
        {usesHours && (
          <NumberInput kind="hours" label="Stunden" description="pro Person, z. B. 7,5 oder 7:30" max={MAX_HOURS_PER_PERSON_DAY} value={form.hours} onChange={(hours) => onChange({ hours })} />
        )}
        <TextInput label="Auftragsnr. Etappe" maxLength={100} value={form.orderNumber} onChange={(e) => onChange({ orderNumber: e.currentTarget.value })} />
      </SimpleGrid>
      <Textarea label="Bemerkungen" mt="xs" autosize minRows={1} maxLength={2000} value={form.remarks} onChange={(e) => onChange({ remarks: e.currentTarget.value })} />
    </Fieldset>
  );
}
