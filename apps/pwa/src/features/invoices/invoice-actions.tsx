import { Button, Group } from '@mantine/core';
import type { InvoiceLine } from '@tragkraft/domain';
import { withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';
import { createInvoice, downloadInvoicePdf, downloadInvoiceWord, type InvoiceData, type InvoiceTarget } from './invoices-api';
import { createFailureText, INVOICE_FAILURE } from './invoice-errors';
import { useBusyAction } from './use-busy-action';

interface Props {
  target: InvoiceTarget;
  data: InvoiceData;
  lines: InvoiceLine[];
  /** false once sent or paid: the invoice cannot be (re-)created any more. */
  changeable: boolean;
  onCreated: () => void;
  onQr: () => void;
}

/** Create (or re-create while unsent), the PDF and Word downloads, and the QR invoice. */
export function InvoiceActions({ target, data, lines, changeable, onCreated, onQr }: Props) {
  const { busy, run } = useBusyAction();
  const invoiceId = data.invoiceId;

  const create = () =>
    run('create', async () => {
      const { blob, fileName } = await createInvoice(target, invoiceId, lines);
      saveFile(blob, fileName ?? 'Rechnung.pdf');
      notifySuccess(invoiceId === null ? 'Die Rechnung wurde erstellt' : 'Die Rechnung wurde aktualisiert');
      onCreated();
    }, createFailureText);

  const download = (key: string, load: () => Promise<{ blob: Blob; fileName: string | null }>, fallbackName: string) =>
    run(key, async () => {
      const { blob, fileName } = await load();
      saveFile(blob, fileName ?? fallbackName);
    }, (error) => withServerMessage(INVOICE_FAILURE.download, error));

  return (
    <Group gap="xs">
      {changeable && (
        <Button loading={busy === 'create'} disabled={busy !== null && busy !== 'create'} onClick={create}>
          {invoiceId === null ? 'Rechnung erstellen' : 'Rechnung aktualisieren'}
        </Button>
      )}
      {invoiceId !== null && (
        <Button variant="default" loading={busy === 'pdf'} onClick={() => download('pdf', () => downloadInvoicePdf(invoiceId), 'Rechnung.pdf')}>
          PDF herunterladen
        </Button>
      )}
      <Button variant="default" loading={busy === 'word'} onClick={() => download('word', () => downloadInvoiceWord(target), 'Rechnung.docx')}>
        Word herunterladen
      </Button>
      <Button variant="default" onClick={onQr}>
        QR-Rechnung
      </Button>
    </Group>
  );
}
