// Adding and removing stages of an order (admin order modal). 'add' inserts an empty stage
// after stageIndex (0-based; -1 = before the first), 'remove' deletes the stage at
// stageIndex. The last remaining stage cannot be removed (400), nor a completed stage or one
// with a report or an invoice (409). Stages are renumbered 1..n, the order's stagesCount
// follows, and every remaining stage gets a new version (its number may have changed). The
// calculation (price) stays as it was.
import { eq } from 'drizzle-orm';
import { ADMIN_ORDER_TEXTS, ADMIN_TEXTS, type AdminOrderDetail, type EditStagesBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoices, orders, stageAssignments, stages } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { assignmentsOf, bumpStageVersion, lockStage } from '../stages/stage-access';
import { orderLockName, stagesOf } from '../orders/ownership';
import { enqueueStagePush } from '../push/enqueue-push';
import { adminOrderDetail, findOrder } from './admin-order-detail';

export async function editStages(db: Db, adminId: number, body: EditStagesBody, now: Date): Promise<AdminOrderDetail> {
  await db.transaction(async (tx) => {
    // Stages are read, renumbered and written back: one edit of an order at a time.
    await lockNames(tx, [orderLockName(body.orderId)]);
    const order = await findOrder(tx, body.orderId);
    if (order.status !== 'active') throw conflict(ADMIN_TEXTS.orderCancelled);
    const before = await stagesOf(tx, order.id);
    await lockStage(tx, ...before.map((stage) => stage.id));
    const stamp = now.toISOString();
    if (body.mode === 'add') {
      if (body.stageIndex < -1 || body.stageIndex >= before.length) throw badRequest(ADMIN_ORDER_TEXTS.stageIndexInvalid);
      const [added] = await tx.insert(stages).values({ orderId: order.id, stageNumber: body.stageIndex + 2, updatedAt: stamp }).returning();
      const ordered = [...before.slice(0, body.stageIndex + 1), added!, ...before.slice(body.stageIndex + 1)];
      await renumber(tx, ordered, now);
      await tx.update(orders).set({ stagesCount: ordered.length, updatedAt: stamp }).where(eq(orders.id, order.id));
      await recordAudit(tx, { userId: adminId, entity: 'order', entityId: order.id, action: 'addStage', changes: { stageId: added!.id, stageNumber: body.stageIndex + 2, stagesCount: { from: before.length, to: ordered.length } } });
      return;
    }
    const removed = before[body.stageIndex];
    if (!removed) throw badRequest(ADMIN_ORDER_TEXTS.stageIndexInvalid);
    if (before.length <= 1) throw new AppError(400, 'badRequest', ADMIN_ORDER_TEXTS.lastStage);
    const [invoiced] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.stageId, removed.id)).limit(1);
    if (removed.completedTime !== null || removed.reportSavedAt !== null || invoiced) throw conflict(ADMIN_ORDER_TEXTS.stageHasReport);
    const team = ((await assignmentsOf(tx, [removed.id])).get(removed.id) ?? []).map((m) => ({ userId: m.userId, name: `${m.firstName} ${m.lastName}`.trim(), confirmation: m.confirmation }));
    await enqueueStagePush(tx, { kind: 'unassigned', stageId: removed.id, userIds: team.map((member) => member.userId) }, now);
    await tx.delete(stageAssignments).where(eq(stageAssignments.stageId, removed.id));
    await tx.delete(stages).where(eq(stages.id, removed.id));
    const ordered = before.filter((stage) => stage.id !== removed.id);
    await renumber(tx, ordered, now);
    await tx.update(orders).set({ stagesCount: ordered.length, updatedAt: stamp }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      userId: adminId,
      entity: 'order',
      entityId: order.id,
      action: 'removeStage',
      changes: {
        stageId: removed.id,
        stageNumber: removed.stageNumber,
        stage: { date: removed.date, time: removed.time, amount: removed.amount, hours: removed.hours, orderNumber: removed.orderNumber, remarks: removed.remarks },
        team,
        stagesCount: { from: before.length, to: ordered.length },
      },
    });
  });
  return adminOrderDetail(db, body.orderId);
}

async function renumber(tx: Db, ordered: { id: number }[], now: Date): Promise<void> {
  for (const [i, stage] of ordered.entries()) {
    await tx.update(stages).set({ stageNumber: i + 1 }).where(eq(stages.id, stage.id));
    await bumpStageVersion(tx, stage.id, now);
  }
}
