import { Box, Group, Text } from '@mantine/core';
import type { RowColour } from './order-rows';

export const ROW_BACKGROUND: Record<Exclude<RowColour, null>, string> = {
  primary: 'var(--mantine-primary-color-light)',
  danger: 'var(--mantine-color-red-light)',
  warning: 'var(--mantine-color-yellow-light)',
  partial: 'var(--mantine-color-orange-light)',
  success: 'var(--mantine-color-green-light)',
};

/** What the row colours of the orders list mean (back-office spec section 4). */
const ROW_COLOUR_MEANING: Record<Exclude<RowColour, null>, string> = {
  primary: 'heute, nicht abgeschlossen',
  danger: 'abgeschlossen, Rechnung nicht versandt',
  warning: 'Rechnung versandt, nicht bezahlt',
  partial: 'Rechnung teilweise bezahlt',
  success: 'Rechnung bezahlt',
};

export function RowColourLegend() {
  return (
    <Group gap="md" role="list" aria-label="Legende der Zeilenfarben">
      {(Object.keys(ROW_COLOUR_MEANING) as (keyof typeof ROW_COLOUR_MEANING)[]).map((colour) => (
        <Group key={colour} gap={6} wrap="nowrap" role="listitem">
          <Box w={14} h={14} bg={ROW_BACKGROUND[colour]} bd="1px solid var(--mantine-color-gray-5)" style={{ borderRadius: 3 }} aria-hidden />
          <Text size="xs">{ROW_COLOUR_MEANING[colour]}</Text>
        </Group>
      ))}
    </Group>
  );
}
