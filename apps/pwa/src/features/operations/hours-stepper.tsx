import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { TOUCH_PX } from './field-look';

const STEP = 0.25;
const MAX = 24;

/**
 * Hours with a point ('7.75', the product's one number style) and two 44 px buttons for a
 * quarter hour less or more: the input's own arrows are too small for gloves. The description
 * is gray.7 (FIELD_SECONDARY), Mantine's default grey is too pale. No placeholder,
 * so an empty field never looks filled; the hint is the description.
 */
export function HoursStepper({ label, who, value, onChange, max = MAX }: { label: string; /** Names the buttons ('Luca: ¼ h mehr'), apart from the field's label. */ who: string; value: number | null; onChange: (value: number | null) => void; max?: number }) {
  const stepBy = (delta: number) => onChange(Math.min(max, Math.max(0, Math.round(((value ?? 0) + delta) / STEP) * STEP)));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        label={label}
        description="In Stunden, z. B. 7.75 für 7¾ h"
        size="lg"
        style={{ flex: 1 }}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        min={0}
        max={max}
        decimalScale={2}
        decimalSeparator="."
        inputMode="decimal"
        hideControls
        value={value ?? ''}
        onChange={(next) => onChange(next === '' || next === null ? null : Number(next))}
      />
      <ActionIcon size={TOUCH_PX + 6} variant="default" aria-label={`${who}: ¼ h weniger`} onClick={() => stepBy(-STEP)}>
        −
      </ActionIcon>
      <ActionIcon size={TOUCH_PX + 6} variant="default" aria-label={`${who}: ¼ h mehr`} onClick={() => stepBy(STEP)}>
        +
      </ActionIcon>
    </Group>
  );
}
