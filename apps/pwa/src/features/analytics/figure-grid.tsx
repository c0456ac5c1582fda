import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
}

/** The key figures of a report as small cards: two per row on phones, one row on wide screens. */
export function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(figures.length, 6) }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text fw={700} size="lg" data-testid={`figure-${figure.label}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
