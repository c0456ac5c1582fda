import { Alert, Button, Group, Text } from '@mantine/core';
import { formatInstant } from '../../../offline/format-instant';

/**
 * A stored list is shown but could not be refreshed: say how old it is and offer a retry,
 * instead of silently showing old data (issue 15.8).
 */
export function StaleListNotice({ fetchedAt, onRetry }: { fetchedAt: string | null; onRetry: () => void }) {
  return (
    <Alert color="orange" variant="light" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Stand: {fetchedAt ? formatInstant(fetchedAt) : 'unbekannt'}, Aktualisierung fehlgeschlagen
        </Text>
        <Button size="lg" variant="default" onClick={onRetry}>
          Erneut versuchen
        </Button>
      </Group>
    </Alert>
  );
}
