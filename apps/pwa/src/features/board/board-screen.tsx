// admin/board "Disposition": the week of all field staff on one screen (issue 21, decision 021).
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import { Loading } from '../../ui/loading';
import { useMountedOnce } from '../../ui/use-mounted-once';
import { BoardGrid } from './board-grid';
import { currentWeek, openingWeek, pickerWeeks, shiftWeek, type MoveSource } from './board-rules';
import { useBoard } from './use-board';
import { useMoves } from './use-moves';
import './board.css';

// The dialogs load when first opened: the week's grid is the screen's first paint (issue 30).
const ConfirmModal = lazy(() => import('../../ui/confirm-modal').then((m) => ({ default: m.ConfirmModal })));
const PlanModal = lazy(() => import('./plan-modal').then((m) => ({ default: m.PlanModal })));
const AbsencesModal = lazy(() => import('../absences/admin-absences-modal').then((m) => ({ default: m.AdminAbsencesModal })));

type RoleFilter = 'all' | 'operator' | 'employee';

export function BoardScreen() {
  const [params, setParams] = useSearchParams();
  const week = openingWeek(params.get('week'), new Date());
  const { board, setBoard, error, reload, paused } = useBoard(week);
  const moves = useMoves({ board, setBoard, reload, paused });
  const [name, setName] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [sunday, setSunday] = useState(false);
  const [selected, setSelected] = useState<MoveSource | null>(null);
  const [picking, setPicking] = useState(false);
  const [absences, setAbsences] = useState(false);
  const planButton = useRef<HTMLButtonElement>(null);
  const weeks = useMemo(() => pickerWeeks(week), [week]);
  const confirmMounted = useMountedOnce(moves.pending !== null);

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

  const staff = useMemo(() => {
    const needle = name.trim().toLocaleLowerCase('de-CH');
    return (board?.staff ?? []).filter((p) => (role === 'all' || p.role === role) && (needle === '' || p.name.toLocaleLowerCase('de-CH').includes(needle)));
  }, [board, name, role]);
  const hasSunday = board?.days[6] !== undefined && (board.unplanned.some((s) => s.date === board.days[6]) || board.staff.some((p) => p.days[6]!.stages.length > 0));
  const days = board ? board.days.slice(0, sunday || hasSunday ? 7 : 6) : [];
  const selectedFrom = selected && board?.staff.find((p) => p.id === selected.fromUserId);

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
          <Button variant="default" onClick={() => setAbsences(true)}>
            Abwesenheiten
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        Karte auf eine Person ziehen (gleicher Tag) oder auswählen und «Einplanen…». Schraffiert: abwesend.
      </Text>

      <Group gap="sm" align="flex-end">
        <TextInput label="Name" placeholder="Filtern" value={name} onChange={(e) => setName(e.currentTarget.value)} w={200} />
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
        <Checkbox label="Sonntag" checked={sunday || hasSunday} disabled={hasSunday} onChange={(e) => setSunday(e.currentTarget.checked)} mb={8} />
        <Group gap="xs" ml="auto" align="center">
          {selected && (
            <Text size="sm" fw={600}>
              Ausgewählt: Auftrag {selected.stage.orderId}, {formatDateWithWeekday(selected.stage.date)} {formatTime(selected.stage.time)}
              {selectedFrom ? ` (${selectedFrom.name})` : ''}
            </Text>
          )}
          <Button ref={planButton} disabled={!selected || moves.busy} onClick={() => setPicking(true)}>
            Einplanen…
          </Button>
          {selected && selected.fromUserId !== null && (
            <Button variant="light" color="red" disabled={moves.busy} onClick={() => move(selected, null)}>
              Ausplanen
            </Button>
          )}
          <Button variant="default" disabled={!moves.last || moves.busy} onClick={moves.undo} title={moves.last?.text}>
            Rückgängig
          </Button>
        </Group>
      </Group>
      {moves.last && (
        <Text size="xs" c="dimmed">
          Letzte Änderung: {moves.last.text}
        </Text>
      )}

      {error && <Alert color="red">{error}</Alert>}
      {!board && !error && <Loading />}
      {board && <BoardGrid board={board} days={days} staff={staff} selected={selected} onSelect={select} onMove={move} onDragging={(on) => (paused.current = on)} />}

      {picking && selected && board && (
        <Suspense fallback={null}>
          <PlanModal
            source={selected}
            staff={board.staff}
            onClose={() => setPicking(false)}
            onPlan={(toUserId) => {
              setPicking(false);
              move(selected, toUserId);
            }}
          />
        </Suspense>
      )}
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
      {absences && board && (
        <Suspense fallback={null}>
          <AbsencesModal
            week={week}
            staff={board.staff}
            onClose={() => setAbsences(false)}
            onChanged={() => void reload()}
          />
        </Suspense>
      )}
    </Stack>
  );
}
