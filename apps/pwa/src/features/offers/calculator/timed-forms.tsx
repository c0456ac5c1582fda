// The calculators that are not floor-based: facade-lift rental, labs and site service.
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { formatChf, LABS_ENVIRONMENT_PER_TRUCK, type FacadeLiftInput, type LabsInput, type ServiceInput } from '@tragkraft/domain';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { NumberInput } from '../../../ui/number-input';
import { ExpressField, KilometreField } from './common-fields';
import { DaysEditor } from './days-editor';
import { newFacadeLiftDay, newServiceDay } from './default-inputs';
import type { FormProps } from './form-context';

/** Days of one rental; the schema allows a month. */
const MAX_FACADE_LIFT_DAYS = 31;
/** Service days lie in one calendar week. */
const MAX_SERVICE_DAYS = 7;

export function FacadeLiftForm({ value, onChange, ctx }: FormProps<FacadeLiftInput>) {
  return (
    <Stack>
      <DaysEditor kind="facadeLift" days={value.dates} onChange={(dates) => onChange({ ...value, dates })} makeDay={newFacadeLiftDay} maxDays={MAX_FACADE_LIFT_DAYS} ctx={ctx} />
      <KilometreField value={value.driveKilometers} onChange={(driveKilometers) => onChange({ ...value, driveKilometers })} ctx={ctx} />
      <ExpressField value={value.express} onChange={(express) => onChange({ ...value, express })} readOnly={ctx.readOnly} />
    </Stack>
  );
}

export function LabsForm({ value, onChange, ctx }: FormProps<LabsInput>) {
  return (
    <Stack>
      <NumberInput kind="count" label="Anzahl Lastwagen" w={200} min={1} max={CALCULATION_BOUNDS.count} value={value.truckCount} readOnly={ctx.readOnly} onChange={(truckCount) => onChange({ ...value, truckCount })} />
      <Checkbox
        label={`Freiwillige Umweltgebühr (CHF ${formatChf(LABS_ENVIRONMENT_PER_TRUCK)} pro Lastwagen)`}
        checked={value.environment}
        disabled={ctx.readOnly}
        onChange={(e) => onChange({ ...value, environment: e.currentTarget.checked })}
      />
      <KilometreField value={value.driveKilometers} onChange={(driveKilometers) => onChange({ ...value, driveKilometers })} ctx={ctx} />
    </Stack>
  );
}

export function ServiceForm({ value, onChange, ctx }: FormProps<ServiceInput>) {
  return (
    <Stack>
      <DaysEditor kind="service" days={value.dates} onChange={(dates) => onChange({ ...value, dates })} makeDay={newServiceDay} maxDays={MAX_SERVICE_DAYS} ctx={ctx} />
      <TextInput label="Auftragsnummer (Ihre Referenz)" w={300} maw="100%" value={value.orderNumber ?? ''} readOnly={ctx.readOnly} onChange={(e) => onChange({ ...value, orderNumber: e.currentTarget.value })} />
      <KilometreField value={value.driveKilometers} onChange={(driveKilometers) => onChange({ ...value, driveKilometers })} ctx={ctx} />
      <ExpressField value={value.express} onChange={(express) => onChange({ ...value, express })} readOnly={ctx.readOnly} />
    </Stack>
  );
}
