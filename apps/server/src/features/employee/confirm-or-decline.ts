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
import { bumpStageVersion, loadVisibleStage } from '../stages/stage-access';

export function confirmOrDecline(db: Db, session: Session, body: ConfirmOrDeclineBody, now: Date): ConfirmOrDeclineAnswer {
  const { row, own } = loadVisibleStage(db, session, body.stageId);
  if (!own) throw notFound();
  const confirmation = body.action === 'confirm';
  let confirmationChanged = own.confirmationChangedAt;
  let version = row.stage.version;
  if (own.confirmation !== confirmation) {
    if (confirmationLocked(now, row.stage.date, row.stage.time)) throw conflict(OPERATION_TEXTS.imminent);
    confirmationChanged = now.toISOString();
    db.update(stageAssignments)
      .set({ confirmation, confirmationChangedAt: confirmationChanged })
      .where(and(eq(stageAssignments.stageId, body.stageId), eq(stageAssignments.userId, session.userId)))
      .run();
    version = bumpStageVersion(db, body.stageId, now);
  }
  return { stageId: body.stageId, userId: session.userId, confirmation, confirmationChanged, version };
}
