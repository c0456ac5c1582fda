import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
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

  const send = () =>
    run('send', async () => {
      await sendInvoice(data.invoiceId, email.trim(), message);
      notifySuccess('Die Rechnung wurde versandt');
      onChanged();
    }, (error) => withServerMessage(INVOICE_FAILURE.send, error));

  const markPaid = () =>
    run('paid', async () => {
      await markInvoicePaid(data.invoiceId);
      notifySuccess('Die Rechnung wurde als bezahlt markiert');
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
        {sent && (
          <Button color="green" variant="light" loading={busy === 'paid'} disabled={busy !== null && busy !== 'paid'} onClick={markPaid}>
            Als bezahlt markieren
          </Button>
        )}
      </Group>
    </Stack>
  );
}
