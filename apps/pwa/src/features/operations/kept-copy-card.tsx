import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatHours } from '@tragkraft/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { dropKeptCopy, keptCopyText, readKeptCopy } from '../../offline/kept-copy';
import { formatInstant } from '../../offline/format-instant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { FIELD_SECONDARY } from './field-look';
import { PhotoThumb } from './photo-thumb';

function saveAsFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The read-only copy of a refused report ('Kopie behalten'): shown, saved as a file, deleted. */
export function KeptCopyCard({ userId, stageId, stageLabel }: { userId: number; stageId: number; stageLabel: string }) {
  const copy = useLiveQuery(() => readKeptCopy(userId, stageId), [userId, stageId]);
  const [asking, setAsking] = useState(false);
  if (!copy) return null;
  const d = copy.draft;
  const images = d.images.filter((i) => !i.deleted);
  return (
    <Card withBorder padding="md" component="section" aria-label="Ihre Kopie (nicht gesendet)">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Ihre Kopie (nicht gesendet)
        </Title>
        <Text size="sm" c={FIELD_SECONDARY}>
          Behalten am {formatInstant(copy.keptAt)}. Abgelehnt: {copy.reason}
        </Text>
        <Text size="sm">Ankunft Lastwagen: {d.truckArrivalTime ?? '–'}</Text>
        <Text size="sm">Schäden: {d.damages === null ? '–' : d.damages ? 'Ja' : 'Nein'}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          Bemerkungen: {d.general || '–'}
        </Text>
        {d.hours.map((h) => (
          <Text size="sm" key={h.userId}>
            {h.firstName}: {h.hours !== null ? formatHours(h.hours) : '– h'}, Bewertung {h.rating ?? '–'}, Kommentar {h.comment || '–'}
          </Text>
        ))}
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {images.map((image, index) => (
              <PhotoThumb key={image.id} id={image.id} alt={`Bild ${index + 1} der Kopie`} height={100} />
            ))}
          </SimpleGrid>
        )}
        <Group gap="xs">
          <Button size="lg" variant="light" onClick={() => saveAsFile(keptCopyText(copy, stageLabel), `einsatzbericht-${stageId}-kopie.txt`)}>
            Als Datei speichern
          </Button>
          <Button size="lg" variant="default" onClick={() => setAsking(true)}>
            Kopie löschen
          </Button>
        </Group>
      </Stack>
      <ConfirmModal large opened={asking} title="Kopie löschen?" confirmLabel="Kopie löschen" confirmColor="red.9" onConfirm={() => void dropKeptCopy(userId, stageId).then(() => setAsking(false))} onCancel={() => setAsking(false)}>
        <Text size="sm">Die Kopie und ihre nur auf diesem Telefon gespeicherten Bilder werden gelöscht.</Text>
      </ConfirmModal>
    </Card>
  );
}
