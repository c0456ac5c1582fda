import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { toChf, type Rappen } from '@tragkraft/domain';
import { useRef, useState, type FormEvent } from 'react';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { saveFile } from '../../ui/save-file';
import { useApi } from '../../ui/use-api';
import { createQrInvoice, loadQrInfo, type InvoiceTarget } from './invoices-api';
import { INVOICE_FAILURE } from './invoice-errors';
import { checkQrAmount, QR_MAX_CHF } from './qr-amount';
import { useBusyAction } from './use-busy-action';

interface Props {
  target: InvoiceTarget;
  onClose: () => void;
}

/** A QR-bill alone: the invoice number as message and an amount (the invoice's total). */
export function QrInvoiceModal({ target, onClose }: Props) {
  const info = useApi(() => loadQrInfo(target), [target.stageId, target.serviceOrderId], INVOICE_FAILURE.load);
  return (
    <Modal opened onClose={onClose} closeOnClickOutside={false} title="QR-Rechnung" zIndex={300} closeButtonProps={{ 'aria-label': 'Schliessen' }}>
      <LoadState loading={info.loading} error={info.error}>
        {info.data && <QrForm invoiceNumber={info.data.invoiceNumber} amount={info.data.amount} onClose={onClose} />}
      </LoadState>
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
