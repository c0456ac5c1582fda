// The credit notes of a sent invoice (issue 28): the list with PDF downloads, and "Gutschrift
// erstellen" with a reason and, optionally, a partial net amount (else the whole rest).
import { Button, Checkbox, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatChf, formatDate, toRappen, zurichToday } from '@tragkraft/domain';
import { creditNotesEndpoints } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { call, callFile } from '../../api/client';
import { LoadState } from '../../ui/load-state';
import { NumberInput } from '../../ui/number-input';
import { notifySuccess } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';
import { useApi } from '../../ui/use-api';
import { useBusyAction } from './use-busy-action';

const FAILURE = { load: 'Die Gutschriften konnten nicht geladen werden.', create: 'Die Gutschrift konnte nicht erstellt werden.', pdf: 'Das PDF konnte nicht geladen werden.' };

export function InvoiceCreditNotes({ invoiceId, onChanged }: { invoiceId: number; onChanged: () => void }) {
  const { data, loading, error, reload } = useApi(() => call(creditNotesEndpoints.list, { invoiceId }), [invoiceId], FAILURE.load);
  const { busy, run } = useBusyAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [partial, setPartial] = useState(false);
  const [amountChf, setAmountChf] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const net = amountChf === null ? null : toRappen(amountChf);
  const invalid = reason.trim() === '' || (partial && (net === null || net <= 0 || description.trim() === ''));

  const create = () =>
    run('create', async () => {
      const lines = partial && net !== null ? [{ description: description.trim(), net }] : undefined;
      const note = await call(creditNotesEndpoints.create, { invoiceId }, { reason: reason.trim(), ...(lines ? { lines } : {}) });
      notifySuccess(`Gutschrift Nr. ${note.number} über CHF ${formatChf(note.totals.total)} erstellt`);
      setOpen(false);
      setReason('');
      setAmountChf(null);
      setDescription('');
      setPartial(false);
      reload();
      onChanged();
    }, (e) => withServerMessage(FAILURE.create, e));

  const pdf = (creditNoteId: number) =>
    run(`pdf-${creditNoteId}`, async () => {
      const { blob, fileName } = await callFile(creditNotesEndpoints.pdf, { creditNoteId });
      saveFile(blob, fileName ?? 'Gutschrift.pdf');
    }, (e) => withServerMessage(FAILURE.pdf, e));

  return (
    <LoadState loading={loading && !data} error={error}>
      {data && (
        <Stack gap="xs">
          {data.creditNotes.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nr.</Table.Th>
                    <Table.Th>Datum</Table.Th>
                    <Table.Th>Grund</Table.Th>
                    <Table.Th ta="right">Betrag CHF</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.creditNotes.map((note) => (
                    <Table.Tr key={note.creditNoteId}>
                      <Table.Td>{note.number}</Table.Td>
                      <Table.Td>{formatDate(zurichToday(new Date(note.creditTime)))}</Table.Td>
                      <Table.Td>{note.reason}</Table.Td>
                      <Table.Td ta="right">{formatChf(note.totals.total)}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="default" loading={busy === `pdf-${note.creditNoteId}`} onClick={() => pdf(note.creditNoteId)}>
                          PDF
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.uncredited === 0 ? (
            <Text size="sm" c="dimmed">Die Rechnung ist vollständig gutgeschrieben (storniert).</Text>
          ) : !open ? (
            <Group>
              <Button variant="default" onClick={() => setOpen(true)}>Gutschrift erstellen</Button>
              <Text size="sm" c="dimmed">Noch nicht gutgeschrieben: CHF {formatChf(data.uncredited)}</Text>
            </Group>
          ) : (
            <Stack gap="xs">
              <Textarea label="Grund der Gutschrift" required autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              <Checkbox label="Nur einen Teilbetrag gutschreiben" checked={partial} onChange={(e) => setPartial(e.currentTarget.checked)} />
              {partial ? (
                <Group grow align="flex-start">
                  <TextInput label="Position" required value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
                  <NumberInput kind="chf" min={0.01} label="Betrag exkl. MWST (CHF)" required value={amountChf} onChange={setAmountChf} />
                </Group>
              ) : (
                <Text size="sm">Die ganze Rechnung (CHF {formatChf(data.uncredited)}) wird gutgeschrieben.</Text>
              )}
              <Group>
                <Button loading={busy === 'create'} disabled={invalid} onClick={create}>Gutschrift erstellen</Button>
                <Button variant="default" onClick={() => setOpen(false)}>Abbrechen</Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </LoadState>
  );
}
