import { Badge, Box, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DraftSignature } from '../../offline/field-types';
import { formatInstant } from '../../offline/format-instant';
import { FIELD_NEUTRAL, FIELD_OK, FIELD_WAITING } from './field-look';

const STATE_TEXT: Record<DraftSignature['state'], { label: string; colour: string }> = {
  new: { label: 'Neu, wird mit dem Bericht gesendet', colour: FIELD_WAITING },
  queued: { label: 'Wartet auf Versand', colour: FIELD_NEUTRAL },
  sent: { label: 'Gesendet', colour: FIELD_OK },
};

/** The signature taken on this phone: the image, who signed and when, where it stands. */
export function SignaturePreview({ signature }: { signature: DraftSignature }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([signature.png], { type: 'image/png' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [signature.png]);
  const state = STATE_TEXT[signature.state];
  return (
    <Stack gap={6} data-testid="signature-preview">
      <Box bg="white" style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 6 }}>
        {url && <Image src={url} alt={`Unterschrift von ${signature.signerName}`} h={120} fit="contain" />}
      </Box>
      <Text size="sm" fw={600}>
        Unterschrieben von {signature.signerName}, {formatInstant(signature.signedAt)}
      </Text>
      {signature.remark && <Text size="sm">Bemerkung: {signature.remark}</Text>}
      <Group>
        <Badge variant="light" color={state.colour} tt="none">
          {state.label}
        </Badge>
      </Group>
    </Stack>
  );
}
