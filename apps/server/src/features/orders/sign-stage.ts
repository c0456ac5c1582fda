import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignStageAnswer } from '@tragkraft/sync-protocol';
import { stages, users } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/errors';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { findOwnStage } from './ownership';
import { NOT_COMPLETED } from './rate-stage';

const ALREADY_SIGNED = 'Die Stunden dieses Einsatzes wurden bereits visiert.';

/** The client signs off the hours of a completed stage, once; who and when are answered. */
export async function signStage(app: FastifyInstance, session: Session, stageId: number, now: Date): Promise<SignStageAnswer> {
  const { stage } = await findOwnStage(app.db, session, stageId);
  if (!stage.completedTime) throw badRequest(NOT_COMPLETED);
  const signedTime = now.toISOString();
  // The new version (the field devices' sync cursor) in the sign-off's own transaction.
  const signed = await app.db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const rows = await tx
      .update(stages)
      .set({ clientSignedTime: signedTime, clientSignedUserId: session.userId, updatedAt: signedTime })
      .where(and(eq(stages.id, stage.id), isNull(stages.clientSignedTime)))
      .returning({ id: stages.id });
    if (rows.length > 0) await bumpStageVersion(tx, stage.id, now);
    return rows.length > 0;
  });
  if (!signed) throw conflict(ALREADY_SIGNED);
  const [signer] = await app.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, session.userId)).limit(1);
  return { signedTime, signedUser: signer ?? { firstName: '', lastName: '' } };
}
