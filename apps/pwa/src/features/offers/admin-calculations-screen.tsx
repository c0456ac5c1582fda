import { Button, Group, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { serviceByTypeId } from '@tragkraft/domain';
import { LoadState } from '../../ui/load-state';
import { Money } from '../../ui/money';
import { useApi } from '../../ui/use-api';
import { calculationTime } from './calculation-time';
import { downloadOffer } from './offer-download';
import { loadCalculations } from './offers-api';

// The spec's general load-failure text; it has no own text for the calculations list.
const CALCULATIONS_FAILED = 'Fehler beim Laden der Daten';

/** /admin/calculations: the newest 200 calculations of all clients. */
export function AdminCalculationsScreen() {
  const rows = useApi(loadCalculations, [], CALCULATIONS_FAILED);
  return (
    <Stack>
      <Title order={1}>Berechnungen</Title>
      <LoadState loading={rows.loading} error={rows.error} empty={rows.data?.length === 0} emptyText="Noch keine Berechnungen vorhanden.">
        <ScrollArea>
          <Table striped highlightOnHover miw={820} aria-label="Berechnungen">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nr.</Table.Th>
                <Table.Th>Datum</Table.Th>
                <Table.Th>Kunde</Table.Th>
                <Table.Th>Login</Table.Th>
                <Table.Th>Dienst</Table.Th>
                <Table.Th ta="right">Total CHF</Table.Th>
                <Table.Th>bestellt</Table.Th>
                <Table.Th>Offerte</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows.data ?? []).map((row) => (
                <Table.Tr key={row.calcId}>
                  <Table.Td>{row.calcId}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{calculationTime(row.createdAt)}</Table.Td>
                  <Table.Td>{row.company}</Table.Td>
                  <Table.Td>{row.userEmail}</Table.Td>
                  <Table.Td>{serviceByTypeId(row.typeId)?.name ?? row.typeId}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Money value={row.total} />
                  </Table.Td>
                  <Table.Td>{row.ordered ? 'ja' : 'nein'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="light" aria-label={`PDF Offerte ${row.calcId}`} onClick={() => downloadOffer(row.calcId, 'pdf')}>
                        PDF
                      </Button>
                      <Button size="compact-xs" variant="light" aria-label={`Word Offerte ${row.calcId}`} onClick={() => downloadOffer(row.calcId, 'docx')}>
                        Word
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </LoadState>
    </Stack>
  );
}
