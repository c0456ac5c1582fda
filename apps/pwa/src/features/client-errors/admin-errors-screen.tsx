import { Box, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { ClientErrorEntry, ClientErrorList } from '@tragkraft/sync-protocol';
import { formatInstant } from '../../offline/format-instant';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { loadClientErrors } from './client-errors-api';
import { ErrorDetailsModal } from './error-details-modal';
import { reporterText, shortMessage } from './error-texts';

type Open = (entry: ClientErrorEntry) => void;

function DetailsButton({ entry, onOpen, size = 'xs' }: { entry: ClientErrorEntry; onOpen: Open; size?: 'xs' | 'md' }) {
  return (
    <Button variant="subtle" size={size} onClick={() => onOpen(entry)} aria-label={`Details zum Fehler vom ${formatInstant(entry.createdAt)}`}>
      Details
    </Button>
  );
}

/** Desktop: one row per report. */
function ErrorTable({ entries, onOpen }: { entries: ClientErrorList; onOpen: Open }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Zeit</Table.Th>
          <Table.Th>Benutzer</Table.Th>
          <Table.Th>Ansicht</Table.Th>
          <Table.Th>Meldung</Table.Th>
          <Table.Th><VisuallyHidden>Aktionen</VisuallyHidden></Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.createdAt)}</Table.Td>
            <Table.Td>{reporterText(entry.user)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.url || '–'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{shortMessage(entry.message)}</Table.Td>
            <Table.Td><DetailsButton entry={entry} onOpen={onOpen} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phone: one card per report, nothing to scroll sideways. */
function ErrorCards({ entries, onOpen }: { entries: ClientErrorList; onOpen: Open }) {
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm" component="article" aria-label={`Fehler vom ${formatInstant(entry.createdAt)}`}>
          <Text size="sm">{formatInstant(entry.createdAt)} · {reporterText(entry.user)}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{entry.url || '–'}</Text>
          <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>{shortMessage(entry.message)}</Text>
          <Group justify="flex-end"><DetailsButton entry={entry} onOpen={onOpen} size="md" /></Group>
        </Card>
      ))}
    </Stack>
  );
}

/** admin/client-errors: the latest errors the app met on users' devices (newest first). */
export function AdminErrorsScreen() {
  const { data, loading, error, reload } = useApi(loadClientErrors, [], 'Konnte die Fehlerberichte nicht laden');
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
        <Box visibleFrom="sm"><ErrorTable entries={data ?? []} onOpen={setOpen} /></Box>
        <Box hiddenFrom="sm"><ErrorCards entries={data ?? []} onOpen={setOpen} /></Box>
      </LoadState>
      <ErrorDetailsModal entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
