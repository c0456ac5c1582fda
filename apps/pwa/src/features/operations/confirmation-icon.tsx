import { Text } from '@mantine/core';

/** The spec's confirmation icons: ✓ 'ist dabei', ✗ 'kann nicht', ? no answer. */
export function ConfirmationIcon({ value }: { value: boolean | null }) {
  const [icon, label, colour] = value === true ? ['✓', 'ist dabei', 'green.7'] : value === false ? ['✗', 'kann nicht', 'red.7'] : ['?', 'keine Antwort', 'gray.6'];
  return (
    <Text span fw={700} c={colour} role="img" aria-label={label} title={label} style={{ display: 'inline-block', width: '1em', textAlign: 'center' }}>
      {icon}
    </Text>
  );
}
