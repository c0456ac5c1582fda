import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import type { OperationImage } from '@tragkraft/sync-protocol';
import { damageFirst } from '../../../offline/report-draft';
import { PhotoThumb } from './photo-thumb';

/** The stage's saved photos, damage images first (read-only views). */
export function OperationImages({ images }: { images: OperationImage[] }) {
  const visible = damageFirst(images.filter((i) => !i.deleted));
  if (visible.length === 0) {
    return (
      <Text size="sm" c={FIELD_SECONDARY}>
        Keine Bilder vorhanden.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {visible.map((image, index) => (
        <Stack key={image.id} gap={4}>
          <PhotoThumb id={image.id} alt={`Bild ${index + 1}${image.comment ? `: ${image.comment}` : ''}`} />
          {image.damage && (
            <Badge color="red" variant="light" size="sm">
              Schaden
            </Badge>
          )}
          {image.comment && <Text size="xs">{image.comment}</Text>}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
