// "Restbetrag abschreiben…" (issue 28): what is still open of a sent invoice that will not be
// paid is written off as a loss, after a reason, a date and a confirmation. The invoice then
// leaves the open items and the reminder runs; its history shows the write-off.
import { Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatChf, zurichToday } from '@tragkraft/domain';
import { creditNotesEndpoints } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { call } from '../../api/client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { notifySuccess } from '../../ui/notify';
import { useBusyAction } from './use-busy-action';

interface Props {
  invoiceId: number;
  /** What is open, Rappen (> 0). */
  openAmount: number;
  onChanged: () => void;
  /** A dialog is open (the invoice modal then leaves Escape to it). */
  onDialog: (open: boolean) => void;
}

export function InvoiceWriteOff({ invoiceId, openAmount, onChanged, onDialog }: Props) {
  const [shown, setShownState] = useState(false);
  const setShown = (open: boolean) => {
    setShownState(open);
    onDialog(open);
  };
  return (
    <Group gap="xs">
      <Text size="sm">Offen: CHF {formatChf(openAmount)}</Text>
      <Button size="xs" variant="default" color="red" onClick={() => setShown(true)}>Restbetrag abschreiben…</Button>
      {shown && <WriteOffModal invoiceId={invoiceId} openAmount={openAmount} onClose={() => setShown(false)} onDone={onChanged} />}
    </Group>
  );
}

function WriteOffModal({ invoiceId, openAmount, onClose, onDone }: { invoiceId: number; openAmount: number; onClose: () => void; onDone: () => void }) {
  const { busy, run } = useBusyAction();
  const today = zurichToday(new Date());
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  const writeOff = () =>
    run('writeOff', async () => {
      const done = await call(creditNotesEndpoints.writeOff, { invoiceId }, { reason: reason.trim(), date });
      notifySuccess(`CHF ${formatChf(done.amount)} abgeschrieben`);
      onClose();
      onDone();
    }, (e) => withServerMessage('Der Restbetrag konnte nicht abgeschrieben werden.', e));
  return (
    <ConfirmModal opened title="Restbetrag abschreiben" confirmLabel="Abschreiben" confirmColor="red" busy={busy === 'writeOff'} disabled={!date || reason.trim() === ''} onConfirm={writeOff} onCancel={onClose}>
      <Text size="sm">
        CHF {formatChf(openAmount)} werden als Verlust aus Forderungen abgeschrieben (die MWST darauf wird korrigiert). Die Rechnung gilt danach als abgeschrieben und wird nicht
        mehr gemahnt. Das kann nicht rückgängig gemacht werden.
      </Text>
      <TextInput type="date" label="Datum der Abschreibung" required value={date} max={today} onChange={(e) => setDate(e.currentTarget.value)} />
      <Textarea label="Grund der Abschreibung" required placeholder="z. B. Konkurs des Kunden, Verlustschein" maxLength={1000} autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
    </ConfirmModal>
  );
}
