import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { floorLabel, type FloorAmount } from '@tragkraft/domain';
import { NumberInput } from '../../../ui/number-input';
import { CALCULATION_BOUNDS } from '@tragkraft/sync-protocol';
import { addFloor, canAddFloor, removeFloor, setFloorAmount } from './floor-rows';

type Props = {
  /** 'Küche A': names the inputs for screen readers and tests. */
  rowName: string;
  floors: FloorAmount[];
  onChange: (floors: FloorAmount[]) => void;
  readOnly: boolean;
  /** Fixed labels instead of floors (appliance-maker price classes, front doors). */
  fixedLabels?: readonly string[];
};

/** The amounts of one row per floor (EG, 1. OG, ...), floors added and removed at the top. */
export function FloorAmounts({ rowName, floors, onChange, readOnly, fixedLabels }: Props) {
  const labelOf = (i: number, floor: number) => fixedLabels?.[i] ?? floorLabel(floor);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {fixedLabels ? 'Anzahl' : 'Anzahl pro Stockwerk'}
      </Text>
      <Group gap="xs" align="flex-end">
        {floors.map((f, i) => (
          <NumberInput
            kind="count"
            max={CALCULATION_BOUNDS.count}
            key={f.floor}
            w={fixedLabels ? 150 : 80}
            size="sm"
            label={labelOf(i, f.floor)}
            aria-label={`Anzahl ${rowName} ${labelOf(i, f.floor)}`}
            value={f.amount}
            readOnly={readOnly}
            onChange={(amount) => onChange(setFloorAmount(floors, i, amount))}
          />
        ))}
        {!fixedLabels && !readOnly && (
          <Group gap={4} pb={4}>
            <ActionIcon variant="light" aria-label={`Stockwerk entfernen ${rowName}`} disabled={floors.length <= 1} onClick={() => onChange(removeFloor(floors))}>
              −
            </ActionIcon>
            <ActionIcon variant="light" aria-label={`Stockwerk hinzufügen ${rowName}`} disabled={!canAddFloor(floors)} onClick={() => onChange(addFloor(floors))}>
              +
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
