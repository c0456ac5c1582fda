// "Rechnung zuordnen…": books an unassigned payment on one invoice picked from the open ones,
// or splits it over several invoices of the same client (issue 28 §2). The modal shows what
// is left of the payment and refuses a split larger than the payment before sending; a rest
// goes with the first invoice (as its credit when that one is paid in full), like the server.
import { Button, CloseButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatChfWithCurrency } from '@tragkraft/domain';
import type { OpenInvoice, PaymentItem, PaymentJournalEntry } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { useApi } from '../../ui/use-api';
import { defaultShareRp, splitState, type SplitRow } from './payment-split';
import { loadOpenInvoices, splitPayment } from './payments-api';
import { referenceText } from './payment-texts';

/** What the modal shows of the payment: an import's item or a journal entry. */
type Assignable = Pick<PaymentItem, 'paymentId' | 'amount' | 'valueDate' | 'reference' | 'debtor'>;

/** At most this many invoices in one split (the endpoint's limit). */
const MAX_ROWS = 20;

export function AssignPaymentModal({ payment, onClose, onAssigned }: { payment: Assignable | null; onClose: () => void; onAssigned: (booked: PaymentJournalEntry) => void }) {
  return (
    <Modal opened={payment !== null} onClose={onClose} title="Rechnung zuordnen" centered size="lg">
      {payment && <AssignForm payment={payment} onClose={onClose} onAssigned={onAssigned} />}
    </Modal>
  );
}

const invoiceLabel = (invoice: OpenInvoice) => `Nr. ${invoice.invoiceNumber} · ${invoice.clientName} · offen ${formatChfWithCurrency(invoice.openAmount)}`;

function AssignForm({ payment, onClose, onAssigned }: { payment: Assignable; onClose: () => void; onAssigned: (booked: PaymentJournalEntry) => void }) {
  const { data, loading, error } = useApi(loadOpenInvoices, [], 'Konnte die offenen Rechnungen nicht laden.');
  const [rows, setRows] = useState<SplitRow[]>([{ invoiceId: null, amountRp: payment.amount }]);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const open = data ?? [];
  const state = splitState(payment.amount, rows);
  // Further invoices are the first one's client's: a payment belongs to one debtor.
  const firstClient = open.find((invoice) => invoice.invoiceId === rows[0]?.invoiceId)?.clientName;

  const change = (index: number, row: Partial<SplitRow>) => setRows((current) => current.map((r, i) => (i === index ? { ...r, ...row } : r)));
  const choose = (index: number, value: string | null) => {
    const invoice = open.find((i) => String(i.invoiceId) === value);
    if (!invoice) return change(index, { invoiceId: null });
    // A single row keeps the whole payment (a surplus is the invoice's credit); a further row takes its share.
    change(index, { invoiceId: invoice.invoiceId, ...(rows.length > 1 ? { amountRp: defaultShareRp(payment.amount, rows, index, invoice.openAmount) } : {}) });
  };
  const addRow = () => {
    setRows((current) => {
      // The first invoice keeps what it is owed; the new row starts with what is left.
      const first = open.find((invoice) => invoice.invoiceId === current[0]?.invoiceId);
      const head = current.length === 1 && first ? [{ ...current[0]!, amountRp: Math.min(first.openAmount, payment.amount) }] : current;
      const left = payment.amount - head.reduce((total, row) => total + (row.amountRp ?? 0), 0);
      return [...head, { invoiceId: null, amountRp: Math.max(0, left) }];
    });
  };

  const removeRow = (index: number) => {
    // Back to one invoice: it takes the whole payment again.
    setRows((current) => current.filter((_, i) => i !== index).map((row, _, left) => (left.length === 1 ? { ...row, amountRp: payment.amount } : row)));
  };

  const save = async () => {
    if (payment.paymentId === null || state.problem !== null || !checkNumberFields(form.current)) return;
    setBusy(true);
    try {
      const booked = await splitPayment(payment.paymentId, rows.map((row) => ({ invoiceId: row.invoiceId!, amount: row.amountRp! })));
      const numbers = booked.allocations.map((a) => `Nr. ${a.invoiceNumber} (${formatChfWithCurrency(a.amount)})`).join(', ');
      notifySuccess(`Zahlung zugeordnet: ${numbers}.`);
      onAssigned(booked);
    } catch (failure) {
      notifyError(withServerMessage('Die Zahlung konnte nicht zugeordnet werden.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack ref={form}>
      <Text size="sm">
        {formatChfWithCurrency(payment.amount)} vom {payment.valueDate.split('-').reverse().join('.')} · {referenceText(payment.reference)}
        {payment.debtor ? ` · ${payment.debtor}` : ''}
      </Text>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine offenen Rechnungen.">
        {rows.map((row, index) => {
          const options = open
            .filter((invoice) => index === 0 || invoice.clientName === firstClient)
            .filter((invoice) => invoice.invoiceId === row.invoiceId || !rows.some((r) => r.invoiceId === invoice.invoiceId))
            .map((invoice) => ({ value: String(invoice.invoiceId), label: invoiceLabel(invoice) }));
          const label = rows.length === 1 ? 'Rechnung' : `Rechnung ${index + 1}`;
          return (
            <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
              <Select
                style={{ flex: 1 }}
                label={label}
                placeholder="Nummer oder Kunde suchen"
                searchable
                data={options}
                value={row.invoiceId === null ? null : String(row.invoiceId)}
                onChange={(value) => choose(index, value)}
                nothingFoundMessage="Keine passende Rechnung"
                disabled={index > 0 && firstClient === undefined}
              />
              {rows.length > 1 && (
                <>
                  <NumberInput
                    w={150}
                    kind="chf"
                    min={0.01}
                    required
                    label={`Betrag ${index + 1} (CHF)`}
                    value={row.amountRp === null ? null : row.amountRp / 100}
                    onChange={(value) => change(index, { amountRp: value === null ? null : Math.round(value * 100) })}
                  />
                  <CloseButton mb={6} aria-label={`Zeile ${index + 1} entfernen`} onClick={() => removeRow(index)} />
                </>
              )}
            </Group>
          );
        })}
        <Group justify="space-between">
          <Button variant="subtle" size="xs" onClick={addRow} disabled={rows[0]?.invoiceId == null || rows.length >= MAX_ROWS}>
            Weitere Rechnung
          </Button>
          {rows.length > 1 && (
            <Text size="sm" aria-live="polite" data-testid="split-rest" c={state.restRp < 0 ? 'red' : undefined}>
              Zugeordnet {formatChfWithCurrency(state.assignedRp)} · Rest {formatChfWithCurrency(state.restRp)}
            </Text>
          )}
        </Group>
        {rows.length > 1 && state.restRp > 0 && state.problem === null && (
          <Text size="xs" c="dimmed">Der Rest geht mit der ersten Rechnung (als Guthaben, wenn sie bezahlt ist).</Text>
        )}
        {rows.length > 1 && state.problem !== null && state.restRp < 0 && (
          <Text size="sm" c="red" role="alert">{state.problem}</Text>
        )}
      </LoadState>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Abbrechen</Button>
        <Button onClick={() => void save()} loading={busy} disabled={state.problem !== null}>Zuordnen</Button>
      </Group>
    </Stack>
  );
}
