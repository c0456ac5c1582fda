// Native radio buttons and checkboxes for the report form: large (26 px box, 44 px row) for
// gloves, in the company blue, and light for the field bundle (Mantine's Radio and Checkbox
// add about 5 KB gzip to the screens that must load on a slow phone connection).
import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { FIELD_NEUTRAL, TOUCH_PX } from '../field-look';

const ROW: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 10, minHeight: TOUCH_PX, minWidth: TOUCH_PX * 2, cursor: 'pointer' };
const BOX: CSSProperties = { width: 26, height: 26, margin: 0, accentColor: FIELD_NEUTRAL, cursor: 'pointer' };

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

export function FieldChoice({ type, label, checked, onChange, name, disabled }: ChoiceProps) {
  return (
    <label style={{ ...ROW, ...(disabled ? { cursor: 'default', opacity: 0.6 } : {}) }}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} style={BOX} />
      <Text span size="md">
        {label}
      </Text>
    </label>
  );
}
