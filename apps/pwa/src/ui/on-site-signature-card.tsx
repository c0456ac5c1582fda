import { Box, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { onSiteSignedText, type OnSiteSignature } from '@tragkraft/sync-protocol';
import { formatInstant } from '../offline/format-instant';
import { useBlobUrl } from './use-blob-url';

interface Props {
  signature: OnSiteSignature;
  /** The signature PNG through the feature's api (reportSignature, with the sign-in). */
  loadImage: () => Promise<{ blob: Blob }>;
}

/**
 * The customer's signature taken on the site lead's phone (issue 19), as the client's report
 * view and the admin's order modal show it: who signed and when, the remark, the image.
 */
export function OnSiteSignatureCard({ signature, loadImage }: Props) {
  // The image belongs to the signature: loaded again only when it is another one.
  const { url, failed } = useBlobUrl(loadImage, signature.signedAt);
  return (
    <Stack gap={4} data-testid="on-site-signature">
      <Text size="sm" fw={600}>
        {onSiteSignedText(signature.signerName)} am {formatInstant(signature.signedAt)}
      </Text>
      {signature.remark && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>Bemerkung: {signature.remark}</Text>}
      <Box maw={360} bg="white" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6 }}>
        <Center h={110}>
          {url ? (
            <Image src={url} alt={`Unterschrift von ${signature.signerName}`} h={110} fit="contain" />
          ) : failed ? (
            <Text size="xs">Unterschrift nicht verfügbar</Text>
          ) : (
            <Loader size="xs" role="status" aria-label="Unterschrift lädt" />
          )}
        </Center>
      </Box>
    </Stack>
  );
}
