import { Badge, Button, Card, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FIELD_SECONDARY, TOUCH_PX } from '../field-look';
import { useState } from 'react';
import { fieldDb } from '../../../offline/field-db';
import type { DraftImage, ReportDraft } from '../../../offline/field-types';
import { damageFirst } from '../../../offline/report-draft';
import { notifyError } from '../../../ui/notify';
import { FieldChoice } from '../report/field-choice';
import { PhotoThumb } from './photo-thumb';

interface Props {
  draft: ReportDraft;
  change: (update: (draft: ReportDraft) => ReportDraft) => void;
}

const patchImage = (id: string, patch: Partial<DraftImage>) => (d: ReportDraft) => ({ ...d, images: d.images.map((i) => (i.id === id ? { ...i, ...patch } : i)) });

/**
 * Photos of the report: taken with the camera or picked from the gallery, compressed on the
 * phone and kept as bytes in IndexedDB until the server confirms them. A photo only on this
 * phone can be removed outright; a saved (or queued) one is flagged deleted.
 */
export function ReportPhotos({ draft, change }: Props) {
  const [busy, setBusy] = useState(false);

  const add = async (files: File[]) => {
    setBusy(true);
    try {
      // The compression library is large and only needed here: loaded with the first photo.
      const { compressPhoto } = await import('./compress-photo');
      for (const file of files) {
        const { bytes, mimeType } = await compressPhoto(file);
        const id = crypto.randomUUID();
        await fieldDb.photos.put({ id, userId: draft.userId, stageId: draft.stageId, bytes, mimeType, source: 'device', confirmed: false, createdAt: new Date().toISOString() });
        change((d) => ({ ...d, images: [...d.images, { id, comment: '', damage: false, deleted: false, origin: 'new' }] }));
      }
    } catch {
      notifyError('Das Bild konnte nicht gelesen werden.');
    } finally {
      setBusy(false);
    }
  };

  const remove = (image: DraftImage) => {
    if (image.origin !== 'new') return change(patchImage(image.id, { deleted: true }));
    change((d) => ({ ...d, images: d.images.filter((i) => i.id !== image.id) }));
    void fieldDb.photos.delete(image.id);
  };

  const images = damageFirst(draft.images);
  return (
    <Stack gap="sm">
      <Group grow>
        <FileButton onChange={(files) => void add(files)} accept="image/*" multiple capture="environment" inputProps={{ 'aria-label': 'Foto aufnehmen' }}>
          {(props) => (
            <Button {...props} size="lg" loading={busy}>
              Kamera
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(files) => void add(files)} accept="image/*" multiple inputProps={{ 'aria-label': 'Bilder aus der Galerie' }}>
          {(props) => (
            <Button {...props} size="lg" variant="light" loading={busy}>
              Galerie
            </Button>
          )}
        </FileButton>
      </Group>
      {images.length === 0 && (
        <Text size="sm" c={FIELD_SECONDARY}>
          Noch keine Bilder.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <Card key={image.id} withBorder padding="xs" data-testid="report-photo" opacity={image.deleted ? 0.5 : 1}>
              <Stack gap={6}>
                <PhotoThumb id={image.id} alt={`Bild ${n}`} />
                <Group gap={6}>
                  {image.origin !== 'server' && <Badge size="sm" variant="light" color="orange">Neu</Badge>}
                  {image.deleted && <Badge size="sm" color="gray">Wird gelöscht</Badge>}
                </Group>
                <TextInput label={`Kommentar Bild ${n}`} value={image.comment} disabled={image.deleted} onChange={(e) => change(patchImage(image.id, { comment: e.currentTarget.value }))} />
                <FieldChoice type="checkbox" label={`Schaden Bild ${n}`} checked={image.damage} disabled={image.deleted} onChange={(damage) => change(patchImage(image.id, { damage }))} />
                {image.deleted ? (
                  <Button variant="subtle" size="md" h={TOUCH_PX} onClick={() => change(patchImage(image.id, { deleted: false }))}>
                    Wiederherstellen
                  </Button>
                ) : (
                  <Button variant="subtle" color="red" size="md" h={TOUCH_PX} onClick={() => remove(image)} aria-label={`Bild ${n} entfernen`}>
                    Entfernen
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
