// The result lists of an import (Zugeordnet, Nicht zugeordnet, Rückbuchungen, Bereits importiert)
// and the ignored entries; each a table that scrolls sideways on a phone.
import { Button, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatChf, formatChfWithCurrency, formatDate } from '@tragkraft/domain';
import type { IgnoredPayment, PaymentItem } from '@tragkraft/sync-protocol';
import { outcomeText, referenceText } from './payment-texts';

function Section({ title, count, emptyText, children }: { title: string; count: number; emptyText: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">{title} ({count})</Title>
      {count === 0 ? <Text c="dimmed" size="sm">{emptyText}</Text> : <Table.ScrollContainer minWidth={640}>{children}</Table.ScrollContainer>}
    </section>
  );
}

function PaymentTable({ items, action }: { items: PaymentItem[]; action?: (item: PaymentItem) => ReactNode }) {
  return (
    <Table striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Valuta</Table.Th>
          <Table.Th ta="right">Betrag</Table.Th>
          <Table.Th>Referenz</Table.Th>
          <Table.Th>Zahler</Table.Th>
          <Table.Th>Rechnung</Table.Th>
          <Table.Th>Datei</Table.Th>
          {action && <Table.Th>Aktion</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={item.paymentId ?? `row-${index}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.valueDate)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatChfWithCurrency(item.amount)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{referenceText(item.reference)}</Table.Td>
            <Table.Td>{item.debtor ?? '–'}</Table.Td>
            <Table.Td>
              {item.invoiceNumber === null ? '–' : item.outcome === null && item.openAmount === null ? `Nr. ${item.invoiceNumber}` : `Nr. ${item.invoiceNumber}: ${outcomeText(item)}`}
              {item.statusReason && <Text size="xs" c="dimmed">{item.statusReason}</Text>}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.fileName}</Table.Td>
            {action && <Table.Td>{action(item)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function MatchedList({ items }: { items: PaymentItem[] }) {
  return (
    <Section title="Zugeordnet" count={items.length} emptyText="Keine Zahlung wurde einer Rechnung zugeordnet.">
      <PaymentTable items={items} />
    </Section>
  );
}

export function UnmatchedList({ items, onAssign }: { items: PaymentItem[]; onAssign: (item: PaymentItem) => void }) {
  return (
    <Section title="Nicht zugeordnet" count={items.length} emptyText="Alle Zahlungen konnten zugeordnet werden.">
      <PaymentTable
        items={items}
        action={(item) =>
          item.invoiceId === null ? (
            <Button size="xs" variant="light" onClick={() => onAssign(item)}>Rechnung zuordnen…</Button>
          ) : (
            <Text size="sm">zugeordnet</Text>
          )
        }
      />
    </Section>
  );
}

export function ReversedList({ items }: { items: PaymentItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section title="Rückbuchungen" count={items.length} emptyText="">
      <PaymentTable items={items} />
    </Section>
  );
}

export function DuplicateList({ items, onAssign }: { items: PaymentItem[]; onAssign: (item: PaymentItem) => void }) {
  return (
    <Section title="Bereits importiert" count={items.length} emptyText="Keine Zahlung war bereits importiert.">
      <PaymentTable items={items} action={(item) => (item.invoiceId === null ? <Button size="xs" variant="subtle" onClick={() => onAssign(item)}>Rechnung zuordnen…</Button> : null)} />
    </Section>
  );
}

export function IgnoredList({ items }: { items: IgnoredPayment[] }) {
  if (items.length === 0) return null;
  return (
    <Section title="Nicht verbucht" count={items.length} emptyText="">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Valuta</Table.Th>
            <Table.Th ta="right">Betrag</Table.Th>
            <Table.Th>Referenz</Table.Th>
            <Table.Th>Grund</Table.Th>
            <Table.Th>Datei</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.valueDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{item.currency} {formatChf(item.amount)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{referenceText(item.reference)}</Table.Td>
              <Table.Td>{item.reason}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.fileName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
