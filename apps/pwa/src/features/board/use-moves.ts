// Planning from the board: a card dropped (or "Einplanen…" chosen) on a person plans them with
// the planning rules (assign, then unassign the person it came from). An absence or another
// stage that day asks first (board-rules.ts); a conflict the server finds (another admin was
// quicker) asks too. The last move can be undone.
import { useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import type { BoardAnswer } from '@tragkraft/sync-protocol';
import { ApiError, withServerMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { planPerson, unplanPerson } from './board-api';
import { isOnStage, moveCard, planWarnings, type MoveSource } from './board-rules';

export interface PendingMove {
  source: MoveSource;
  toUserId: number | null;
  warnings: string[];
}

export interface LastMove {
  source: MoveSource;
  toUserId: number | null;
  text: string;
}

interface Options {
  board: BoardAnswer | null;
  setBoard: Dispatch<SetStateAction<BoardAnswer | null>>;
  reload: () => Promise<void>;
  paused: MutableRefObject<boolean>;
}

export function useMoves({ board, setBoard, reload, paused }: Options) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LastMove | null>(null);
  const nameOf = (userId: number | null) => (userId === null ? 'Nicht eingeplant' : (board?.staff.find((p) => p.id === userId)?.name ?? `#${userId}`));

  const run = async (source: MoveSource, toUserId: number | null, force: boolean, record: boolean) => {
    if (!board) return;
    const { stage, fromUserId } = source;
    setBusy(true);
    paused.current = true;
    setBoard((shown) => (shown ? moveCard(shown, source, toUserId) : shown));
    let planned = false;
    try {
      if (toUserId !== null) await planPerson({ stageId: stage.stageId, userId: toUserId, ...(force ? { force: true } : {}) });
      planned = true;
      if (fromUserId !== null) await unplanPerson({ stageId: stage.stageId, userId: fromUserId });
      setPending(null);
      setLast(record ? { source: { stage, fromUserId: toUserId }, toUserId: fromUserId, text: `Auftrag ${stage.orderId}: ${nameOf(fromUserId)} → ${nameOf(toUserId)}` } : null);
    } catch (error) {
      setPending(null);
      if (!planned && !force && toUserId !== null && error instanceof ApiError && error.status === 409 && error.code === 'conflict') {
        setPending({ source, toUserId, warnings: [error.message] });
      } else {
        notifyError(withServerMessage(planned ? 'Fehler: Eingeplant, aber nicht ausgeplant.' : 'Fehler: Konnte nicht einplanen.', error));
      }
    } finally {
      await reload();
      paused.current = false;
      setBusy(false);
    }
  };

  /** A card dropped on a person (or on the "Nicht eingeplant" row: null). */
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
    if (warnings.length > 0) setPending({ source, toUserId, warnings });
    else void run(source, toUserId, false, true);
  };

  return {
    pending,
    busy,
    last,
    request,
    confirm: () => pending && void run(pending.source, pending.toUserId, true, true),
    cancel: () => setPending(null),
    // The way back: the person it came from is planned again even if they have another stage now.
    undo: () => last && void run(last.source, last.toUserId, true, false),
  };
}
