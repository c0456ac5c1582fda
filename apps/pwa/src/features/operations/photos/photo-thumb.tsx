import { Center, Image, Text } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import { usePhotoUrl } from './use-photo-url';

/** A photo from the phone's store; 'Nicht offline verfügbar' when it was never downloaded. */
export function PhotoThumb({ id, alt, height = 140 }: { id: string; alt: string; height?: number }) {
  const url = usePhotoUrl(id);
  return (
    <Center h={height} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
      {url ? (
        <Image src={url} alt={alt} h={height} w="100%" fit="cover" />
      ) : (
        <Text size="xs" c={FIELD_SECONDARY}>
          Nicht offline verfügbar
        </Text>
      )}
    </Center>
  );
}
