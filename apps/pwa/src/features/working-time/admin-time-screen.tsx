import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { addDays, isoWeekKey, mondayOfIsoWeek, zurichToday } from '@tragkraft/domain';
import type { TimeEntry } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { AdminPersonWeek } from './admin-person-week';
import { AdminStageHours } from './admin-stage-hours';
import { CorrectEntryModal } from './correct-entry-modal';
import { approveWeek, correctEntry, loadStaffWeeks } from './time-api';
import { weekTitle } from './time-texts';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** admin/time: the week of all staff (days, breaks, travel, warnings, balance), "Visieren", corrections and the month's files. */
export function AdminTimeScreen() {
  const [weekKey, setWeekKey] = useState(() => isoWeekKey(zurichToday(new Date())));
  const monday = mondayOfIsoWeek(weekKey)!;
  const [month, setMonth] = useState(monday.slice(0, 7));
  const { data, loading, error, reload } = useApi(() => loadStaffWeeks(weekKey), [weekKey], 'Konnte die Arbeitszeit nicht laden');
  const [approving, setApproving] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<TimeEntry | null>(null);
  const goWeek = (days: number) => {
    const next = addDays(monday, days);
    setWeekKey(isoWeekKey(next));
    setMonth(next.slice(0, 7));
  };

  const approve = async (userId: number) => {
    setApproving(userId);
    try {
      await approveWeek(userId, weekKey);
      notifySuccess('Die Woche ist visiert.');
      reload();
    } catch (failure) {
      notifyError(withServerMessage('Die Woche wurde nicht visiert.', failure));
    } finally {
      setApproving(null);
    }
  };

  return (
    <Stack>
      <Title order={1}>Arbeitszeit</Title>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={() => goWeek(-7)}>
            Vorherige Woche
          </Button>
          <Text fw={700} data-testid="admin-time-week">
            {weekTitle(weekKey, monday, addDays(monday, 6))}
          </Text>
          <Button variant="default" onClick={() => goWeek(7)}>
            Nächste Woche
          </Button>
        </Group>
        <TextInput label="Monat der Dateien" placeholder="JJJJ-MM" w={160} value={month} error={MONTH.test(month) ? null : 'Bitte JJJJ-MM eingeben.'} onChange={(e) => setMonth(e.currentTarget.value.trim())} />
      </Group>
      <Text size="sm" c="dimmed">
        Erfasste Arbeitszeit pro Person (Montag bis Sonntag); Fahrten zählen als Arbeitszeit. Visierte Wochen sind gesperrt; Korrekturen danach brauchen einen Grund und stehen im Protokoll.
      </Text>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine Mitarbeiter mit Arbeitszeit.">
        <Stack>
          {data?.map((week) => (
            <AdminPersonWeek key={week.userId} week={week} month={month} approving={approving === week.userId} onApprove={() => void approve(week.userId)} onCorrect={setCorrecting} />
          ))}
        </Stack>
      </LoadState>
      <AdminStageHours weekKey={weekKey} />
      {correcting && (
        <CorrectEntryModal
          entry={correcting}
          submit={correctEntry}
          onClose={(changed) => {
            setCorrecting(null);
            if (changed) {
              notifySuccess('Die Korrektur ist gespeichert und protokolliert.');
              reload();
            }
          }}
        />
      )}
    </Stack>
  );
}
