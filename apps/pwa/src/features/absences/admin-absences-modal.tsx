// "Abwesenheiten" of the dispatch board: the admin enters holidays, sickness, training or other
// absences per person and day range, and sees (and removes) those of the shown week.
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ABSENCE_REASONS, formatDate, formatDateWithWeekday, mondayOfIsoWeek, type AbsenceReason } from '@tragkraft/domain';
import type { BoardPerson, NewAbsenceAnswer } from '@tragkraft/sync-protocol';
import { serverMessage, withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { createAbsence, deleteAbsence, loadAbsences } from './absences-api';

interface Props {
  week: string;
  staff: BoardPerson[];
  onClose: () => void;
  onChanged: () => void;
}

export function AdminAbsencesModal({ week, staff, onClose, onChanged }: Props) {
  const monday = mondayOfIsoWeek(week) ?? '';
  const listed = useApi(() => loadAbsences(week), [week], 'Konnte die Abwesenheiten nicht laden.');
  const [userId, setUserId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(monday);
  const [endDate, setEndDate] = useState(monday);
  const [reason, setReason] = useState<AbsenceReason>('Ferien');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [saved, setSaved] = useState<NewAbsenceAnswer | null>(null);

  const save = async () => {
    if (userId === null) return;
    setBusy(true);
    setRefused(null);
    try {
      const answer = await createAbsence({ userId: Number(userId), startDate, endDate, reason });
      setSaved(answer);
      notifySuccess('Abwesenheit gespeichert.');
      listed.reload();
      onChanged();
    } catch (error) {
      setRefused(serverMessage(error) || 'Fehler: Konnte die Abwesenheit nicht speichern.');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteAbsence(id);
      listed.reload();
      onChanged();
    } catch (error) {
      notifyError(withServerMessage('Fehler: Konnte die Abwesenheit nicht löschen.', error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Abwesenheiten" size="lg" closeOnClickOutside={false}>
      <Stack>
        <Group align="flex-end" grow>
          <Select
            label="Person"
            placeholder="Person wählen"
            searchable
            data={staff.map((p) => ({ value: String(p.id), label: p.name }))}
            value={userId}
            onChange={setUserId}
          />
          <Select label="Grund" data={[...ABSENCE_REASONS]} value={reason} onChange={(value) => value && setReason(value as AbsenceReason)} allowDeselect={false} />
        </Group>
        <Group align="flex-end" grow>
          <TextInput type="date" label="Von" value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} />
          <TextInput type="date" label="Bis" value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} />
          <Button onClick={() => void save()} loading={busy} disabled={userId === null || startDate === '' || endDate === ''}>
            Speichern
          </Button>
        </Group>
        {refused && <Alert color="red">{refused}</Alert>}
        {saved && saved.plannedDuring.length > 0 && (
          <Alert color="orange" title="Bitte umplanen">
            {saved.absence.name} ist in dieser Zeit eingeteilt:{' '}
            {saved.plannedDuring.map((s) => `Auftrag ${s.orderId} (${formatDateWithWeekday(s.date)})`).join(', ')}.
          </Alert>
        )}
        <Text fw={600}>Diese Woche</Text>
        <LoadState loading={listed.loading && !listed.data} error={listed.error} empty={listed.data?.length === 0} emptyText="Keine Abwesenheiten in dieser Woche.">
          <Table>
            <Table.Tbody>
              {listed.data?.map((absence) => (
                <Table.Tr key={absence.id}>
                  <Table.Td>{absence.name}</Table.Td>
                  <Table.Td>{absence.reason}</Table.Td>
                  <Table.Td>
                    {formatDate(absence.startDate)} – {formatDate(absence.endDate)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="compact-sm" variant="light" color="red" onClick={() => void remove(absence.id)} aria-label={`Abwesenheit von ${absence.name} löschen`}>
                      Löschen
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </LoadState>
      </Stack>
    </Modal>
  );
}
