import { Checkbox, Group, Stack } from '@mantine/core';
import { cupboardDisposalRate, kitchenDisposalRate, type KitchenInput, type MetreRow } from '@tragkraft/domain';
import { NumberInput } from '../../../ui/number-input';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { FloorCommonFields } from './common-fields';
import { newMetreRow } from './default-inputs';
import { FloorRowsEditor } from './floor-rows-editor';
import type { FormProps } from './form-context';

/** Kitchens and built-in cupboards: running metres per row; the wardrobe for veriset kitchens. */
export function MetreRowsForm({ value, onChange, ctx, kind }: FormProps<KitchenInput> & { kind: 'kitchen' | 'cupboards' }) {
  const withWardrobe = kind === 'kitchen' && ctx.pricing.special === 'veriset';
  const rate = (row: MetreRow) => (kind === 'kitchen' ? kitchenDisposalRate(row.meters, ctx.pricing) : cupboardDisposalRate(row.meters, ctx.pricing));
  return (
    <Stack>
      <FloorRowsEditor
        rows={value.meters}
        onChange={(meters) => onChange({ ...value, meters })}
        readOnly={ctx.readOnly}
        rowLabel={kind === 'kitchen' ? 'Küche' : 'Schrank'}
        makeRow={(index) => (withWardrobe ? { ...newMetreRow(index), wardrobe: false } : newMetreRow(index))}
        disposalRate={rate}
        renderFields={(row, update, rowName) => (
          <Group align="flex-end">
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
            {withWardrobe && (
              <Checkbox
                label={`Garderobe ${rowName}`}
                checked={row.wardrobe === true}
                disabled={ctx.readOnly}
                onChange={(e) => update({ wardrobe: e.currentTarget.checked })}
                pb={8}
              />
            )}
          </Group>
        )}
      />
      <FloorCommonFields value={value} onChange={onChange} ctx={ctx} />
    </Stack>
  );
}
