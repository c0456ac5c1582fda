import { Box, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { formatRangeDate, RANGE_LABELS, type DateRange, type RangeLabel } from '@tragkraft/domain';

/** The eight period buttons with the dates the chosen period covers ('1.3.2024 – 21.11.2025'). */
export function RangePicker({ range, onChange }: { range: DateRange; onChange: (label: RangeLabel) => void }) {
  // Eight buttons fit a phone only at the smallest size.
  const size = useMatches({ base: 'xs', sm: 'sm' });
  const dates = range.startDate ? `${formatRangeDate(range.startDate)} – ${formatRangeDate(range.endDate)}` : `bis ${formatRangeDate(range.endDate)}`;
  return (
    <Stack gap={4}>
      {/* Should they still be wider (very narrow phones), the row scrolls instead of wrapping. */}
      <Box style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Zeitraum"
          value={range.label}
          onChange={(value) => onChange(value as RangeLabel)}
          data={[...RANGE_LABELS]}
          size={size}
        />
      </Box>
      <Text size="sm" c="dimmed" data-testid="range-dates">
        Zeitraum: {dates}
      </Text>
    </Stack>
  );
}
