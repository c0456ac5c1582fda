// What each file of an import did, in numbers (Verbucht, Nicht zugeordnet, Nicht verbucht,
// Rückbuchungen, Bereits importiert), and the warnings the office must look at (reversals,
// batches already assigned by hand).
import { Alert, Stack, Table, Title } from '@mantine/core';
import { formatChfWithCurrency } from '@tragkraft/domain';
import type { PaymentImportAnswer } from '@tragkraft/sync-protocol';

export function ImportTotals({ result }: { result: Pick<PaymentImportAnswer, 'files' | 'warnings'> }) {
  if (result.files.length === 0 && result.warnings.length === 0) return null;
  return (
    <Stack gap="sm">
      {result.warnings.map((warning, index) => (
        <Alert key={index} color="orange" variant="light" role="status" title={warning.fileName}>{warning.message}</Alert>
      ))}
      {result.files.length > 0 && (
        <section aria-label="Dateien">
          <Title order={2} size="h4" mb="xs">Dateien</Title>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Datei</Table.Th>
                  <Table.Th ta="right">Verbucht</Table.Th>
                  <Table.Th ta="right">Nicht zugeordnet</Table.Th>
                  <Table.Th ta="right">Nicht verbucht</Table.Th>
                  <Table.Th ta="right">Rückbuchungen</Table.Th>
                  <Table.Th ta="right">Bereits importiert</Table.Th>
                  <Table.Th ta="right">Betrag</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.files.map((file) => (
                  <Table.Tr key={file.fileName}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.fileName}</Table.Td>
                    <Table.Td ta="right">{file.booked}</Table.Td>
                    <Table.Td ta="right">{file.unassigned}</Table.Td>
                    <Table.Td ta="right">{file.ignored}</Table.Td>
                    <Table.Td ta="right">{file.reversed}</Table.Td>
                    <Table.Td ta="right">{file.duplicates}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatChfWithCurrency(file.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      )}
    </Stack>
  );
}
