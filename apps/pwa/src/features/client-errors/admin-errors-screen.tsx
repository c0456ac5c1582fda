import { Button, Code, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClientErrorEntry, ClientErrorList } from '@tragkraft/sync-protocol';
import { api } from '../../api/client';
import { formatInstant } from '../../offline/format-instant';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { reporterText, shortMessage } from './error-texts';

function ErrorDetails({ entry, onClose }: { entry: ClientErrorEntry | null; onClose: () => void }) {
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

/** admin/client-errors: the latest errors the app met on users' devices (newest first). */
export function AdminErrorsScreen() {
  const { data, loading, error, reload } = useApi(() => api<ClientErrorList>('GET', '/api/admin/client-errors'), [], 'Konnte die Fehlerberichte nicht laden');
  const [open, setOpen] = useState<ClientErrorEntry | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Fehlerberichte</Title>
        <Button variant="default" onClick={reload} loading={loading && data !== null}>
          Neu laden
        </Button>
      </Group>
      <Text size="sm">Die letzten 200 Fehler, die in der App bei angemeldeten Benutzern aufgetreten sind. Berichte werden 30 Tage aufbewahrt.</Text>
      <LoadState loading={loading && data === null} error={error} empty={data?.length === 0} emptyText="Keine Fehlerberichte vorhanden.">
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Zeit</Table.Th>
                <Table.Th>Benutzer</Table.Th>
                <Table.Th>Ansicht</Table.Th>
                <Table.Th>Meldung</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.createdAt)}</Table.Td>
                  <Table.Td>{reporterText(entry.user)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.url || '–'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{shortMessage(entry.message)}</Table.Td>
                  <Table.Td>
                    <Button variant="subtle" size="xs" onClick={() => setOpen(entry)} aria-label={`Details zum Fehler vom ${formatInstant(entry.createdAt)}`}>
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </LoadState>
      <ErrorDetails entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
