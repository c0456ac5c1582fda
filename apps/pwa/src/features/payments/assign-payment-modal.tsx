// "Rechnung zuordnen…": books an unmatched payment on an invoice picked from the open ones.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatChfWithCurrency } from '@tragkraft/domain';
import type { PaymentItem } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { assignPayment, loadOpenInvoices } from './payments-api';
import { outcomeText, referenceText } from './payment-texts';

/** What the modal shows of the payment: an import's item or a journal entry. */
type Assignable = Pick<PaymentItem, 'paymentId' | 'amount' | 'valueDate' | 'reference' | 'debtor'>;

export function AssignPaymentModal({ payment, onClose, onAssigned }: { payment: Assignable | null; onClose: () => void; onAssigned: (booked: PaymentItem) => void }) {
  return (
    <Modal opened={payment !== null} onClose={onClose} title="Rechnung zuordnen" centered>
      {payment && <AssignForm payment={payment} onClose={onClose} onAssigned={onAssigned} />}
    </Modal>
  );
}

function AssignForm({ payment, onClose, onAssigned }: { payment: Assignable; onClose: () => void; onAssigned: (booked: PaymentItem) => void }) {
  const { data, loading, error } = useApi(loadOpenInvoices, [], 'Konnte die offenen Rechnungen nicht laden.');
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (data ?? []).map((invoice) => ({
    value: String(invoice.invoiceId),
    label: `Nr. ${invoice.invoiceNumber} · ${invoice.clientName} · offen ${formatChfWithCurrency(invoice.openAmount)}`,
  }));

  const save = async () => {
    if (!invoiceId || payment.paymentId === null) return;
    setBusy(true);
    try {
      const booked = await assignPayment({ paymentId: payment.paymentId, invoiceId: Number(invoiceId) });
      notifySuccess(`Zahlung der Rechnung Nr. ${booked.invoiceNumber} zugeordnet: ${outcomeText(booked)}.`);
      onAssigned(booked);
    } catch (failure) {
      notifyError(withServerMessage('Die Zahlung konnte nicht zugeordnet werden.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">
        {formatChfWithCurrency(payment.amount)} vom {payment.valueDate.split('-').reverse().join('.')} · {referenceText(payment.reference)}
        {payment.debtor ? ` · ${payment.debtor}` : ''}
      </Text>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine offenen Rechnungen.">
        <Select label="Rechnung" placeholder="Nummer oder Kunde suchen" searchable data={options} value={invoiceId} onChange={setInvoiceId} nothingFoundMessage="Keine passende Rechnung" />
      </LoadState>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Abbrechen</Button>
        <Button onClick={() => void save()} loading={busy} disabled={!invoiceId}>Zuordnen</Button>
      </Group>
    </Stack>
  );
}
