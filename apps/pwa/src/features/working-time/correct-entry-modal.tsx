import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { TIME_ENTRY_KINDS, zurichInstant, zurichWallClock, type TimeEntryKind } from '@tragkraft/domain';
import type { CorrectTimeBody, TimeEntry } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { TimeTextInput } from '../../ui/time-text-input';
import { FIELD_CLOSE_BUTTON } from '../operations/field-look';
import { kindLabel } from './time-texts';

const KIND_OPTIONS = TIME_ENTRY_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/**
 * Corrects one entry: a new time on the same day and/or another kind, always with a reason.
 * The server keeps the original in the entry's history; the phone and the office use this.
 */
export function CorrectEntryModal({ entry, onClose, submit }: { entry: TimeEntry; onClose: (changed: boolean) => void; submit: (body: CorrectTimeBody) => Promise<unknown> }) {
  const wall = zurichWallClock(new Date(entry.at));
  const [time, setTime] = useState<string>(wall.time);
  const [kind, setKind] = useState<TimeEntryKind>(entry.kind);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const changedTime = time !== wall.time;
    if (!changedTime && kind === entry.kind) return setError('Bitte eine neue Zeit oder Art angeben.');
    if (reason.trim().length < 3) return setError('Bitte einen Grund angeben.');
    setBusy(true);
    setError(null);
    try {
      await submit({ entryId: entry.id, reason: reason.trim(), ...(changedTime ? { at: zurichInstant(wall.date, time as typeof wall.time).toISOString() } : {}), ...(kind !== entry.kind ? { kind } : {}) });
      onClose(true);
    } catch (failure) {
      setError(withServerMessage('Die Korrektur wurde nicht gespeichert.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={() => onClose(false)} title="Eintrag korrigieren" closeButtonProps={FIELD_CLOSE_BUTTON}>
      <Stack>
        <TimeTextInput label="Zeit" size="lg" value={time} onChange={setTime} />
        <Select label="Art" size="lg" data={KIND_OPTIONS} value={kind} onChange={(value) => value && setKind(value as TimeEntryKind)} allowDeselect={false} />
        <Textarea label="Grund" size="lg" required autosize minRows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={() => onClose(false)}>
            Abbrechen
          </Button>
          <Button size="md" loading={busy} onClick={() => void save()}>
            Korrektur speichern
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
