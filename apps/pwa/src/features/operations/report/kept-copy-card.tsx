import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatHours } from '@tragkraft/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { dropKeptCopy, keptCopyPhotos, readKeptCopy } from '../../../offline/kept-copy';
import { keptCopyHtml } from '../../../offline/kept-copy-file';
import { formatInstant } from '../../../offline/format-instant';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FIELD_SECONDARY } from '../field-look';
import { PhotoThumb } from '../photos/photo-thumb';

/** Whether this browser can hand a file to another app (Web Share API level 2). */
const canShareFile = (file: File) => typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Shares the file (mail, messenger) where the phone offers it, else saves it. */
async function shareOrDownload(file: File, title: string) {
  if (!canShareFile(file)) return download(file);
  try {
    await navigator.share({ files: [file], title });
  } catch (error) {
    // Closed by the user: nothing to do. Refused by the browser: saved instead.
    if ((error as Error).name !== 'AbortError') download(file);
  }
}

/** The drawn signature (PNG bytes) as an object URL while shown. */
function useSignatureUrl(png: ArrayBuffer | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!png) return setUrl(null);
    const created = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [png]);
  return url;
}

/**
 * The read-only copy of a refused report ('Kopie behalten'): text, photos and the customer's
 * signature, shown and sent as one HTML file (kept-copy-file.ts), or deleted.
 */
export function KeptCopyCard({ userId, stageId, stageLabel }: { userId: number; stageId: number; stageLabel: string }) {
  const copy = useLiveQuery(() => readKeptCopy(userId, stageId), [userId, stageId]);
  const [asking, setAsking] = useState(false);
  const signature = copy?.draft.signature ?? null;
  const signatureUrl = useSignatureUrl(signature?.png);
  if (!copy) return null;
  const d = copy.draft;
  const images = d.images.filter((i) => !i.deleted);
  const exportFile = async () => {
    const html = keptCopyHtml(copy, stageLabel, await keptCopyPhotos(copy));
    const name = `Arbeitsrapport ${stageLabel} Kopie`.replace(/[^\p{L}\p{N}]+/gu, '-');
    await shareOrDownload(new File([html], `${name}.html`, { type: 'text/html' }), `Arbeitsrapport ${stageLabel} (Kopie)`);
  };
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
        {signature && (
          <Stack gap={4} data-testid="kept-copy-signature">
            {signatureUrl && <Image src={signatureUrl} alt={`Unterschrift von ${signature.signerName.trim()}`} h={120} fit="contain" bg="white" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6 }} />}
            <Text size="sm">
              Unterschrieben von {signature.signerName.trim()}, {formatInstant(signature.signedAt)}
              {signature.remark.trim() ? `. Bemerkung: ${signature.remark.trim()}` : ''}
            </Text>
          </Stack>
        )}
        <Group gap="xs">
          <Button size="lg" variant="light" onClick={() => void exportFile()}>
            Als Datei senden
          </Button>
          <Button size="lg" variant="default" onClick={() => setAsking(true)}>
            Kopie löschen
          </Button>
        </Group>
      </Stack>
      <ConfirmModal large opened={asking} title="Kopie löschen?" confirmLabel="Kopie löschen" confirmColor="red.9" onConfirm={() => void dropKeptCopy(userId, stageId).then(() => setAsking(false))} onCancel={() => setAsking(false)}>
        <Text size="sm">Die Kopie, ihre Unterschrift und ihre nur auf diesem Telefon gespeicherten Bilder werden gelöscht.</Text>
      </ConfirmModal>
    </Card>
  );
}
