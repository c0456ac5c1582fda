// The admin cancels an order with a reason. The order leaves every list and its days are
// free again (capacity counts active orders only); its stages get a new version, so field
// devices drop them; the client is e-mailed through the mail queue in the same transaction.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate, serviceByTypeId, splitEmails } from '@tragkraft/domain';
import { ADMIN_ORDER_TEXTS, type CancelOrderAnswer, type CancelOrderBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import { clients, orders, users } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import type { QueuedMail } from '../../plugins/mail-queue';
import { recordAudit } from '../audit/record-audit';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { enqueueStagePush } from '../push/enqueue-push';
import { ccRecipients } from '../orders/order-mail';
import { orderLockName, stagesOf } from '../orders/ownership';
import { findOrder } from './admin-order-detail';

export async function cancelOrder(app: FastifyInstance, adminId: number, body: CancelOrderBody, companyName: string, now: Date): Promise<CancelOrderAnswer> {
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

    const [orderer] = await tx.select().from(users).where(eq(users.id, order.userId)).limit(1);
    const [client] = await tx.select().from(clients).where(eq(clients.id, order.clientId)).limit(1);
    const ordererReachable = orderer && orderer.deletedAt === null && !orderer.inactive && !orderer.noEmail;
    const cc = await ccRecipients(tx, order.clientId, order.userId);
    const to = ordererReachable ? [orderer.email] : cc.length > 0 ? cc.splice(0, 1) : splitEmails(client?.invoiceEmail ?? '');
    if (to.length === 0) return;
    const dates = orderStages.filter((s) => s.date).map((s) => `- Etappe ${s.stageNumber}: ${formatDate(s.date!)}${s.time ? ` ${s.time}` : ''}`);
    const mail: QueuedMail = {
      to,
      cc,
      subject: `Auftrag storniert: Nr. ${order.id}`,
      text: [
        'Guten Tag',
        '',
        `Ihr Auftrag Nr. ${order.id} (${serviceByTypeId(order.typeId)?.name ?? ''}) wurde storniert.`,
        ...(order.orderNumber ? [`Ihre Auftragsnummer: ${order.orderNumber}`] : []),
        '',
        'Objekt:',
        order.orderAddress,
        ...(dates.length > 0 ? ['', 'Abgesagte Termine:', ...dates] : []),
        '',
        `Grund: ${reason}`,
        '',
        'Bei Fragen sind wir gerne für Sie da.',
        '',
        'Freundliche Grüsse',
        companyName,
      ].join('\n'),
    };
    await app.mailQueue.enqueue(tx, mail);
  });
  return { ok: true, message: ADMIN_ORDER_TEXTS.cancelled };
}
