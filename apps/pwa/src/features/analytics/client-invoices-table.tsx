import { Table } from '@mantine/core';
import { formatChf, formatTableDate, zurichToday } from '@tragkraft/domain';
import type { ClientInvoiceFigures } from '@tragkraft/sync-protocol';
import { formatDays } from './figures-text';

const day = (instant: string | null) => (instant ? formatTableDate(zurichToday(new Date(instant))) : '–');

/** The invoices of the client's stages: when sent, when paid and how long payment takes. */
export function ClientInvoicesTable({ invoices }: { invoices: ClientInvoiceFigures[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Rechnungen des Kunden" data-testid="client-invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rechnung</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Erstellt</Table.Th>
            <Table.Th>Versendet</Table.Th>
            <Table.Th>Bezahlt</Table.Th>
            <Table.Th ta="right">Tage seit Versand</Table.Th>
            <Table.Th ta="right">Tage bis bezahlt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.invoiceId}>
              <Table.Td>{invoice.invoiceNumber}</Table.Td>
              <Table.Td ta="right">{formatChf(invoice.total)}</Table.Td>
              <Table.Td>{day(invoice.invoiceTime)}</Table.Td>
              <Table.Td>{day(invoice.invoiceSentTime)}</Table.Td>
              <Table.Td>{day(invoice.invoicePaidTime)}</Table.Td>
              <Table.Td ta="right">{formatDays(invoice.daysSinceSent)}</Table.Td>
              <Table.Td ta="right">{formatDays(invoice.daysToPaid)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
