// What one stage row of the staff analysis shows besides its plain fields (spec sections 2-4).
import type { UserStageDetail } from '@tragkraft/sync-protocol';


/** The spec's stage display state: today and not completed, completed, or the last opened row. */
export type StageRowState = 'today' | 'completed' | 'active' | null;

export function stageRowState(stage: Pick<UserStageDetail, 'id' | 'date' | 'completedTime'>, today: string, lastOpened: number | null): StageRowState {
  if (stage.id === lastOpened) return 'active';
  if (stage.completedTime) return 'completed';
  return stage.date === today ? 'today' : null;
}

/** 'visiert' once the client signed; 'noch nicht visiert' for any completed, unsigned stage (decision 014). */
export function signOffBadge(stage: Pick<UserStageDetail, 'typeId' | 'completedTime' | 'clientSignedTime'>): 'visiert' | 'noch nicht visiert' | null {
  if (stage.clientSignedTime) return 'visiert';
  if (stage.completedTime) return 'noch nicht visiert';
  return null;
}

/** '4 × Türen', '? × Türen' without an amount. */
export function amountWithType(stage: Pick<UserStageDetail, 'amount' | 'type'>): string {
  return `${stage.amount ?? '?'} × ${stage.type}`;
}
