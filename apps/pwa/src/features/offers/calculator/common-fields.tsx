import { Button, Checkbox, Group, Radio, SimpleGrid } from '@mantine/core';
import { LIFT_LABEL, type FloorBasedCommon, type Lift } from '@tragkraft/domain';
import { NumberInput } from '../../../ui/number-input';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import type { FormContext } from './form-context';

export function KilometreField({ value, onChange, ctx }: { value: number | null; onChange: (km: number | null) => void; ctx: FormContext }) {
  return (
    <Group align="flex-end" gap="xs" style={{ gridColumn: '1 / -1' }}>
      <NumberInput
        kind="km"
        max={CALCULATION_BOUNDS.kilometres}
        label="Kilometer"
        description="Einfache Strecke ab Depot Zürich"
        w={240}
        value={value}
        readOnly={ctx.readOnly}
        onChange={onChange}
      />
      {!ctx.readOnly && (
        <>
          <Button variant="light" onClick={ctx.openKilometres}>
            Distanz berechnen
          </Button>
          <Button variant="subtle" onClick={ctx.openPastAddresses}>
            Frühere Adressen
          </Button>
        </>
      )}
    </Group>
  );
}

export function ExpressField({ value, onChange, readOnly }: { value: boolean; onChange: (express: boolean) => void; readOnly: boolean }) {
  return (
    <Checkbox
      label="Express (Einsatz innerhalb von 3 Tagen, +10%)"
      checked={value}
      disabled={readOnly}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

const LIFT_VALUES = { none: null, lift: 'lift', facadeLift: 'facadeLift' } as const;

/** Kilometres, lift or facade lift (one of them), stage count and express of the floor-based services. */
export function FloorCommonFields<T extends FloorBasedCommon>({ value, onChange, ctx, withKilometres = true }: {
  value: T;
  onChange: (next: T) => void;
  ctx: FormContext;
  withKilometres?: boolean;
}) {
  const set = (patch: Partial<FloorBasedCommon>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {withKilometres && <KilometreField value={value.driveKilometers} onChange={(driveKilometers) => set({ driveKilometers })} ctx={ctx} />}
      <Radio.Group
        label="Lift"
        value={value.lift ?? 'none'}
        onChange={(lift) => set({ lift: LIFT_VALUES[lift as keyof typeof LIFT_VALUES] as Lift })}
      >
        <Group gap="md" mt={6}>
          {(Object.keys(LIFT_VALUES) as (keyof typeof LIFT_VALUES)[]).map((key) => (
            <Radio key={key} value={key} label={LIFT_LABEL[key]} disabled={ctx.readOnly} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput kind="count" required label="Anzahl Etappen" w={160} min={1} max={50} value={value.stagesCount} readOnly={ctx.readOnly} onChange={(stagesCount) => stagesCount !== null && set({ stagesCount })} />
      <ExpressField value={value.express} onChange={(express) => set({ express })} readOnly={ctx.readOnly} />
    </SimpleGrid>
  );
}
