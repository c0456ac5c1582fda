import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { formatChf, rowTypeName, type FloorAmount, type Rappen } from '@tragkraft/domain';
import type { ReactNode } from 'react';
import { FloorAmounts } from './floor-amounts';
import { addRow, removeRow, updateRow } from './floor-rows';

type Row = { floors: FloorAmount[]; disposalChecked: boolean; name?: string };

type Props<T extends Row> = {
  rows: T[];
  onChange: (rows: T[]) => void;
  readOnly: boolean;
  /** What one row is ('Küche'); rows are 'Küche A', 'Küche B', ... */
  rowLabel: string;
  makeRow: (index: number) => T;
  /** The service's own fields of a row (metres, category, ...). */
  renderFields?: (row: T, update: (patch: Partial<T>) => void, rowName: string) => ReactNode;
  /** Disposal per unit (after the client's discount) shown next to the checkbox. */
  disposalRate: (row: T) => Rappen;
  /** Fixed amount labels instead of floors for some rows. */
  fixedLabels?: (row: T) => readonly string[] | undefined;
};

/** Rows with floors and disposal: kitchens, cupboards, washing, doors and kitchen covers. */
export function FloorRowsEditor<T extends Row>({ rows, onChange, readOnly, rowLabel, makeRow, renderFields, disposalRate, fixedLabels }: Props<T>) {
  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const rowName = `${rowLabel} ${rowTypeName(index)}`;
        const update = (patch: Partial<T>) => onChange(updateRow(rows, index, patch));
        return (
          <Paper key={index} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{rowName}</Text>
                {!readOnly && rows.length > 1 && (
                  <Button size="compact-sm" variant="subtle" color="red" aria-label={`${rowName} entfernen`} onClick={() => onChange(removeRow(rows, index))}>
                    Entfernen
                  </Button>
                )}
              </Group>
              {renderFields?.(row, update, rowName)}
              <FloorAmounts
                rowName={rowName}
                floors={row.floors}
                readOnly={readOnly}
                fixedLabels={fixedLabels?.(row)}
                onChange={(floors) => update({ floors } as Partial<T>)}
              />
              <Checkbox
                label={`Entsorgung ${rowName} (CHF ${formatChf(disposalRate(row))} pro Stück)`}
                checked={row.disposalChecked}
                disabled={readOnly}
                onChange={(e) => update({ disposalChecked: e.currentTarget.checked } as Partial<T>)}
              />
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button variant="light" onClick={() => onChange(addRow(rows, makeRow))} style={{ alignSelf: 'flex-start' }}>
          {rowLabel} hinzufügen
        </Button>
      )}
    </Stack>
  );
}
