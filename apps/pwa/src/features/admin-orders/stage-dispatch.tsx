// The order modal's way to a stage's duration and needed people (issue 33): the same dialog as
// the board's "Dauer und Team…", with the stage as the board shows it (its version, its own or
// the default values), looked up in the board of the stage's week when the button is pressed.
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { isoWeekKey } from '@tragkraft/domain';
import type { BoardAnswer, BoardStage } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { loadBoard } from '../board/board-api';

const StagePlanModal = lazy(() => import('../board/stage-plan-modal').then((m) => ({ default: m.StagePlanModal })));

/** The stage on the board: in the unplanned row or in a person's day. */
function boardStage(board: BoardAnswer, stageId: number): BoardStage | null {
  const unplanned = board.unplanned.find((s) => s.stageId === stageId);
  if (unplanned) return unplanned;
  for (const person of board.staff) for (const cell of person.days) for (const stage of cell.stages) if (stage.stageId === stageId) return stage;
  return null;
}

export function StageDispatch({ stageId, stageNumber, date, disabled }: { stageId: number; stageNumber: number; date: string; disabled: boolean }) {
  const [stage, setStage] = useState<BoardStage | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const found = boardStage(await loadBoard(isoWeekKey(date)), stageId);
      if (found) setStage(found);
      else notifyError('Die Etappe ist nicht in der Disposition (Auftrag storniert?).');
    } catch (failure) {
      notifyError(withServerMessage('Konnte die Etappe nicht laden.', failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" loading={busy} disabled={disabled} onClick={() => void open()}>
        Dauer und Team Etappe {stageNumber}…
      </Button>
      {stage && (
        <Suspense fallback={null}>
          <StagePlanModal stage={stage} onClose={() => setStage(null)} onSaved={() => (setStage(null), notifySuccess(`Dauer und Team der Etappe ${stageNumber} gespeichert.`))} />
        </Suspense>
      )}
    </>
  );
}
