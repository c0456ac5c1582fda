// admin/board "Disposition": the week of all field staff on one screen (issue 21, decision 021),
// and the place where the week is planned: days, crews, durations, travel (issue 33, decision 035).
import { Alert, Button, Checkbox, Group, List, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { BoardPerson } from '@tragkraft/sync-protocol';
import { Loading } from '../../ui/loading';
import { useDownload } from '../../ui/use-download';
import { useMountedOnce } from '../../ui/use-mounted-once';
import { printPlan } from './board-api';
import { BoardGrid } from './board-grid';
import { currentWeek, openingWeek, pickerWeeks, shiftWeek, type MoveSource } from './board-rules';
import { useBoard } from './use-board';
import { useMoves } from './use-moves';
import './board.css';

// The dialogs load when first opened: the week's grid is the screen's first paint (issue 30).
const ConfirmModal = lazy(() => import('../../ui/confirm-modal').then((m) => ({ default: m.ConfirmModal })));
const PlanModal = lazy(() => import('./plan-modal').then((m) => ({ default: m.PlanModal })));
const CrewModal = lazy(() => import('./crew-modal').then((m) => ({ default: m.CrewModal })));
const StagePlanModal = lazy(() => import('./stage-plan-modal').then((m) => ({ default: m.StagePlanModal })));
const SuggestOrderModal = lazy(() => import('./suggest-order-modal').then((m) => ({ default: m.SuggestOrderModal })));
const AbsencesModal = lazy(() => import('../absences/admin-absences-modal').then((m) => ({ default: m.AdminAbsencesModal })));

type RoleFilter = 'all' | 'operator' | 'employee';
type Dialog = { kind: 'plan' | 'crew' | 'stagePlan' | 'absences' } | { kind: 'suggest'; person: BoardPerson; date: string };

export function BoardScreen() {
  const [params, setParams] = useSearchParams();
  const week = openingWeek(params.get('week'), new Date());
  const { board, setBoard, error, reload, paused } = useBoard(week);
  const moves = useMoves({ board, setBoard, reload, paused });
  const [name, setName] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [sunday, setSunday] = useState(false);
  const [selected, setSelected] = useState<MoveSource | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const planButton = useRef<HTMLButtonElement>(null);
  const weeks = useMemo(() => pickerWeeks(week), [week]);
  const confirmMounted = useMountedOnce(moves.pending !== null);
  const { busy: printing, download } = useDownload();

  const goTo = (next: string) => {
    setSelected(null);
    setParams({ week: next }, { replace: true });
  };
  const select = (source: MoveSource) => {
    setSelected((shown) => (shown?.stage.stageId === source.stage.stageId && shown.fromUserId === source.fromUserId ? null : source));
    // Keyboard users go on with "Einplanen…" (the card stays selected).
    window.setTimeout(() => planButton.current?.focus(), 0);
  };
  const move = (source: MoveSource, toUserId: number | null) => {
    setSelected(null);
    moves.request(source, toUserId);
  };
  const moveDay = (source: MoveSource, date: string, toUserId: number | null) => {
    setSelected(null);
    moves.requestDay(source, date, toUserId);
  };
  const close = () => setDialog(null);

  const staff = useMemo(() => {
    const needle = name.trim().toLocaleLowerCase('de-CH');
    return (board?.staff ?? []).filter((p) => (role === 'all' || p.role === role) && (needle === '' || p.name.toLocaleLowerCase('de-CH').includes(needle)));
  }, [board, name, role]);
  const hasSunday = board?.days[6] !== undefined && (board.unplanned.some((s) => s.date === board.days[6]) || board.staff.some((p) => p.days[6]!.stages.length > 0));
  const weekDays = board ? board.days.slice(0, sunday || hasSunday ? 7 : 6) : [];
  // Day view: ?day=YYYY-MM-DD of the shown week (wide cards, one column).
  const day = params.get('day');
  const dayView = day !== null && weekDays.includes(day);
  const days = dayView ? [day] : weekDays;
  const setView = (view: string) => {
    const next = new URLSearchParams(params);
    if (view === 'day') next.set('day', weekDays.find((d) => d === day) ?? weekDays[0] ?? '');
    else next.delete('day');
    setParams(next, { replace: true });
  };
  const showDay = (date: string) => setParams({ week, day: date }, { replace: true });
  const selectedFrom = selected && board?.staff.find((p) => p.id === selected.fromUserId);
  const print = (team: BoardPerson[] | null, key: string) =>
    void download(key, () => printPlan({ week, ...(team ? { team: team.map((p) => p.id).join(',') } : {}) }), `Wochenplan-${week}.pdf`, 'Konnte den Plan nicht erstellen.');

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Disposition</Title>
        <Group gap="xs" align="flex-end">
          <Button variant="default" onClick={() => goTo(shiftWeek(week, -1))} aria-label="Vorherige Woche">
            ‹
          </Button>
          <Select label="Woche" data={weeks} value={week} onChange={(value) => value && goTo(value)} allowDeselect={false} searchable w={250} />
          <Button variant="default" onClick={() => goTo(shiftWeek(week, 1))} aria-label="Nächste Woche">
            ›
          </Button>
          <Button variant="light" onClick={() => goTo(currentWeek(new Date()))}>
            Heute
          </Button>
          <Button variant="default" onClick={() => setDialog({ kind: 'absences' })}>
            Abwesenheiten
          </Button>
          <Button variant="default" loading={printing === 'week'} disabled={!board} onClick={() => print(staff.length === board?.staff.length ? null : staff, 'week')}>
            Wochenplan drucken
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        Karte auf eine Person oder einen anderen Tag ziehen, oder auswählen und «Einplanen…». Schraffiert: abwesend. Zeiten mit Dauer, Fahrt ab und zum Depot ({board?.depot ?? '…'}).
      </Text>

      <Group gap="sm" align="flex-end">
        <SegmentedControl value={dayView ? 'day' : 'week'} onChange={setView} data={[{ value: 'week', label: 'Woche' }, { value: 'day', label: 'Tag' }]} aria-label="Ansicht" />
        {dayView && <Select label="Tag" data={weekDays.map((d) => ({ value: d, label: formatDateWithWeekday(d) }))} value={day} onChange={(value) => value && showDay(value)} allowDeselect={false} w={200} />}
        <TextInput label="Name" placeholder="Filtern" value={name} onChange={(e) => setName(e.currentTarget.value)} w={180} />
        <SegmentedControl
          value={role}
          onChange={(value) => setRole(value as RoleFilter)}
          data={[
            { value: 'all', label: 'Alle' },
            { value: 'operator', label: 'Einsatzleiter' },
            { value: 'employee', label: 'Mitarbeiter' },
          ]}
          aria-label="Rolle"
        />
        {!dayView && <Checkbox label="Sonntag" checked={sunday || hasSunday} disabled={hasSunday} onChange={(e) => setSunday(e.currentTarget.checked)} mb={8} />}
      </Group>
      <Group gap="xs" align="center">
        {selected && (
          <Text size="sm" fw={600}>
            Ausgewählt: Auftrag {selected.stage.orderId}, {formatDateWithWeekday(selected.stage.date)} {formatTime(selected.stage.time)}
            {selectedFrom ? ` (${selectedFrom.name})` : ''}
          </Text>
        )}
        <Button ref={planButton} disabled={!selected || moves.busy} onClick={() => setDialog({ kind: 'plan' })}>
          Einplanen…
        </Button>
        <Button variant="light" disabled={!selected || moves.busy} onClick={() => setDialog({ kind: 'crew' })}>
          Team einplanen…
        </Button>
        <Button variant="light" disabled={!selected || moves.busy} onClick={() => setDialog({ kind: 'stagePlan' })}>
          Dauer und Team…
        </Button>
        {selected && selected.fromUserId !== null && (
          <Button variant="light" color="red" disabled={moves.busy} onClick={() => move(selected, null)}>
            Ausplanen
          </Button>
        )}
        <Button variant="default" disabled={!moves.last || moves.busy} onClick={moves.undo} title={moves.last?.text}>
          Rückgängig{moves.steps > 1 ? ` (${moves.steps})` : ''}
        </Button>
      </Group>
      {moves.last && (
        <Text size="xs" c="dimmed">
          Letzte Änderung: {moves.last.text}
        </Text>
      )}
      {moves.refusal && (
        <Alert color="red" title={moves.refusal.title} withCloseButton closeButtonLabel="Schliessen" onClose={moves.dismissRefusal} role="alert">
          <List size="sm">
            {moves.refusal.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {error && <Alert color="red">{error}</Alert>}
      {!board && !error && <Loading />}
      {board && staff.length === 0 && <Text c="dimmed">Keine Person passt zum Filter.</Text>}
      {board && (
        <BoardGrid
          board={board}
          days={days}
          staff={staff}
          selected={selected}
          wide={dayView}
          onSelect={select}
          onMove={move}
          onMoveDay={moveDay}
          onShowDay={showDay}
          onSuggestOrder={(person, date) => setDialog({ kind: 'suggest', person, date })}
          onPrint={(person) => print([person], `person-${person.id}`)}
          onDragging={(on) => (paused.current = on)}
        />
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'plan' && selected && board && (
          <PlanModal
            source={selected}
            staff={board.staff}
            days={weekDays}
            onClose={close}
            onPlan={(toUserId) => (close(), move(selected, toUserId))}
            onMoveDay={(date, toUserId) => (close(), moveDay(selected, date, toUserId))}
          />
        )}
        {dialog?.kind === 'crew' && selected && board && (
          <CrewModal board={board} stage={selected.stage} onClose={close} onPlan={(userIds) => (close(), setSelected(null), void moves.planCrew(selected.stage, userIds))} />
        )}
        {dialog?.kind === 'stagePlan' && selected && <StagePlanModal stage={selected.stage} onClose={close} onSaved={() => (close(), setSelected(null), void reload())} />}
        {dialog?.kind === 'suggest' && <SuggestOrderModal person={dialog.person} date={dialog.date} onClose={close} onApply={(stops) => (close(), void moves.applyTimes(dialog.date, stops))} />}
        {dialog?.kind === 'absences' && board && <AbsencesModal week={week} staff={board.staff} onClose={close} onChanged={() => void reload()} />}
      </Suspense>
      {confirmMounted && (
        <Suspense fallback={null}>
          <ConfirmModal opened={moves.pending !== null} title="Trotzdem einplanen?" confirmLabel="Trotzdem einplanen" confirmColor="orange" busy={moves.busy} onConfirm={moves.confirm} onCancel={moves.cancel}>
            {moves.pending?.warnings.map((warning) => (
              <Text key={warning} size="sm">
                {warning}
              </Text>
            ))}
          </ConfirmModal>
        </Suspense>
      )}
    </Stack>
  );
}
