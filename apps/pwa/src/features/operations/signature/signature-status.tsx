import { Badge, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onSiteSignedText, type OnSiteSignature } from '@tragkraft/sync-protocol';
import type { DraftSignature } from '../../../offline/field-types';
import { formatInstant } from '../../../offline/format-instant';
import { FIELD_NEUTRAL, FIELD_OK, FIELD_SECONDARY, FIELD_WAITING } from '../field-look';

const STATE_TEXT: Record<DraftSignature['state'], { label: string; colour: string }> = {
  new: { label: 'Neu, wird mit dem Arbeitsrapport gesendet', colour: FIELD_WAITING },
  // It travels in the report's outbox item: the report's badge says whether it waits or is on its way.
  queued: { label: 'Geht mit dem Arbeitsrapport', colour: FIELD_NEUTRAL },
  sent: { label: 'Gesendet', colour: FIELD_OK },
};

/** The signature taken on this phone: the image, who signed and when, where it stands. */
function SignaturePreview({ signature }: { signature: DraftSignature }) {
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

interface Props {
  /** Taken on this phone (shown first), else null. */
  signature: DraftSignature | null;
  /** Held by the server (detail.onSiteSignature). */
  onSite: OnSiteSignature | null;
  onRemove: () => void;
}

/**
 * Where the customer's signature stands once there is one: the phone's (with its image and
 * "Entfernen" while not sent) or the server's, read-only. Loaded only then (field bundle).
 */
export function SignatureStatus({ signature, onSite, onRemove }: Props) {
  return (
    <Stack gap="sm">
      {signature ? (
        <SignaturePreview signature={signature} />
      ) : (
        onSite && (
          <div>
            <Text size="sm" fw={600}>
              {onSiteSignedText(onSite.signerName)}, {formatInstant(onSite.signedAt)}
            </Text>
            {onSite.remark && <Text size="sm">Bemerkung: {onSite.remark}</Text>}
          </div>
        )
      )}
      <Text size="sm" c={FIELD_SECONDARY}>
        Neu unterschreiben ersetzt die {signature?.state === 'new' ? 'noch nicht gesendete' : 'gespeicherte'} Unterschrift.
      </Text>
      {signature?.state === 'new' && (
        <Button size="lg" variant="outline" color="red.9" onClick={onRemove}>
          Entfernen
        </Button>
      )}
    </Stack>
  );
}
