// The admin's own changes on the board, newest last, for "Rückgängig" step by step (issue 33:
// at least 10 steps). Kept in the screen only: a reload starts afresh, as another admin's
// change may have come in between (the server refuses an undo of a stage changed since, 'stale').
import type { BoardStageState } from '@tragkraft/sync-protocol';
import type { MoveSource } from './board-rules';

export const UNDO_STEPS = 20;

/** A stage changed by a board move: its version after the move and what it was before. */
interface StageStep {
  stageId: number;
  version: number;
  previous: BoardStageState;
}

export type BoardChange =
  /** A person planned on the same day through the planning routes: undone the same way. */
  | { kind: 'plan'; source: MoveSource; toUserId: number | null; text: string }
  /** Board moves of stages, undone as moves back. */
  | { kind: 'stages'; steps: StageStep[]; text: string }
  /** A suggested order applied in one call: undone in one call with the times before. */
  | { kind: 'order'; date: string; steps: StageStep[]; text: string };

/** The history with the change added, the oldest dropped past UNDO_STEPS. */
export function pushChange(history: readonly BoardChange[], change: BoardChange): BoardChange[] {
  return [...history, change].slice(-UNDO_STEPS);
}
