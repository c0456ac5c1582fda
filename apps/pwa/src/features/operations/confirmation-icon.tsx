import { Text } from '@mantine/core';
import { FIELD_DECLINED, FIELD_OK, FIELD_SECONDARY } from './field-look';

/** The spec's confirmation icons: ✓ 'ist dabei', ✗ 'kann nicht', ? no answer (dark enough for the sun). */
export function ConfirmationIcon({ value }: { value: boolean | null }) {
  const [icon, label, colour] = value === true ? ['✓', 'ist dabei', FIELD_OK] : value === false ? ['✗', 'kann nicht', FIELD_DECLINED] : ['?', 'keine Antwort', FIELD_SECONDARY];
  return (
    <Text span fw={700} c={colour} role="img" aria-label={label} title={label} style={{ display: 'inline-block', width: '1em', textAlign: 'center' }}>
      {icon}
    </Text>
  );
}
