import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { addDays, allowedNextKinds, formatDuration, isoWeekKey, mondayOfIsoWeek, stateAfter, TIME_ENTRY_KINDS, zurichToday, zurichWallClock, type TimeEntryKind } from '@tragkraft/domain';
import type { TimeEntry } from '@tragkraft/sync-protocol';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../auth/session-store';
import { formatInstant } from '../../offline/format-instant';
import { Loading } from '../../ui/loading';
import { FIELD_SECONDARY, FIELD_WAITING } from '../operations/field-look';
import { CorrectEntryModal } from './correct-entry-modal';
import { correctOwnEntry } from './time-api';
import { lastKind } from './time-taps';
import { clockTime, kindLabel, weekTitle } from './time-texts';
import { TimeTimeline } from './time-timeline';
import { TimeWeekCard } from './time-week-card';
import { weekView } from './time-week-view';
import { useStageChoices } from './today-stages';
import { recordTap, useTimeWeek } from './use-time-week';

const NO_STAGE = 'none';
const STATE_TEXT = { off: 'Kein Arbeitstag offen', work: 'Arbeit seit', break: 'Pause seit', travel: 'Fahrt seit' } as const;
/** Taps that name the stage the person works at from now on. */
const NAMES_STAGE: readonly TimeEntryKind[] = ['start', 'resume'];

/** The current time, renewed every half minute: the running day's totals grow. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** time: the field staff's working time, tapped with large buttons, kept and shown offline. */
export function TimeScreen() {
  const session = useSession();
  const now = useNow();
  const { online } = useNetwork();
  const [params] = useSearchParams();
  const today = zurichToday(now);
  const weekKey = isoWeekKey(today);
  const { loaded, cached, taps, refresh } = useTimeWeek(weekKey);
  const stages = useStageChoices(session?.user.id ?? 0, now);
  const [chosen, setChosen] = useState<string | null>(params.get('stage'));
  const [correcting, setCorrecting] = useState<TimeEntry | null>(null);
  const [busy, setBusy] = useState(false);

  if (!loaded) return <Loading />;
  const stageValue = chosen ?? (stages.today.length === 1 ? String(stages.today[0]!.id) : NO_STAGE);
  const last = lastKind(taps);
  const allowed = allowedNextKinds(last);
  const lastTap = taps.filter((tap) => tap.state !== 'rejected').at(-1);
  const state = stateAfter(last);
  const view = weekView(weekKey, taps, cached?.week, now.getTime());
  const todayView = view.days.find((day) => day.date === today);
  const todayTaps = taps.filter((tap) => zurichWallClock(new Date(tap.at)).date === today);
  const monday = mondayOfIsoWeek(weekKey)!;
  const approved = cached?.week.approved ?? false;

  const tap = async (kind: TimeEntryKind) => {
    setBusy(true);
    try {
      await recordTap(kind, NAMES_STAGE.includes(kind) && stageValue !== NO_STAGE ? Number(stageValue) : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>Zeit</Title>
      <Text size="lg" fw={600} data-testid="time-state">
        {STATE_TEXT[state]}
        {state !== 'off' && lastTap ? ` ${clockTime(lastTap.at)}` : ''}
      </Text>
      <Select
        label="Einsatz"
        description="Wird bei «Arbeitsbeginn» und «Weiter» mitgespeichert: die Stunden im Arbeitsrapport kommen daher."
        size="lg"
        data={[...stages.today.map((stage) => ({ value: String(stage.id), label: stage.name })), { value: NO_STAGE, label: 'Ohne Einsatz (Depot, Werkstatt)' }]}
        value={stageValue}
        onChange={(value) => setChosen(value)}
        allowDeselect={false}
      />
      <SimpleGrid cols={2} spacing="sm">
        {TIME_ENTRY_KINDS.map((kind) => (
          <Button key={kind} size="xl" h={72} disabled={busy || !allowed.includes(kind)} onClick={() => void tap(kind)} style={kind === 'end' ? { gridColumn: 'span 2' } : undefined}>
            {kindLabel(kind)}
          </Button>
        ))}
      </SimpleGrid>
      <Card withBorder padding="sm" component="section" aria-label="Heute">
        <Stack gap="xs">
          <Text fw={700}>Heute</Text>
          <Text size="sm" data-testid="today-totals">
            Arbeit {formatDuration(todayView?.workMinutes ?? 0)} · Pausen {formatDuration(todayView?.breakMinutes ?? 0)} · Fahrt {formatDuration(todayView?.travelMinutes ?? 0)}
          </Text>
          <TimeTimeline taps={todayTaps} stageNames={stages.names} onCorrect={online && !approved ? setCorrecting : null} />
          {!online && todayTaps.some((t) => t.entry) && (
            <Text size="sm" c={FIELD_SECONDARY}>
              Korrekturen sind mit Verbindung möglich.
            </Text>
          )}
        </Stack>
      </Card>
      <TimeWeekCard
        title={weekTitle(weekKey, monday, addDays(monday, 6))}
        view={view}
        targetMinutes={cached?.week.targetMinutes ?? null}
        approvedText={approved ? `Visiert${cached?.week.approvedAt ? ` am ${formatInstant(cached.week.approvedAt)}` : ''}` : null}
      />
      {refresh.error ? (
        <Alert color="orange" variant="light" role="status">
          <Group justify="space-between">
            <Text size="sm" c={FIELD_WAITING}>
              {cached ? `Stand: ${formatInstant(cached.fetchedAt)}, Aktualisierung fehlgeschlagen.` : refresh.error}
            </Text>
            <Button size="sm" variant="default" onClick={refresh.retry}>
              Erneut versuchen
            </Button>
          </Group>
        </Alert>
      ) : (
        cached && (
          <Text size="sm" c={FIELD_SECONDARY}>
            Stand vom Server: {formatInstant(cached.fetchedAt)}
          </Text>
        )
      )}
      {correcting && (
        <CorrectEntryModal
          entry={correcting}
          submit={correctOwnEntry}
          onClose={(changed) => {
            setCorrecting(null);
            if (changed) refresh.retry();
          }}
        />
      )}
    </Stack>
  );
}
