import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { InvoiceLine } from '@tragkraft/domain';
import { useState } from 'react';
import { InvoiceActions } from './invoice-actions';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import { InvoiceCreditTransfer } from './invoice-credit-transfer';
import { InvoiceHistory } from './invoice-history';
import type { InvoiceData, InvoiceTarget } from './invoices-api';
import { InvoiceFacts } from './invoice-facts';
import { AddIcon } from '../../ui/icons';
import { InvoiceLineModal } from './invoice-line-modal';
import { customLineHint, putLine, removeLine, sameLines } from './invoice-lines';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceSendForm } from './invoice-send-form';
import { invoiceStatus } from './invoice-status';
import { InvoiceStatusBox } from './invoice-status-box';
import { InvoiceWriteOff } from './invoice-write-off';

interface Props {
  target: InvoiceTarget;
  data: InvoiceData;
  /** The invoice changed on the server (created, sent, paid): reload it. */
  onChanged: () => void;
  /** Opens the QR invoice for the lines as they are on the screen. */
  onQr: (lines: InvoiceLine[]) => void;
  /** A line modal is open (the invoice modal then leaves Escape to it). */
  onLineModal: (open: boolean) => void;
}

/** The invoice of one stage or service order: state, facts, lines, totals and the actions. */
export function InvoiceEditor({ target, data, onChanged, onQr, onLineModal }: Props) {
  const [lines, setLines] = useState<InvoiceLine[]>(data.invoiceLines);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const status = invoiceStatus(data);
  const changeable = status === 'none' || status === 'created';
  const limitHint = customLineHint(lines);
  const unsaved = data.invoiceId !== null && !sameLines(lines, data.invoiceLines);

  const edit = (index: number | null) => {
    setEditing({ index });
    onLineModal(true);
  };
  const closeLine = () => {
    setEditing(null);
    onLineModal(false);
  };

  return (
    <Stack>
      <InvoiceStatusBox data={data} />
      <InvoiceFacts data={data} />
      <Divider label="Positionen" labelPosition="left" />
      {data.proposed && <Text size="sm" c="dimmed">Vorgeschlagene Positionen; sie werden mit «Rechnung erstellen» gespeichert.</Text>}
      <InvoiceLinesTable lines={lines} changeable={changeable} onEdit={edit} onRemove={(index) => setLines(removeLine(lines, index))} />
      {changeable && (
        <Group gap="sm">
          <Button variant="light" leftSection={<AddIcon />} disabled={limitHint !== null} onClick={() => edit(null)}>
            Position hinzufügen
          </Button>
          {limitHint && <Text size="sm" c="dimmed">{limitHint}</Text>}
        </Group>
      )}
      {!changeable && (
        <Text size="sm" c="dimmed">
          {status === 'paid' ? 'Die Rechnung ist bezahlt und kann nicht mehr geändert werden.' : 'Die Rechnung wurde versandt und kann nicht mehr geändert werden.'}
        </Text>
      )}
      {unsaved && (
        <Alert color="yellow" variant="light">Die Positionen wurden geändert. Bitte aktualisieren Sie die Rechnung, bevor Sie sie senden.</Alert>
      )}
      <InvoiceActions target={target} data={data} lines={lines} changeable={changeable} onCreated={onChanged} onQr={() => onQr(lines)} />
      {data.invoiceId !== null && status !== 'paid' && (
        <>
          <Divider label="Versand" labelPosition="left" />
          <InvoiceSendForm data={{ ...data, invoiceId: data.invoiceId }} unsavedLines={unsaved} onChanged={onChanged} />
        </>
      )}
      {data.invoiceId !== null && data.invoiceSentTime !== null && (
        <>
          <Divider label="Gutschriften" labelPosition="left" />
          <InvoiceCreditNotes invoiceId={data.invoiceId} onChanged={onChanged} />
        </>
      )}
      {data.invoiceId !== null && data.invoiceSentTime !== null && data.openAmount > 0 && (
        <>
          <Divider label="Abschreibung" labelPosition="left" />
          <InvoiceWriteOff invoiceId={data.invoiceId} openAmount={data.openAmount} onChanged={onChanged} onDialog={onLineModal} />
        </>
      )}
      {data.invoiceId !== null && data.credit > 0 && (
        <>
          <Divider label="Guthaben" labelPosition="left" />
          <InvoiceCreditTransfer invoiceId={data.invoiceId} clientId={data.clientId} clientName={data.clientName} credit={data.credit} onChanged={onChanged} onDialog={onLineModal} />
        </>
      )}
      {data.invoiceId !== null && (
        <>
          <Divider label="Verlauf" labelPosition="left" />
          <InvoiceHistory invoiceId={data.invoiceId} version={data} />
        </>
      )}
      {editing && (
        <InvoiceLineModal
          line={editing.index === null ? null : (lines[editing.index] ?? null)}
          onClose={closeLine}
          onApply={(line) => {
            setLines(putLine(lines, editing.index, line));
            closeLine();
          }}
        />
      )}
    </Stack>
  );
}
