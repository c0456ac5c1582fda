// "Mahnsperre…" of an open item: without a block, the form (this invoice or every invoice of
// the client, reason, last blocked day); with one, what it says and the button to lift it.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { addMonths, formatDate, zurichToday } from '@tragkraft/domain';
import { DUNNING_BLOCK_REASON_MAX, type OpenItem, type OpenItemBlock } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { DatePickerInput } from '../../ui/date-picker-input';
import { notifyError, notifySuccess } from '../../ui/notify';
import { blockText } from './block-text';
import { createDunningBlock, liftDunningBlock } from './dunning-api';

type Props = { item: OpenItem | null; onClose: () => void; onChanged: () => void };

export function DunningBlockModal({ item, onClose, onChanged }: Props) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Mahnsperre · Rechnung Nr. ${item.invoiceNumber}` : 'Mahnsperre'} centered>
      {item && (item.block ? <LiftForm item={item} block={item.block} onClose={onClose} onChanged={onChanged} /> : <BlockForm item={item} onClose={onClose} onChanged={onChanged} />)}
    </Modal>
  );
}

/** Runs the request; on success says so and closes, on failure shows the server's reason. */
function useSubmit(onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
      onChanged();
    } catch (failure) {
      notifyError(withServerMessage(failed, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

function BlockForm({ item, onClose, onChanged }: { item: OpenItem; onClose: () => void; onChanged: () => void }) {
  const today = zurichToday(new Date());
  const [scope, setScope] = useState<'invoice' | 'client'>('invoice');
  const [reason, setReason] = useState('');
  const [untilDate, setUntilDate] = useState<string | null>(null);
  const { busy, submit } = useSubmit(onChanged);
  const target = scope === 'invoice' ? { invoiceId: item.invoiceId } : { clientId: item.clientId };
  const save = () =>
    untilDate && void submit(() => createDunningBlock({ ...target, reason: reason.trim(), untilDate }), 'Die Mahnsperre ist gesetzt.', 'Die Mahnsperre konnte nicht gesetzt werden.');

  return (
    <Stack>
      <Text size="sm">Bis und mit dem Enddatum schlägt der Mahnlauf keine Mahnung vor und versendet keine.</Text>
      <SegmentedControl
        aria-label="Gilt für"
        value={scope}
        onChange={(value) => setScope(value as 'invoice' | 'client')}
        data={[
          { value: 'invoice', label: 'Diese Rechnung' },
          { value: 'client', label: `Alle Rechnungen von ${item.clientName}` },
        ]}
      />
      <Textarea label="Grund" required autosize minRows={2} maxLength={DUNNING_BLOCK_REASON_MAX} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <DatePickerInput label="Gesperrt bis und mit" required minDate={today} value={untilDate} onChange={setUntilDate} w={200} />
      <Text size="xs" c="dimmed">Höchstens zwei Jahre, also bis {formatDate(addMonths(today, 24))}.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Abbrechen</Button>
        <Button onClick={save} loading={busy} disabled={reason.trim() === '' || untilDate === null}>Mahnsperre setzen</Button>
      </Group>
    </Stack>
  );
}

function LiftForm({ item, block, onClose, onChanged }: { item: OpenItem; block: OpenItemBlock; onClose: () => void; onChanged: () => void }) {
  const { busy, submit } = useSubmit(onChanged);
  const lift = () => void submit(() => liftDunningBlock(block.blockId), 'Die Mahnsperre ist aufgehoben.', 'Die Mahnsperre konnte nicht aufgehoben werden.');
  return (
    <Stack>
      <Text size="sm">{blockText(block)}</Text>
      {block.scope === 'client' && <Text size="sm" c="dimmed">Die Sperre gilt für alle Rechnungen von {item.clientName}; aufgehoben werden alle wieder gemahnt.</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Abbrechen</Button>
        <Button color="red" onClick={lift} loading={busy}>Mahnsperre aufheben</Button>
      </Group>
    </Stack>
  );
}
