import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { toChf, type InvoiceLine, type Rappen } from '@tragkraft/domain';
import { useRef, useState, type FormEvent } from 'react';
import { withServerMessage } from '../../api/api-error';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { saveFile } from '../../ui/save-file';
import { createQrInvoice } from './invoices-api';
import { INVOICE_FAILURE } from './invoice-errors';
import { checkQrAmount, QR_MAX_CHF, qrAmountOfLines } from './qr-amount';
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
  const [amountChf, setAmountChf] = useState<number | null>(toChf(amount));
  const formRef = useRef<HTMLFormElement>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkNumberFields(formRef.current)) return;
    const checked = checkQrAmount(amountChf);
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
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Mitteilung (Rechnungsnummer)" value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
        <NumberInput
          kind="chf"
          max={QR_MAX_CHF}
          label="Betrag (CHF)"
          withAsterisk
          value={amountChf}
          error={amountError}
          onChange={(value) => {
            setAmountChf(value);
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
