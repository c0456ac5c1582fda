import { Badge, Center, Image, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { StageDetail } from '@tragkraft/sync-protocol';
import { useImageUrl } from './use-image-url';

type StageImage = StageDetail['images'][number];

function Thumbnail({ image, index, onOpen }: { image: StageImage; index: number; onOpen: (url: string) => void }) {
  const { url, failed } = useImageUrl(image.id);
  const label = `Bild ${index + 1}${image.comment ? `: ${image.comment}` : ''}`;
  return (
    <Stack gap={4}>
      <UnstyledButton aria-label={`${label} gross anzeigen`} disabled={!url} onClick={() => url && onOpen(url)}>
        <Center h={110} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
          {url ? <Image src={url} alt={label} h={110} w="100%" fit="cover" /> : failed ? <Text size="xs" c="dimmed">Nicht verfügbar</Text> : <Loader size="xs" role="status" aria-label="Lädt" />}
        </Center>
      </UnstyledButton>
      {image.damage && <Badge tt="none" color="red" variant="light" size="xs">Schaden</Badge>}
      {image.comment && <Text size="xs" lineClamp={2}>{image.comment}</Text>}
    </Stack>
  );
}

/** Thumbnails of the stage's photos; a click shows one at full size. */
export function ReportImages({ images }: { images: StageImage[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (images.length === 0) return <Text size="sm" c="dimmed">Keine Bilder vorhanden.</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {images.map((image, index) => (
          <Thumbnail key={image.id} image={image} index={index} onOpen={setOpen} />
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="auto" title="Bild" closeOnClickOutside={false} centered>
        {open && <Image src={open} alt="Bild in voller Grösse" maw="90vw" mah="80vh" fit="contain" />}
      </Modal>
    </>
  );
}
