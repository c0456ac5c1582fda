// The payments journal (issue 28): the worklist of unassigned payments (always shown, so nothing
// waits unseen after leaving the page) and every payment with filters, search and the sum.
import { Button, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatChfWithCurrency, formatDate } from '@tragkraft/domain';
import type { PaymentJournalEntry, PaymentJournalQuery, PaymentStatus } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { IgnorePaymentModal, UndoPaymentModal } from './payment-action-modals';
import { ignorePayment, loadPaymentJournal, unassignPayment } from './payments-api';
import { PAYMENT_STATUS_TEXT, referenceText } from './payment-texts';

const STATUS_OPTIONS = (Object.keys(PAYMENT_STATUS_TEXT) as PaymentStatus[]).map((status) => ({ value: status, label: PAYMENT_STATUS_TEXT[status] }));

function where(entry: PaymentJournalEntry): string {
  if (entry.allocations.length === 0) return entry.statusReason ?? '–';
  return entry.allocations.map((a) => `Nr. ${a.invoiceNumber}: ${formatChfWithCurrency(a.amount)}${a.fee > 0 ? ` + Gebühr ${formatChfWithCurrency(a.fee)}` : ''}`).join(', ');
}

function JournalTable({ entries, action }: { entries: PaymentJournalEntry[]; action: (entry: PaymentJournalEntry) => React.ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Buchung</Table.Th>
            <Table.Th ta="right">Betrag</Table.Th>
            <Table.Th>Zahler</Table.Th>
            <Table.Th>Referenz</Table.Th>
            <Table.Th>Datei</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Rechnung / Grund</Table.Th>
            <Table.Th>Aktion</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.paymentId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.bookingDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatChfWithCurrency(entry.amount)}</Table.Td>
              <Table.Td>{entry.debtor ?? '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{referenceText(entry.reference)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.source === 'manual' ? 'von Hand' : entry.fileName}</Table.Td>
              <Table.Td>{PAYMENT_STATUS_TEXT[entry.status]}</Table.Td>
              <Table.Td>{where(entry)}</Table.Td>
              <Table.Td>{action(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `round` changes after an import or an assignment elsewhere on the page: both lists reload. */
export function PaymentJournalSection({ round, onAssign }: { round: number; onAssign: (entry: PaymentJournalEntry) => void }) {
  const [query, setQuery] = useState<PaymentJournalQuery>({});
  const [search, setSearch] = useState('');
  const [local, setLocal] = useState(0);
  const worklist = useApi(() => loadPaymentJournal({ status: 'unassigned' }), [round, local], 'Konnte die offenen Zahlungen nicht laden.');
  const journal = useApi(() => loadPaymentJournal(query), [query, round, local], 'Konnte das Zahlungsjournal nicht laden.');
  const changed = () => setLocal((n) => n + 1);

  // The payment whose question is open: a reason to ignore it, or the confirmation to undo it.
  const [asking, setAsking] = useState<{ kind: 'ignore' | 'undo'; entry: PaymentJournalEntry } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
      setAsking(null);
      changed();
    } catch (failure) {
      notifyError(withServerMessage(failed, failure));
    } finally {
      setBusy(false);
    }
  };
  // Only a changed search loads the journal again: leaving the field after Enter (e.g. to click
  // "Aufheben" in a row) reloaded it, and the row's button vanished under the pointer.
  const applySearch = () => {
    const q = search.trim() || undefined;
    if (q !== query.q) setQuery({ ...query, q });
  };
  const ignore = (entry: PaymentJournalEntry) => setAsking({ kind: 'ignore', entry });
  const undo = (entry: PaymentJournalEntry) => setAsking({ kind: 'undo', entry });

  return (
    <>
      <section aria-label="Nicht zugeordnete Zahlungen">
        <Title order={2} size="h4" mb="xs">Nicht zugeordnete Zahlungen ({worklist.data?.count ?? 0})</Title>
        <LoadState loading={worklist.loading} error={worklist.error} empty={worklist.data?.entries.length === 0} emptyText="Keine Zahlung wartet auf eine Zuordnung.">
          <JournalTable
            entries={worklist.data?.entries ?? []}
            action={(entry) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => onAssign(entry)}>Rechnung zuordnen…</Button>
                <Button size="xs" variant="subtle" onClick={() => ignore(entry)}>Ignorieren</Button>
              </Group>
            )}
          />
        </LoadState>
      </section>
      <section aria-label="Zahlungsjournal">
        <Title order={2} size="h4" mb="xs">Zahlungsjournal</Title>
        <Group align="flex-end" mb="xs">
          <Select label="Status" placeholder="Alle" clearable data={STATUS_OPTIONS} value={query.status ?? null} onChange={(value) => setQuery({ ...query, status: (value as PaymentStatus | null) ?? undefined })} />
          <TextInput type="date" label="Buchung von" value={query.from ?? ''} onChange={(event) => setQuery({ ...query, from: event.currentTarget.value || undefined })} />
          <TextInput type="date" label="bis" value={query.to ?? ''} onChange={(event) => setQuery({ ...query, to: event.currentTarget.value || undefined })} />
          <TextInput
            label="Suche"
            placeholder="Zahler, Referenz, Datei, Rechnung, Betrag"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && applySearch()}
            onBlur={applySearch}
          />
        </Group>
        <LoadState loading={journal.loading} error={journal.error} empty={journal.data?.entries.length === 0} emptyText="Keine Zahlungen für diese Auswahl.">
          {journal.data && (
            <Text size="sm" mb="xs">
              {journal.data.count} Zahlungen, Summe {formatChfWithCurrency(journal.data.total)}
              {journal.data.truncated ? ` (die neuesten ${journal.data.limit} angezeigt; bitte Filter eingrenzen)` : ''}
            </Text>
          )}
          <JournalTable
            entries={journal.data?.entries ?? []}
            action={(entry) =>
              entry.status === 'assigned' || entry.status === 'ignored' ? (
                <Button size="xs" variant="subtle" onClick={() => undo(entry)}>Aufheben</Button>
              ) : entry.status === 'unassigned' ? (
                <Button size="xs" variant="light" onClick={() => onAssign(entry)}>Zuordnen…</Button>
              ) : null
            }
          />
        </LoadState>
      </section>
      {asking?.kind === 'ignore' && (
        <IgnorePaymentModal
          entry={asking.entry}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void act(() => ignorePayment(asking.entry.paymentId, reason), 'Die Zahlung wird ignoriert.', 'Die Zahlung konnte nicht ignoriert werden.')}
        />
      )}
      {asking?.kind === 'undo' && (
        <UndoPaymentModal
          entry={asking.entry}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void act(() => unassignPayment(asking.entry.paymentId), 'Die Zuordnung wurde aufgehoben.', 'Die Zuordnung konnte nicht aufgehoben werden.')}
        />
      )}
    </>
  );
}
