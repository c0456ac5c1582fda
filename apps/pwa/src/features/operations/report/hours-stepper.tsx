import { ActionIcon, Group } from '@mantine/core';
import { MAX_HOURS_PER_PERSON_DAY } from '@tragkraft/domain';
import { NumberInput } from '../../../ui/number-input';
import { TOUCH_PX } from '../field-look';

const STEP = 0.25;

/**
 * Hours as people type them ('7,75', '7.75' or '7:45', the app's one number input) and two
 * 44 px buttons for a quarter hour less or more: gloves miss small arrows. The description
 * is gray.7 (FIELD_SECONDARY), Mantine's default grey is too pale. No placeholder, so an
 * empty field never looks filled; the hint is the description. The buttons stop at 0 and
 * at the field's maximum: a button never makes a number the field would refuse.
 */
export function HoursStepper({ label, who, value, onChange, max = MAX_HOURS_PER_PERSON_DAY }: { label: string; /** Names the buttons ('Luca: ¼ h mehr'), apart from the field's label. */ who: string; value: number | null; onChange: (value: number | null) => void; max?: number }) {
  const stepBy = (delta: number) => onChange(Math.min(max, Math.max(0, Math.round(((value ?? 0) + delta) / STEP) * STEP)));
  return (
    <NumberInput
      kind="hours"
      max={max}
      label={label}
      description="In Stunden, z. B. 7,75 oder 7:45"
      size="lg"
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      value={value}
      onChange={onChange}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <ActionIcon size={TOUCH_PX + 6} variant="default" aria-label={`${who}: ¼ h weniger`} onClick={() => stepBy(-STEP)}>
            −
          </ActionIcon>
          <ActionIcon size={TOUCH_PX + 6} variant="default" aria-label={`${who}: ¼ h mehr`} onClick={() => stepBy(STEP)}>
            +
          </ActionIcon>
        </Group>
      )}
    />
  );
}
