import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { ChangeHoursAnswer, ChangeHoursBody } from '@tragkraft/sync-protocol';
import { stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/errors';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { findOwnStage } from './ownership';
import { NOT_COMPLETED } from './rate-stage';

const HOURS_SIGNED = 'Die Stunden wurden bereits visiert und können nicht mehr geändert werden.';
const HOURS_ONLY_FOR_SERVICE = 'Stunden können nur beim Baustellen-Service geändert werden.';

/**
 * The client corrects the total work hours of a completed site-service stage (all people
 * together, the hours that are billed) until it signs them off.
 */
export async function changeHours(app: FastifyInstance, session: Session, body: ChangeHoursBody, now: Date): Promise<ChangeHoursAnswer> {
  const { stage, order } = await findOwnStage(app.db, session, body.stageId);
  if (order.typeId !== SITE_SERVICE_TYPE_ID) throw badRequest(HOURS_ONLY_FOR_SERVICE);
  if (stage.clientSignedTime) throw conflict(HOURS_SIGNED);
  if (!stage.completedTime) throw badRequest(NOT_COMPLETED);
  // The new version (the field devices' sync cursor) in the change's own transaction.
  const changed = await app.db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const rows = await tx
      .update(stages)
      .set({ workHours: body.hours, updatedAt: now.toISOString() })
      .where(and(eq(stages.id, stage.id), isNull(stages.clientSignedTime)))
      .returning({ id: stages.id });
    if (rows.length > 0) await bumpStageVersion(tx, stage.id, now);
    return rows.length > 0;
  });
  if (!changed) throw conflict(HOURS_SIGNED);
  return { stageId: stage.id, hours: body.hours };
}
