import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceLine } from '@tragkraft/domain';
import { useState } from 'react';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { loadInvoiceData, type InvoiceTarget } from './invoices-api';
import { InvoiceEditor } from './invoice-editor';
import { INVOICE_FAILURE } from './invoice-errors';
import { QrInvoiceModal } from './qr-invoice-modal';

export type { InvoiceTarget } from './invoices-api';

export interface InvoiceModalProps {
  target: InvoiceTarget | null;
  opened: boolean;
  onClose: () => void;
  /** Called after the invoice was created, sent or marked paid, so lists can reload. */
  onChanged?: () => void;
}

/** The invoice of a stage (or of a site-service order) in a modal, opened from the back office. */
export function InvoiceModal({ target, opened, onClose, onChanged }: InvoiceModalProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [childOpen, setChildOpen] = useState(false);
  return (
    <Modal
      opened={opened && target !== null}
      onClose={() => {
        setChildOpen(false);
        onClose();
      }}
      closeOnClickOutside={false}
      closeOnEscape={!childOpen}
      size="xl"
      fullScreen={narrow}
      title="Rechnung"
      closeButtonProps={{ 'aria-label': 'Schliessen' }}
    >
      {opened && target && <InvoiceContent target={target} onChanged={onChanged} onChildOpen={setChildOpen} />}
    </Modal>
  );
}

function InvoiceContent({ target, onChanged, onChildOpen }: { target: InvoiceTarget; onChanged?: () => void; onChildOpen: (open: boolean) => void }) {
  const { data, loading, error, reload } = useApi(() => loadInvoiceData(target), [target.stageId, target.serviceOrderId], INVOICE_FAILURE.load);
  const [qrLines, setQrLines] = useState<InvoiceLine[] | null>(null);
  const changed = () => {
    reload();
    onChanged?.();
  };
  const showQr = (lines: InvoiceLine[] | null) => {
    setQrLines(lines);
    onChildOpen(lines !== null);
  };
  // The editor starts again from the server's lines whenever the invoice or its lines changed.
  const version = data ? [data.invoiceId, data.invoiceTime, data.invoiceSentTime, data.invoicePaidTime, JSON.stringify(data.invoiceLines)].join('|') : '';

  return (
    <LoadState loading={loading && !data} error={error}>
      {data && <InvoiceEditor key={version} target={target} data={data} onChanged={changed} onQr={showQr} onLineModal={onChildOpen} />}
      {data && qrLines && <QrInvoiceModal invoiceNumber={data.invoiceNumber} lines={qrLines} onClose={() => showQr(null)} />}
    </LoadState>
  );
}
