// The history of a sent invoice (issue 28 section 3): created, sent, payments, reversals, credit
// notes, refunds and offsets, reminders and mails in the order they happened, with the PDF of
// each reminder and credit note to download again.
import { Badge, Button, Table, Text } from '@mantine/core';
import { formatChf, formatDate } from '@tragkraft/domain';
import { creditNotesEndpoints, dunningEndpoints, invoiceJournalEndpoints, type InvoiceHistoryEvent, type InvoiceHistoryKind } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { call, callFile } from '../../api/client';
import { LoadState } from '../../ui/load-state';
import { saveFile } from '../../ui/save-file';
import { useApi } from '../../ui/use-api';
import { useBusyAction } from './use-busy-action';

const KIND_LABEL: Record<InvoiceHistoryKind, string> = {
  created: 'Erstellt',
  sent: 'Versandt',
  payment: 'Zahlung',
  reversal: 'Rückbuchung',
  unassigned: 'Aufgehoben',
  creditNote: 'Gutschrift',
  refund: 'Rückzahlung',
  writeOff: 'Abschreibung',
  offsetOut: 'Verrechnung',
  offsetIn: 'Verrechnung',
  reminder: 'Mahnung',
  mail: 'E-Mail',
};

const KIND_COLOUR: Partial<Record<InvoiceHistoryKind, string>> = { payment: 'green', offsetIn: 'green', reversal: 'red', reminder: 'orange', creditNote: 'grape' };

const FAILURE = { load: 'Der Verlauf konnte nicht geladen werden.', pdf: 'Das PDF konnte nicht geladen werden.' };

const amountText = (event: InvoiceHistoryEvent) =>
  event.amount === null ? '' : `${formatChf(event.amount)}${event.fee ? ` + Gebühr ${formatChf(event.fee)}` : ''}`;

/** `version` changes whenever the invoice was reloaded, so the history follows each action. */
export function InvoiceHistory({ invoiceId, version }: { invoiceId: number; version: unknown }) {
  const { data, loading, error } = useApi(() => call(invoiceJournalEndpoints.history, { invoiceId }), [invoiceId, version], FAILURE.load);
  const { busy, run } = useBusyAction();

  const pdf = (event: InvoiceHistoryEvent) =>
    run(`pdf-${event.kind}-${event.reminderId ?? event.creditNoteId}`, async () => {
      const file =
        event.reminderId !== null
          ? await callFile(dunningEndpoints.reminderPdf, { reminderId: event.reminderId })
          : await callFile(creditNotesEndpoints.pdf, { creditNoteId: event.creditNoteId! });
      saveFile(file.blob, file.fileName ?? 'Dokument.pdf');
    }, (e) => withServerMessage(FAILURE.pdf, e));

  return (
    <LoadState loading={loading && !data} error={error}>
      {data && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} aria-label="Verlauf der Rechnung">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Datum</Table.Th>
                <Table.Th>Was</Table.Th>
                <Table.Th>Beschreibung</Table.Th>
                <Table.Th ta="right">Betrag CHF</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.events.map((event, index) => {
                const key = `pdf-${event.kind}-${event.reminderId ?? event.creditNoteId}`;
                return (
                  <Table.Tr key={index}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(event.date)}</Table.Td>
                    <Table.Td>
                      <Badge tt="none" variant="light" color={KIND_COLOUR[event.kind] ?? 'gray'}>{KIND_LABEL[event.kind]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.text}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{amountText(event)}</Table.Td>
                    <Table.Td>
                      {(event.reminderId !== null || event.creditNoteId !== null) && (
                        <Button size="xs" variant="default" loading={busy === key} onClick={() => pdf(event)}>
                          PDF
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </LoadState>
  );
}
