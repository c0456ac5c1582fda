import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import type { ChangeHoursAnswer, ChangeHoursBody } from '@tragkraft/sync-protocol';
import { stageSignatures, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/errors';
import { assertNotInvoiced } from '../invoices/invoiced-stages';
import { assignmentsOf, bumpStageVersion, lockStage } from '../stages/stage-access';
import { refuseImpossibleStageHours } from '../stages/stage-hours';
import { findOwnStage } from './ownership';
import { NOT_COMPLETED } from './rate-stage';

const HOURS_SIGNED = 'Die Stunden wurden bereits visiert und können nicht mehr geändert werden.';
const HOURS_ONLY_FOR_SERVICE = 'Stunden können nur beim Baustellen-Service geändert werden.';

/** Signed on the site lead's phone only: a sign-off time without a signing login, and a signature. */
async function signedOnSiteOnly(db: Db, stage: { id: number; clientSignedTime: string | null; clientSignedUserId: number | null }): Promise<boolean> {
  if (stage.clientSignedTime === null || stage.clientSignedUserId !== null) return false;
  const [signature] = await db.select({ stageId: stageSignatures.stageId }).from(stageSignatures).where(eq(stageSignatures.stageId, stage.id)).limit(1);
  return signature !== undefined;
}

/**
 * The client corrects the total work hours of a completed site-service stage (all people
 * together, the hours that are billed) until it signs them off in the browser ("Visieren").
 * A signature on the site lead's phone counts as the sign-off too, unless the client changes
 * the hours afterwards (issue 19): whoever signed on site may not be who approves the bill, so
 * the change stays possible and lifts the on-site sign-off; the client then signs off the new
 * hours with "Visieren". The signature itself stays with the report (decision 023).
 */
export async function changeHours(app: FastifyInstance, session: Session, body: ChangeHoursBody, now: Date): Promise<ChangeHoursAnswer> {
  const { stage, order } = await findOwnStage(app.db, session, body.stageId);
  if (order.typeId !== SITE_SERVICE_TYPE_ID) throw badRequest(HOURS_ONLY_FOR_SERVICE);
  if (!stage.completedTime) throw badRequest(NOT_COMPLETED);
  const team = (await assignmentsOf(app.db, [stage.id])).get(stage.id) ?? [];
  refuseImpossibleStageHours(body.hours, team.length, stage.amount);
  // The new version (the field devices' sync cursor) in the change's own transaction.
  const changed = await app.db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    await assertNotInvoiced(tx, [stage.id]);
    const [current] = await tx.select().from(stages).where(eq(stages.id, stage.id)).limit(1);
    if (current!.clientSignedTime !== null && !(await signedOnSiteOnly(tx, current!))) return false;
    await tx
      .update(stages)
      .set({ workHours: body.hours, clientSignedTime: null, updatedAt: now.toISOString() })
      .where(eq(stages.id, stage.id));
    await bumpStageVersion(tx, stage.id, now);
    return true;
  });
  if (!changed) throw conflict(HOURS_SIGNED);
  return { stageId: stage.id, hours: body.hours };
}
