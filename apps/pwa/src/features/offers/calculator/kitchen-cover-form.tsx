import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { kitchenCoverDisposalRate, MATERIAL_LABEL, type KitchenCoverInput } from '@tragkraft/domain';
import { NumberInput } from '../../../ui/number-input';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { FloorCommonFields } from './common-fields';
import { newCoverRow } from './default-inputs';
import { FloorRowsEditor } from './floor-rows-editor';
import type { FormProps } from './form-context';

const MATERIAL_OPTIONS = Object.entries(MATERIAL_LABEL).map(([value, label]) => ({ value, label }));

export function KitchenCoverForm({ value, onChange, ctx }: FormProps<KitchenCoverInput>) {
  return (
    <Stack>
      <FloorRowsEditor
        rows={value.meters}
        onChange={(meters) => onChange({ ...value, meters })}
        readOnly={ctx.readOnly}
        rowLabel="Abdeckung"
        makeRow={newCoverRow}
        disposalRate={(row) => kitchenCoverDisposalRate(row.meters, row.backWall, ctx.pricing)}
        renderFields={(row, update, rowName) => (
          <Group align="flex-end">
            <Select
              label="Material"
              aria-label={`Material ${rowName}`}
              w={180}
              data={MATERIAL_OPTIONS}
              value={row.category}
              allowDeselect={false}
              readOnly={ctx.readOnly}
              onChange={(category) => category && update({ category })}
            />
            <NumberInput
              kind="metres"
              max={CALCULATION_BOUNDS.metres}
              label="Laufmeter"
              aria-label={`Laufmeter ${rowName}`}
              w={120}
              value={row.meters}
              readOnly={ctx.readOnly}
              onChange={(meters) => update({ meters })}
            />
            <Checkbox
              label={`Rückwand ${rowName}`}
              checked={row.backWall}
              disabled={ctx.readOnly}
              onChange={(e) => update({ backWall: e.currentTarget.checked })}
              pb={8}
            />
          </Group>
        )}
      />
      <FloorCommonFields value={value} onChange={onChange} ctx={ctx} />
    </Stack>
  );
}
