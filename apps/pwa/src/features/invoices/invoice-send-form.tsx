import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toChf, toRappen, zurichToday } from '@tragkraft/domain';
import { withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { NumberInput } from '../../ui/number-input';
import { markInvoicePaid, sendInvoice, type InvoiceData } from './invoices-api';
import { INVOICE_FAILURE } from './invoice-errors';
import { useBusyAction } from './use-busy-action';

interface Props {
  data: InvoiceData & { invoiceId: number };
  /** Lines were changed here but the invoice was not re-created: sending would send the old one. */
  unsavedLines: boolean;
  onChanged: () => void;
}

/** Sending (until paid; a re-send is allowed) and, once sent, marking the invoice paid. */
export function InvoiceSendForm({ data, unsavedLines, onChanged }: Props) {
  const [email, setEmail] = useState(data.clientInvoiceEmail);
  const [message, setMessage] = useState(data.sentMessage ?? '');
  const { busy, run } = useBusyAction();
  const sent = data.invoiceSentTime !== null;
  // "Als bezahlt markieren" asks for the payment's date and amount first (issue 28).
  const [paying, setPaying] = useState(false);
  const [paymentDate, setPaymentDate] = useState(() => zurichToday(new Date()));
  const [amountChf, setAmountChf] = useState<number | null>(() => toChf(data.openAmount));
  const amount = amountChf === null ? null : toRappen(amountChf);

  const send = () =>
    run('send', async () => {
      await sendInvoice(data.invoiceId, email.trim(), message);
      notifySuccess('Die Rechnung wurde versandt');
      onChanged();
    }, (error) => withServerMessage(INVOICE_FAILURE.send, error));

  const markPaid = () =>
    run('paid', async () => {
      await markInvoicePaid(data.invoiceId, { paymentDate, amount: amount ?? undefined });
      setPaying(false);
      notifySuccess('Die Zahlung wurde erfasst');
      onChanged();
    }, (error) => withServerMessage(INVOICE_FAILURE.markPaid, error));

  return (
    <Stack gap="sm">
      <TextInput
        label="Empfänger"
        description="Mehrere E-Mail-Adressen mit Komma trennen"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Textarea
        label="Nachricht"
        description="Leer lassen für den Standardtext"
        autosize
        minRows={3}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button loading={busy === 'send'} disabled={unsavedLines || (busy !== null && busy !== 'send')} onClick={send}>
          {sent ? 'Rechnung erneut senden' : 'Rechnung senden'}
        </Button>
        {sent && !paying && (
          <Button color="green" variant="light" disabled={busy !== null} onClick={() => setPaying(true)}>
            Als bezahlt markieren
          </Button>
        )}
      </Group>
      {sent && paying && (
        <Group gap="xs" align="flex-end">
          <TextInput type="date" label="Zahlungsdatum" value={paymentDate} max={zurichToday(new Date())} onChange={(event) => setPaymentDate(event.currentTarget.value)} />
          <NumberInput kind="chf" min={0.01} required label="Betrag (CHF)" value={amountChf} onChange={setAmountChf} />
          <Button color="green" loading={busy === 'paid'} disabled={amount === null || amount <= 0 || !paymentDate} onClick={markPaid}>
            Zahlung erfassen
          </Button>
          <Button variant="default" onClick={() => setPaying(false)}>Abbrechen</Button>
        </Group>
      )}
    </Stack>
  );
}
