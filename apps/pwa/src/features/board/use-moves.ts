// Planning from the board. A card dropped (or "Einplanen…" chosen) on a person the same day
// plans them with the planning rules (assign, then unassign the person it came from). A card
// dropped on another day and a whole crew ("Team einplanen…") go through the board's move, a
// suggested order through its apply-order, all start times in one transaction (issue 33), which checks the rules of an admin's edit and answers what the
// stage was before. An absence or another stage that day asks first (board-rules.ts, or the
// server's 409 'conflict'); other refusals show their reasons. The admin's own moves can be
// undone step by step (undo-history.ts); a stage's undo is a move back through the same route.
import { useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { formatTableDate } from '@tragkraft/domain';
import type { BoardAnswer, BoardMoveBody, BoardStage } from '@tragkraft/sync-protocol';
import { ApiError, withServerMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { applyOrder, moveStage, planPerson, unplanPerson } from './board-api';
import { crewOf, isOnStage, moveCard, planWarnings, type MoveSource } from './board-rules';
import { pushChange, type BoardChange } from './undo-history';

/** A move that needs the admin's "Trotzdem einplanen" first. */
export interface PendingMove {
  warnings: string[];
  force: () => Promise<void>;
}

/** A move the server refused, with its reasons in German. */
export interface Refusal {
  title: string;
  reasons: string[];
}

interface Options {
  board: BoardAnswer | null;
  setBoard: Dispatch<SetStateAction<BoardAnswer | null>>;
  reload: () => Promise<void>;
  paused: MutableRefObject<boolean>;
}

/** The reasons of a refusal: the server's reasons[], else its message. */
function refusalReasons(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const reasons = error.details.reasons;
  if (Array.isArray(reasons) && reasons.length > 0) return reasons.map(String);
  return error.message ? [error.message] : [];
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'conflict';

export function useMoves({ board, setBoard, reload, paused }: Options) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<BoardChange[]>([]);
  const nameOf = (userId: number | null) => (userId === null ? 'Nicht eingeplant' : (board?.staff.find((p) => p.id === userId)?.name ?? `#${userId}`));

  /** Runs one change with the board paused, then shows the server's board again. */
  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true);
    paused.current = true;
    try {
      await work();
    } finally {
      await reload();
      paused.current = false;
      setBusy(false);
    }
  };

  const planOnSameDay = (source: MoveSource, toUserId: number | null, force: boolean, record: boolean) =>
    busyWhile(async () => {
      const { stage, fromUserId } = source;
      setBoard((shown) => (shown ? moveCard(shown, source, toUserId) : shown));
      let planned = false;
      try {
        if (toUserId !== null) await planPerson({ stageId: stage.stageId, userId: toUserId, ...(force ? { force: true } : {}) });
        planned = true;
        if (fromUserId !== null) await unplanPerson({ stageId: stage.stageId, userId: fromUserId });
        setPending(null);
        if (record) setHistory((shown) => pushChange(shown, { kind: 'plan', source: { stage, fromUserId: toUserId }, toUserId: fromUserId, text: `Auftrag ${stage.orderId}: ${nameOf(fromUserId)} → ${nameOf(toUserId)}` }));
      } catch (error) {
        setPending(null);
        if (!planned && !force && toUserId !== null && isConflict(error)) {
          setPending({ warnings: [error instanceof ApiError ? error.message : ''], force: () => planOnSameDay(source, toUserId, true, record) });
        } else {
          notifyError(withServerMessage(planned ? 'Fehler: Eingeplant, aber nicht ausgeplant.' : 'Fehler: Konnte nicht einplanen.', error));
        }
      }
    });

  /** The reasons of a refusal, or the connection's message. */
  const refuse = (title: string, error: unknown) =>
    setRefusal({ title, reasons: refusalReasons(error).length > 0 ? refusalReasons(error) : [withServerMessage('Keine Verbindung zum Server.', error)] });

  /** A move through the board's route, one undo step. A conflict asks for "Trotzdem". */
  const runMove = (body: BoardMoveBody, text: string, title: string): Promise<void> =>
    busyWhile(async () => {
      try {
        const answer = await moveStage(body);
        setPending(null);
        setHistory((shown) => pushChange(shown, { kind: 'stages', steps: [{ stageId: answer.stage.stageId, version: answer.stage.version, previous: answer.previous }], text }));
      } catch (error) {
        setPending(null);
        if (isConflict(error) && !body.force) setPending({ warnings: refusalReasons(error), force: () => runMove({ ...body, force: true }, text, title) });
        else refuse(title, error);
      }
    });

  /** A card dropped on a person the same day (or on the "Nicht eingeplant" row: null). */
  const request = (source: MoveSource, toUserId: number | null) => {
    if (!board || busy || source.fromUserId === toUserId) return;
    const target = toUserId === null ? null : board.staff.find((p) => p.id === toUserId);
    if (toUserId !== null && !target) return;
    if (target && isOnStage(target, source.stage)) {
      notifyError(`${target.name} ist schon auf dieser Etappe eingeteilt.`);
      return;
    }
    if (toUserId === null && source.fromUserId === null) return;
    const warnings = target ? planWarnings(target, source.stage) : [];
    if (warnings.length > 0) setPending({ warnings, force: () => planOnSameDay(source, toUserId, true, true) });
    else void planOnSameDay(source, toUserId, false, true);
  };

  /**
   * A card dropped on another day: the stage moves there with its crew; dropped on a person,
   * that person takes the place of the one it came from (or joins, from the unplanned row).
   */
  const requestDay = (source: MoveSource, date: string, toUserId: number | null) => {
    if (!board || busy) return;
    const { stage, fromUserId } = source;
    const crew = crewOf(board, stage);
    const userIds = toUserId === null ? undefined : [...new Set([...crew.filter((id) => id !== fromUserId), toUserId])];
    const who = toUserId === null ? '' : ` (${nameOf(toUserId)})`;
    void runMove({ stageId: stage.stageId, date, version: stage.version, ...(userIds ? { userIds } : {}) }, `Auftrag ${stage.orderId}: ${formatTableDate(stage.date)} → ${formatTableDate(date)}${who}`, 'Verschieben nicht möglich');
  };

  /** "Team einplanen…": the whole crew of the stage in one move (same day and time). */
  const planCrew = (stage: BoardStage, userIds: number[]) =>
    runMove({ stageId: stage.stageId, date: stage.date, version: stage.version, userIds }, `Auftrag ${stage.orderId}: Team ${userIds.map(nameOf).join(', ') || '(niemand)'}`, 'Team einplanen nicht möglich');

  /** "Reihenfolge vorschlagen" applied: every stage its proposed start time, all or none. */
  const applyTimes = (date: string, stops: { stageId: number; time: string; version: number }[]) =>
    busyWhile(async () => {
      try {
        const answer = await applyOrder({ date, stages: stops.map(({ stageId, version, time }) => ({ stageId, version, time })) });
        const steps = answer.stages.map((moved) => ({ stageId: moved.stage.stageId, version: moved.stage.version, previous: moved.previous }));
        setHistory((shown) => pushChange(shown, { kind: 'order', date, steps, text: `Reihenfolge ${formatTableDate(date)}: ${stops.length} Etappen neu angesetzt` }));
      } catch (error) {
        refuse('Reihenfolge nicht übernommen', error);
      }
    });

  /** Takes the admin's last change back: a stage is moved back to what it was (with force), an order in one call. */
  const undo = () => {
    const last = history.at(-1);
    if (!last || busy) return;
    setHistory((shown) => shown.slice(0, -1));
    if (last.kind === 'plan') {
      void planOnSameDay(last.source, last.toUserId, true, false);
      return;
    }
    void busyWhile(async () => {
      try {
        if (last.kind === 'order') {
          await applyOrder({ date: last.date, stages: last.steps.map((step) => ({ stageId: step.stageId, version: step.version, time: step.previous.time })) });
          return;
        }
        for (const step of [...last.steps].reverse()) {
          const { date, time, userIds } = step.previous;
          await moveStage({ stageId: step.stageId, date, time, userIds, version: step.version, force: true });
        }
      } catch (error) {
        refuse('Rückgängig nicht möglich', error);
      }
    });
  };

  return {
    pending,
    refusal,
    busy,
    last: history.at(-1) ?? null,
    steps: history.length,
    request,
    requestDay,
    planCrew,
    applyTimes,
    confirm: () => void pending?.force(),
    cancel: () => setPending(null),
    dismissRefusal: () => setRefusal(null),
    undo,
  };
}
