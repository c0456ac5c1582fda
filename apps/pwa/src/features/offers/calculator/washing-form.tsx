import { Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import {
  APPLIANCE_MAKER_UNIT_PRICE_FIRST,
  APPLIANCE_MAKER_UNIT_PRICE_SECOND,
  ELECTROLUX_REGIONS,
  formatChf,
  regionLabel,
  WASHING_CATEGORIES,
  WASHING_CATEGORY_LABEL,
  washingDisposalRate,
  type ElectroluxRegion,
  type WashingCategory,
  type WashingInput,
} from '@tragkraft/domain';
import { FloorCommonFields } from './common-fields';
import { newWashingRow } from './default-inputs';
import { fixedFloors } from './floor-rows';
import { FloorRowsEditor } from './floor-rows-editor';
import type { FormProps } from './form-context';

const CLASS_LABELS = [
  `Preisklasse 1 (CHF ${formatChf(APPLIANCE_MAKER_UNIT_PRICE_FIRST)})`,
  `Preisklasse 2 (CHF ${formatChf(APPLIANCE_MAKER_UNIT_PRICE_SECOND)})`,
] as const;
const CATEGORY_OPTIONS = WASHING_CATEGORIES.map((c) => ({ value: c, label: WASHING_CATEGORY_LABEL[c] }));

/**
 * Washing towers and machines. Clients with appliance-maker pricing may switch to it: two
 * price classes per row instead of floors, and a region instead of kilometres.
 */
export function WashingForm({ value, onChange, ctx }: FormProps<WashingInput>) {
  const maker = value.isElectrolux && ctx.pricing.applianceMakerPricing;
  const toggleMaker = (on: boolean) =>
    onChange({
      ...value,
      isElectrolux: on,
      electroluxRegion: on ? (value.electroluxRegion ?? 'german') : null,
      driveKilometers: on ? null : value.driveKilometers,
      types: value.types.map((row) => ({ ...row, floors: on ? fixedFloors(row.floors, 2) : fixedFloors(row.floors, 1) })),
    });
  return (
    <Stack>
      {ctx.pricing.applianceMakerPricing && (
        <Group align="center">
          <Switch label="Herstellerpreise (Electrolux)" checked={value.isElectrolux} disabled={ctx.readOnly} onChange={(e) => toggleMaker(e.currentTarget.checked)} />
          {maker && (
            <Stack gap={2}>
              <Text size="sm" fw={500} id="washing-region">
                Region
              </Text>
              <SegmentedControl
                aria-labelledby="washing-region"
                value={value.electroluxRegion ?? 'german'}
                disabled={ctx.readOnly}
                onChange={(region) => onChange({ ...value, electroluxRegion: region as ElectroluxRegion })}
                data={ELECTROLUX_REGIONS.map((r) => ({ value: r, label: regionLabel(r) }))}
              />
            </Stack>
          )}
        </Group>
      )}
      <FloorRowsEditor
        rows={value.types}
        onChange={(types) => onChange({ ...value, types })}
        readOnly={ctx.readOnly}
        rowLabel="Typ"
        makeRow={(index) => (maker ? { ...newWashingRow(index), floors: fixedFloors([], 2) } : newWashingRow(index))}
        disposalRate={(row) => washingDisposalRate(row.category, maker, ctx.pricing)}
        fixedLabels={() => (maker ? CLASS_LABELS : undefined)}
        renderFields={(row, update, rowName) => (
          <Select
            label="Gerät"
            aria-label={`Gerät ${rowName}`}
            w={300}
            maw="100%"
            data={CATEGORY_OPTIONS}
            value={row.category}
            allowDeselect={false}
            readOnly={ctx.readOnly}
            onChange={(category) => category && update({ category: category as WashingCategory })}
          />
        )}
      />
      <FloorCommonFields value={value} onChange={onChange} ctx={ctx} withKilometres={!maker} />
    </Stack>
  );
}
