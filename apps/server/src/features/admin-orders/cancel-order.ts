// The admin cancels an order with a reason. The order leaves every list and its days are
// free again (capacity counts active orders only); its stages get a new version, so field
// devices drop them; the client is e-mailed through the mail queue in the same transaction.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_TEXTS, type CancelOrderAnswer, type CancelOrderBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Company } from '../../config';
import { orders } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { cancellationMail } from '../../messages/cancellation-mail';
import { orderRecipients, withInvoiceCopy } from '../../messages/order-recipients';
import { enqueueStagePush } from '../push/enqueue-push';
import { orderLockName, stagesOf } from '../orders/ownership';
import { findOrder } from './admin-order-detail';

export async function cancelOrder(app: FastifyInstance, adminId: number, body: CancelOrderBody, company: Company, now: Date): Promise<CancelOrderAnswer> {
  const reason = body.reason.trim();
  if (reason === '') throw badRequest(ADMIN_ORDER_TEXTS.reasonMissing);
  await app.db.transaction(async (tx) => {
    // Two cancellations at once (two instances): the second waits, then finds it cancelled
    // (one mail).
    await lockNames(tx, [orderLockName(body.orderId)]);
    const order = await findOrder(tx, body.orderId);
    if (order.status === 'cancelled') throw conflict(ADMIN_ORDER_TEXTS.alreadyCancelled);
    const orderStages = await stagesOf(tx, order.id);
    await lockStage(tx, ...orderStages.map((stage) => stage.id));
    const stamp = now.toISOString();
    await tx.update(orders).set({ status: 'cancelled', cancelReason: reason, cancelledAt: stamp, updatedAt: stamp }).where(eq(orders.id, order.id));
    for (const stage of orderStages) await bumpStageVersion(tx, stage.id, now);
    for (const stage of orderStages) await enqueueStagePush(tx, { kind: 'cancelled', stageId: stage.id }, now);
    await recordAudit(tx, { userId: adminId, entity: 'order', entityId: order.id, action: 'cancel', changes: { status: { from: 'active', to: 'cancelled' }, cancelReason: reason } });

    // The invoice address gets a copy, as of the order confirmation: what was billed is off.
    const { to, cc } = await withInvoiceCopy(tx, order.clientId, await orderRecipients(tx, order));
    if (to.length === 0) return;
    await app.mailQueue.enqueue(tx, cancellationMail({ to, cc }, order, orderStages, reason, company));
  });
  return { ok: true, message: ADMIN_ORDER_TEXTS.cancelled };
}
