import { Box, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { formatRating } from '@tragkraft/domain';
import { LoadState } from '../../../ui/load-state';
import { useApi } from '../../../ui/use-api';
import { loadOwnRating } from '../operations-api';

/** Own rating: number of operations and the average of the site leads' ratings (of 5). */
export function RatingScreen() {
  const { data, loading, error } = useApi(loadOwnRating, [], 'Konnte die Bewertung nicht laden');
  return (
    <Stack>
      <Title order={1}>Meine Bewertung</Title>
      <LoadState loading={loading} error={error}>
        {data && (
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Text>
                Einsätze: <strong>{data.operations}</strong>
              </Text>
              <Group gap="sm">
                {/* The stars are a picture of the figure beside them (a read-only Rating may not carry a label itself). */}
                <Box role="img" aria-label={`Durchschnittliche Bewertung: ${formatRating(data.averageRating)} von 5`}>
                  <Rating value={data.averageRating ?? 0} fractions={10} readOnly size="xl" />
                </Box>
                <Text fw={700} fz="xl" data-testid="average-rating">
                  {formatRating(data.averageRating)} / 5
                </Text>
              </Group>
            </Stack>
          </Card>
        )}
      </LoadState>
    </Stack>
  );
}
