// An invoice's credit from an overpayment (issue 28 section 4): "Guthaben zurückzahlen" records a
// refund with date, amount and note; "Verrechnen mit Rechnung…" sets it off against another open
// invoice of the same client. The server checks the amount against the credit and the client.
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatChf, formatDate, zurichToday } from '@tragkraft/domain';
import { invoiceJournalEndpoints, paymentsEndpoints } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { call } from '../../api/client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { notifySuccess } from '../../ui/notify';
import { NumberInput } from '../../ui/number-input';
import { useApi } from '../../ui/use-api';
import { useBusyAction } from './use-busy-action';

interface Props {
  invoiceId: number;
  clientId: number;
  clientName: string;
  /** The credit in Rappen (> 0). */
  credit: number;
  onChanged: () => void;
  /** A dialog is open (the invoice modal then leaves Escape to it). */
  onDialog: (open: boolean) => void;
}

const FAILURE = { refund: 'Die Rückzahlung konnte nicht erfasst werden.', offset: 'Das Guthaben konnte nicht verrechnet werden.', load: 'Die offenen Rechnungen konnten nicht geladen werden.' };

const toRappen = (chf: number | null) => (chf === null ? null : Math.round(chf * 100));

export function InvoiceCreditTransfer({ invoiceId, clientId, clientName, credit, onChanged, onDialog }: Props) {
  const [dialog, setShown] = useState<'refund' | 'offset' | null>(null);
  const setDialog = (shown: 'refund' | 'offset' | null) => {
    setShown(shown);
    onDialog(shown !== null);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">Guthaben aus Überzahlung: CHF {formatChf(credit)}</Text>
        <Button size="xs" variant="default" onClick={() => setDialog('refund')}>Guthaben zurückzahlen</Button>
        <Button size="xs" variant="default" onClick={() => setDialog('offset')}>Verrechnen mit Rechnung…</Button>
      </Group>
      {dialog === 'refund' && <RefundModal invoiceId={invoiceId} credit={credit} onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'offset' && <OffsetModal invoiceId={invoiceId} clientId={clientId} clientName={clientName} credit={credit} onClose={() => setDialog(null)} onDone={onChanged} />}
    </Stack>
  );
}

interface ModalProps {
  invoiceId: number;
  credit: number;
  onClose: () => void;
  onDone: () => void;
}

function RefundModal({ invoiceId, credit, onClose, onDone }: ModalProps) {
  const { busy, run } = useBusyAction();
  const [date, setDate] = useState(() => zurichToday(new Date()));
  const [amount, setAmount] = useState<number | null>(credit / 100);
  const [note, setNote] = useState('');
  const rappen = toRappen(amount);
  const refund = () =>
    run('refund', async () => {
      await call(paymentsEndpoints.refund, { invoiceId }, { date, amount: rappen!, note: note.trim() });
      notifySuccess(`Rückzahlung über CHF ${formatChf(rappen!)} erfasst`);
      onClose();
      onDone();
    }, (e) => withServerMessage(FAILURE.refund, e));
  return (
    <ConfirmModal opened title="Guthaben zurückzahlen" confirmLabel="Rückzahlung erfassen" busy={busy === 'refund'} disabled={!date || rappen === null || rappen <= 0 || rappen > credit} onConfirm={refund} onCancel={onClose}>
      <TextInput type="date" label="Datum der Rückzahlung" required value={date} max={zurichToday(new Date())} onChange={(e) => setDate(e.currentTarget.value)} />
      <NumberInput kind="chf" label="Betrag (CHF)" required min={0.01} max={credit / 100} value={amount} onChange={setAmount} />
      <TextInput label="Notiz" placeholder="z. B. Überweisung auf das Konto des Kunden" maxLength={200} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
    </ConfirmModal>
  );
}

function OffsetModal({ invoiceId, clientId, clientName, credit, onClose, onDone }: ModalProps & { clientId: number; clientName: string }) {
  const { busy, run } = useBusyAction();
  const { data, error } = useApi(() => call(invoiceJournalEndpoints.list, { q: clientName }), [clientName], FAILURE.load);
  const open = (data?.rows ?? []).filter((row) => row.clientId === clientId && row.invoiceId !== invoiceId && row.open > 0);
  const [target, setTarget] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const chosen = open.find((row) => String(row.invoiceId) === target);
  const rappen = toRappen(amount);
  const choose = (value: string | null) => {
    setTarget(value);
    const row = open.find((r) => String(r.invoiceId) === value);
    if (row) setAmount(Math.min(credit, row.open) / 100);
  };
  const offset = () =>
    run('offset', async () => {
      await call(paymentsEndpoints.offset, { invoiceId }, { toInvoiceId: chosen!.invoiceId, amount: rappen! });
      notifySuccess(`CHF ${formatChf(rappen!)} mit Rechnung Nr. ${chosen!.invoiceNumber} verrechnet`);
      onClose();
      onDone();
    }, (e) => withServerMessage(FAILURE.offset, e));
  return (
    <ConfirmModal opened title="Verrechnen mit Rechnung" confirmLabel="Verrechnen" busy={busy === 'offset'} disabled={!chosen || rappen === null || rappen <= 0 || rappen > Math.min(credit, chosen.open)} onConfirm={offset} onCancel={onClose}>
      {error && <Text size="sm" c="red">{error}</Text>}
      {data && open.length === 0 && <Text size="sm">{clientName} hat keine andere offene Rechnung.</Text>}
      <Select
        label="Offene Rechnung"
        placeholder="Rechnung wählen"
        comboboxProps={{ zIndex: 500 }}
        data={open.map((row) => ({ value: String(row.invoiceId), label: `Nr. ${row.invoiceNumber} vom ${formatDate(row.invoiceDate)}, offen CHF ${formatChf(row.open)}` }))}
        value={target}
        onChange={choose}
      />
      <NumberInput kind="chf" label="Betrag (CHF)" required min={0.01} max={chosen ? Math.min(credit, chosen.open) / 100 : credit / 100} value={amount} onChange={setAmount} />
    </ConfirmModal>
  );
}
