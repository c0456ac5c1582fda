import { and, asc, desc, eq, isNull, or, gt, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StageDetail } from '@tragkraft/sync-protocol';
import { calculations, clientRatings, images, stageAssignments, stages, users } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { onSiteSignatureOf } from '../stages/stage-signature';
import { findOwnStage } from './ownership';

/**
 * The operation report of a stage as the client sees it. `rating` is the client's own rating
 * of the stage; `workerCount` the assigned people who took part (confirmed or with hours).
 */
export async function stageDetails(app: FastifyInstance, session: Session, stageId: number): Promise<StageDetail> {
  const { stage, order } = await findOwnStage(app.db, session, stageId);
  const db = app.db;
  const [calc] = await db.select({ price: calculations.price }).from(calculations).where(eq(calculations.id, order.calculationId)).limit(1);
  const price = calc?.price as Record<string, number> | undefined;
  const [stageCount] = await db.select({ n: count() }).from(stages).where(eq(stages.orderId, order.id));
  const stagesCount = stageCount?.n ?? order.stagesCount;
  const [workers] = await db
    .select({ n: count() })
    .from(stageAssignments)
    .where(and(eq(stageAssignments.stageId, stage.id), or(eq(stageAssignments.confirmation, true), gt(stageAssignments.hours, 0))));
  const workerCount = workers?.n ?? 0;
  const [signer] =
    stage.clientSignedUserId === null
      ? []
      : await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, stage.clientSignedUserId)).limit(1);
  const [rating] = await db.select().from(clientRatings).where(eq(clientRatings.stageId, stage.id)).limit(1);
  const stageImages = await db
    .select({ id: images.id, comment: images.comment, damage: images.damage })
    .from(images)
    .where(and(eq(images.stageId, stage.id), isNull(images.deletedAt)))
    .orderBy(desc(images.damage), asc(images.createdAt), asc(images.id));
  return {
    id: stage.id,
    orderId: order.id,
    date: stage.date,
    time: stage.time,
    hours: stage.hours,
    amount: stage.amount,
    orderNumber: stage.orderNumber || order.orderNumber,
    remarks: stage.remarks,
    stageNumber: stage.stageNumber,
    stagesCount,
    stageAmount: stage.amount,
    priceCount: typeof price?.count === 'number' ? price.count : null,
    typeId: order.typeId,
    workHours: stage.workHours,
    workerCount,
    completedTime: stage.completedTime,
    signedTime: stage.clientSignedTime,
    signedUser: stage.clientSignedTime && signer ? signer : null,
    truckArrivalTime: stage.truckArrivalTime,
    damages: stage.damages,
    general: stage.general,
    address: order.orderAddress,
    rating: rating?.rating ?? null,
    ratingComment: rating?.comment ?? null,
    hasRating: rating !== undefined,
    images: stageImages,
    onSiteSignature: await onSiteSignatureOf(db, stage.id),
  };
}
