import { Code, Modal, Stack, Text } from '@mantine/core';
import type { ClientErrorEntry } from '@tragkraft/sync-protocol';
import { formatInstant } from '../../offline/format-instant';
import { reporterText } from './error-texts';

/** One report in full: message, stack trace and browser. */
export function ErrorDetailsModal({ entry, onClose }: { entry: ClientErrorEntry | null; onClose: () => void }) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Fehlerbericht" size="xl">
      {entry && (
        <Stack gap="sm">
          <Text size="sm">
            {formatInstant(entry.createdAt)} · {reporterText(entry.user)} · {entry.url || 'Ansicht unbekannt'}
          </Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>{entry.message}</Text>
          <Code block style={{ maxHeight: '50vh', overflow: 'auto' }}>{entry.trace || 'Kein Stack-Trace übermittelt.'}</Code>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>Browser: {entry.userAgent || 'unbekannt'}</Text>
        </Stack>
      )}
    </Modal>
  );
}
