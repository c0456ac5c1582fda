// The questions of the payments journal as Mantine modals (issue 28): a reason to ignore a payment
// (TWINT, deposit, wrong account), and the confirmation before an assignment or ignore is undone.
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatChfWithCurrency, formatDate } from '@tragkraft/domain';
import type { PaymentJournalEntry } from '@tragkraft/sync-protocol';
import { ConfirmModal } from '../../ui/confirm-modal';

interface Props {
  entry: PaymentJournalEntry;
  busy: boolean;
  onCancel: () => void;
}

const paymentText = (entry: PaymentJournalEntry) => `${formatChfWithCurrency(entry.amount)} vom ${formatDate(entry.bookingDate)}${entry.debtor ? ` von ${entry.debtor}` : ''}`;

export function IgnorePaymentModal({ entry, busy, onCancel, onConfirm }: Props & { onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmModal opened title="Zahlung ignorieren" confirmLabel="Ignorieren" busy={busy} disabled={reason.trim() === ''} onConfirm={() => onConfirm(reason.trim())} onCancel={onCancel}>
      <Text size="sm">{paymentText(entry)}</Text>
      <TextInput label="Grund" required data-autofocus placeholder="z. B. TWINT, Anzahlung, falsches Konto" maxLength={200} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
    </ConfirmModal>
  );
}

export function UndoPaymentModal({ entry, busy, onCancel, onConfirm }: Props & { onConfirm: () => void }) {
  return (
    <ConfirmModal opened title="Zuordnung aufheben" confirmLabel="Aufheben" confirmColor="red" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <Text size="sm">{paymentText(entry)}</Text>
      <Text size="sm">{entry.status === 'ignored' ? 'Die Zahlung ist danach wieder nicht zugeordnet.' : 'Die Zahlung ist danach wieder nicht zugeordnet und die Rechnung wieder offen.'}</Text>
    </ConfirmModal>
  );
}
