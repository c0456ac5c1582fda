// admin/invoices ("Rechnungen", issue 28): every sent invoice with paid, open and status;
// filters by status, invoice date and a search, the sums of what is listed, the Excel export.
// A row opens the invoice modal (credit notes, payments).
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatChf, formatChfWithCurrency, formatDate } from '@tragkraft/domain';
import { INVOICE_JOURNAL_FILE_NAME, INVOICE_STATUS_TEXTS, invoiceJournalEndpoints, type InvoiceJournalQuery, type InvoiceJournalRow, type InvoiceJournalStatus } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { useDownload } from '../../ui/use-download';
import { InvoiceModal, type InvoiceTarget } from '../invoices/invoice-modal';

const STATUS_OPTIONS = (Object.entries(INVOICE_STATUS_TEXTS) as [InvoiceJournalStatus, string][]).map(([value, label]) => ({ value, label }));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function queryOf(status: string | null, from: string, to: string, q: string): InvoiceJournalQuery {
  return {
    ...(status ? { status: status as InvoiceJournalStatus } : {}),
    ...(DATE.test(from) ? { from } : {}),
    ...(DATE.test(to) ? { to } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
}

const targetOf = (row: InvoiceJournalRow): InvoiceTarget => (row.stageId !== null ? { stageId: row.stageId } : { serviceOrderId: row.orderId });

export function InvoiceJournalScreen() {
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [q, setQ] = useState('');
  const [opened, setOpened] = useState<InvoiceTarget | null>(null);
  const query = queryOf(status, from, to, q);
  const key = JSON.stringify(query);
  const { data, loading, error, reload } = useApi(() => call(invoiceJournalEndpoints.list, query), [key], 'Konnte die Rechnungen nicht laden');
  const { busy, download } = useDownload();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Rechnungen</Title>
        <Button variant="default" loading={busy === 'excel'} onClick={() => download('excel', () => callFile(invoiceJournalEndpoints.excel, query), INVOICE_JOURNAL_FILE_NAME, 'Fehler: Konnte das Excel nicht herunterladen.')}>
          Excel herunterladen
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select label="Status" placeholder="Alle" clearable data={STATUS_OPTIONS} value={status} onChange={setStatus} w={200} />
        <TextInput label="Rechnungsdatum von" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="bis" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <TextInput label="Suche" placeholder="Nummer, Kunde, Auftrag" value={q} onChange={(e) => setQ(e.currentTarget.value)} w={260} />
      </Group>
      <LoadState loading={loading && !data} error={error} empty={data?.rows.length === 0} emptyText="Keine Rechnungen für diese Auswahl.">
        {data && (
          <>
            <Table.ScrollContainer minWidth={900}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nr.</Table.Th>
                    <Table.Th>Kunde</Table.Th>
                    <Table.Th>Auftrag</Table.Th>
                    <Table.Th>Datum</Table.Th>
                    <Table.Th>Fällig</Table.Th>
                    <Table.Th ta="right">Betrag</Table.Th>
                    <Table.Th ta="right">Bezahlt</Table.Th>
                    <Table.Th ta="right">Offen</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.invoiceId} style={{ cursor: 'pointer' }} onClick={() => setOpened(targetOf(row))}>
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" onClick={() => setOpened(targetOf(row))}>{row.invoiceNumber}</Button>
                      </Table.Td>
                      <Table.Td>{row.clientName}</Table.Td>
                      <Table.Td>{row.orderNumber || row.orderId}</Table.Td>
                      <Table.Td>{formatDate(row.invoiceDate)}</Table.Td>
                      <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                      <Table.Td ta="right">{formatChf(row.total)}</Table.Td>
                      <Table.Td ta="right">{formatChf(row.paid)}</Table.Td>
                      <Table.Td ta="right">{formatChf(row.open)}</Table.Td>
                      <Table.Td>{INVOICE_STATUS_TEXTS[row.status]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" fw={700}>
              {data.rows.length} {data.rows.length === 1 ? 'Rechnung' : 'Rechnungen'}: Betrag {formatChfWithCurrency(data.sums.total)}, bezahlt {formatChfWithCurrency(data.sums.paid)}, gutgeschrieben {formatChfWithCurrency(data.sums.credited)}, offen {formatChfWithCurrency(data.sums.open)}
            </Text>
          </>
        )}
      </LoadState>
      <InvoiceModal target={opened} opened={opened !== null} onClose={() => setOpened(null)} onChanged={reload} />
    </Stack>
  );
}
