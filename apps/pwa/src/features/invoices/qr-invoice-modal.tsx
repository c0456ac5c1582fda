import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { formatChf, type InvoiceLine, type Rappen } from '@tragkraft/domain';
import { useState, type FormEvent } from 'react';
import { withServerMessage } from '../../api/api-error';
import { saveFile } from '../../ui/save-file';
import { createQrInvoice } from './invoices-api';
import { INVOICE_FAILURE } from './invoice-errors';
import { checkQrAmount, qrAmountOfLines } from './qr-amount';
import { useBusyAction } from './use-busy-action';

interface Props {
  invoiceNumber: number | null;
  /** The lines on the screen (edited or not): the amount is their total, not the proposal's. */
  lines: readonly InvoiceLine[];
  onClose: () => void;
}

/** A QR-bill alone: the invoice number as message and an amount (the total on the screen). */
export function QrInvoiceModal({ invoiceNumber, lines, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} closeOnClickOutside={false} title="QR-Rechnung" zIndex={300} closeButtonProps={{ 'aria-label': 'Schliessen' }}>
      <QrForm invoiceNumber={invoiceNumber} amount={qrAmountOfLines(lines)} onClose={onClose} />
    </Modal>
  );
}

function QrForm({ invoiceNumber, amount, onClose }: { invoiceNumber: number | null; amount: Rappen; onClose: () => void }) {
  const [message, setMessage] = useState(invoiceNumber === null ? '' : String(invoiceNumber));
  const [amountText, setAmountText] = useState(formatChf(amount));
  const [amountError, setAmountError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQrAmount(amountText);
    if (!checked.ok) {
      setAmountError(checked.error);
      return;
    }
    void run('qr', async () => {
      const { blob, fileName } = await createQrInvoice(message.trim(), checked.amount);
      saveFile(blob, fileName ?? 'QR Rechnung.pdf');
    }, (error) => withServerMessage(INVOICE_FAILURE.qr, error));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Mitteilung (Rechnungsnummer)" value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
        <TextInput
          label="Betrag (CHF)"
          required
          inputMode="decimal"
          value={amountText}
          error={amountError}
          onChange={(event) => {
            setAmountText(event.currentTarget.value);
            setAmountError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Schliessen
          </Button>
          <Button type="submit" loading={busy === 'qr'}>
            QR-Rechnung erstellen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
