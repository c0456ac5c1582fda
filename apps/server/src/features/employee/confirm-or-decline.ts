// Confirm or decline taking part in a stage (the assigned employee or operator). A change is
// refused from 12 hours before the start on (and after the start): then the person has to
// phone. Repeating the current answer changes nothing and is always fine. Permanent staff
// are assigned as confirmed and may still decline.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATION_TEXTS, type ConfirmOrDeclineAnswer, type ConfirmOrDeclineBody } from '@tragkraft/sync-protocol';
import { stageAssignments } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import type { IdempotentOutcome } from '../../plugins/idempotency';
import { confirmationLocked } from '../operations/operation-views';
import { bumpStageVersion, loadVisibleStage } from '../stages/stage-access';

export function confirmOrDecline(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ConfirmOrDeclineBody,
  now: Date,
): IdempotentOutcome<ConfirmOrDeclineAnswer> {
  const { db } = app;
  const session = request.session;
  return app.idempotency.run(request, body, () => {
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
    return { statusCode: 200, body: { stageId: body.stageId, userId: session.userId, confirmation, confirmationChanged, version } };
  });
}
