import { Select, Stack } from '@mantine/core';
import { DOOR_CATEGORIES, DOOR_CATEGORY_LABEL, doorDisposalRate, type DoorCategory, type DoorsInput } from '@tragkraft/domain';
import { FloorCommonFields } from './common-fields';
import { newDoorRow } from './default-inputs';
import { fixedFloors } from './floor-rows';
import { FloorRowsEditor } from './floor-rows-editor';
import type { FormProps } from './form-context';

const CATEGORY_OPTIONS = DOOR_CATEGORIES.map((c) => ({ value: c, label: DOOR_CATEGORY_LABEL[c] }));
/** Front doors go in at the ground floor: one amount instead of floors. */
const FRONT_DOOR_LABELS = ['Anzahl'] as const;

export function DoorsForm({ value, onChange, ctx }: FormProps<DoorsInput>) {
  return (
    <Stack>
      <FloorRowsEditor
        rows={value.types}
        onChange={(types) => onChange({ ...value, types })}
        readOnly={ctx.readOnly}
        rowLabel="Typ"
        makeRow={newDoorRow}
        disposalRate={() => doorDisposalRate(ctx.pricing)}
        fixedLabels={(row) => (row.category === 'frontDoors' ? FRONT_DOOR_LABELS : undefined)}
        renderFields={(row, update, rowName) => (
          <Select
            label="Türen"
            aria-label={`Türen ${rowName}`}
            w={300}
            maw="100%"
            data={CATEGORY_OPTIONS}
            value={row.category}
            allowDeselect={false}
            readOnly={ctx.readOnly}
            onChange={(category) => {
              if (!category) return;
              const floors = category === 'frontDoors' ? fixedFloors(row.floors, 1) : row.floors;
              update({ category: category as DoorCategory, floors });
            }}
          />
        )}
      />
      <FloorCommonFields value={value} onChange={onChange} ctx={ctx} />
    </Stack>
  );
}
