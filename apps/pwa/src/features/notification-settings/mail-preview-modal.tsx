// "Vorschau": a mail as it would be sent, built by the server from the newest order (or
// sample facts); nothing is sent.
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { loadMailPreview, type MailKey } from './notification-settings-api';

export function MailPreviewModal({ mail, title, onClose }: { mail: MailKey | null; title: string; onClose: () => void }) {
  return (
    <Modal opened={mail !== null} onClose={onClose} title={`Vorschau: ${title}`} size="lg" centered>
      {mail && <Preview mail={mail} />}
    </Modal>
  );
}

function Preview({ mail }: { mail: MailKey }) {
  const { data, loading, error } = useApi(() => loadMailPreview(mail), [mail], 'Konnte die Vorschau nicht laden.');
  return (
    <LoadState loading={loading} error={error}>
      {data && (
        <Stack gap="xs">
          <Text size="sm">
            <b>Betreff:</b> {data.subject}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>An:</b> {data.to.join(', ') || '–'}
          </Text>
          {data.cc.length > 0 && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>Kopie:</b> {data.cc.join(', ')}
            </Text>
          )}
          {data.attachments.length > 0 && (
            <Group gap="xs">
              <Text size="sm" fw={700}>
                Anhang:
              </Text>
              {data.attachments.map((name) => (
                <Badge key={name} variant="light" tt="none">
                  {name}
                </Badge>
              ))}
            </Group>
          )}
          <Text component="pre" size="sm" aria-label="Text der Mail" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0, padding: 'var(--mantine-spacing-sm)', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
            {data.text}
          </Text>
        </Stack>
      )}
    </LoadState>
  );
}
