// Confirm or decline taking part in a stage (the assigned employee or operator). A change is
// refused from 12 hours before the start on (and after the start): then the person has to
// phone (domain confirmationLocked). Repeating the current answer changes nothing and is
// always fine. Permanent staff are assigned as confirmed and may still decline. Runs inside
// one transaction; the route wraps it with the Idempotency-Key.
import { and, eq } from 'drizzle-orm';
import { confirmationLocked } from '@tragkraft/domain';
import { OPERATION_TEXTS, type ConfirmOrDeclineAnswer, type ConfirmOrDeclineBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { bumpStageVersion, loadVisibleStage, lockStage } from '../stages/stage-access';

/** Runs in the transaction `tx` (the route's idempotent one). */
export async function confirmOrDecline(tx: Db, session: Session, body: ConfirmOrDeclineBody, now: Date): Promise<ConfirmOrDeclineAnswer> {
  await lockStage(tx, body.stageId);
  const { row, own } = await loadVisibleStage(tx, session, body.stageId);
  if (!own) throw notFound();
  const confirmation = body.action === 'confirm';
  let confirmationChanged = own.confirmationChangedAt;
  let version = row.stage.version;
  if (own.confirmation !== confirmation) {
    if (confirmationLocked(now, row.stage.date, row.stage.time)) throw conflict(OPERATION_TEXTS.imminent);
    confirmationChanged = now.toISOString();
    await tx
      .update(stageAssignments)
      .set({ confirmation, confirmationChangedAt: confirmationChanged })
      .where(and(eq(stageAssignments.stageId, body.stageId), eq(stageAssignments.userId, session.userId)));
    version = await bumpStageVersion(tx, body.stageId, now);
  }
  return { stageId: body.stageId, userId: session.userId, confirmation, confirmationChanged, version };
}
