// The admin order modal: every order (cancelled ones too), its calculation, the ordering
// login, the admin who ordered on the client's behalf, the stages with their teams, and the
// audit log of the order, its stages and its teams (newest first).
import { eq, inArray } from 'drizzle-orm';
import { serviceByTypeId } from '@tragkraft/domain';
import { ORDER_CONTACT_FIELDS, type AdminOrderDetail } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { calculations, clients, orders, stageSignatures, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { listAudit } from '../audit/record-audit';
import { assignmentsOf } from '../stages/stage-access';
import { stagesOf, type OrderRow } from '../orders/ownership';
import { latestInvoices } from './list-admin-orders';

export async function findOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('Auftrag nicht gefunden.');
  return order;
}

const contactsOf = (order: OrderRow) =>
  Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, order[field]])) as { [K in (typeof ORDER_CONTACT_FIELDS)[number]]: string };

export async function adminOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const order = await findOrder(db, orderId);
  const [calculation] = await db.select().from(calculations).where(eq(calculations.id, order.calculationId)).limit(1);
  const [client] = await db.select().from(clients).where(eq(clients.id, order.clientId)).limit(1);
  const [orderingUser] = await db.select().from(users).where(eq(users.id, order.userId)).limit(1);
  const [adminUser] = order.adminUserId === null ? [] : await db.select().from(users).where(eq(users.id, order.adminUserId)).limit(1);
  // Foreign keys: an order always has its calculation, client and ordering login.
  if (!calculation || !client || !orderingUser) throw notFound('Auftrag nicht gefunden.');
  const stageRows = await stagesOf(db, order.id);
  const stageIds = stageRows.map((s) => s.id);
  const teams = await assignmentsOf(db, stageIds);
  const invoiceOf = await latestInvoices(db, stageIds, [order.id]);
  const signatures =
    stageIds.length === 0
      ? []
      : await db
          .select({ stageId: stageSignatures.stageId, signerName: stageSignatures.signerName, signedAt: stageSignatures.signedAt, remark: stageSignatures.remark })
          .from(stageSignatures)
          .where(inArray(stageSignatures.stageId, stageIds));
  const signatureOf = new Map(signatures.map(({ stageId, ...signature }) => [stageId, signature]));
  const auditLog = await listAudit(db, [
    { entity: 'order', ids: [order.id] },
    { entity: 'stage', ids: stageIds },
    { entity: 'assignment', ids: stageIds },
  ]);
  return {
    orderId: order.id,
    typeId: order.typeId,
    type: serviceByTypeId(order.typeId)?.name ?? '',
    createdTime: order.createdAt,
    status: order.status,
    cancelReason: order.cancelReason,
    cancelledTime: order.cancelledAt,
    clientId: client.id,
    clientName: client.company,
    clientSpecial: client.special ?? null,
    email: orderingUser.email,
    phone: orderingUser.phone,
    calcId: calculation.id,
    calcParams: calculation.params,
    calcPrice: calculation.price,
    total: calculation.totalRp,
    adminUserId: order.adminUserId,
    adminUser: adminUser ? { firstName: adminUser.firstName, lastName: adminUser.lastName, email: adminUser.email } : null,
    stagesCount: order.stagesCount,
    params: { orderNumber: order.orderNumber, orderAddressType: order.orderAddressType, orderAddress: order.orderAddress, ...contactsOf(order) },
    stages: stageRows.map((stage) => ({
      id: stage.id,
      stageNumber: stage.stageNumber,
      date: stage.date,
      time: stage.time,
      amount: stage.amount,
      orderNumber: stage.orderNumber,
      hours: stage.hours,
      remarks: stage.remarks,
      completedTime: stage.completedTime,
      reportSavedTime: stage.reportSavedAt,
      invoiceId: invoiceOf(stage.id, order.id)?.id ?? null,
      team: (teams.get(stage.id) ?? []).map((member) => ({
        userId: member.userId,
        firstName: member.firstName,
        lastName: member.lastName,
        role: member.role,
        confirmation: member.confirmation,
        hours: member.hours,
      })),
      onSiteSignature: signatureOf.get(stage.id) ?? null,
    })),
    auditLog,
  };
}
