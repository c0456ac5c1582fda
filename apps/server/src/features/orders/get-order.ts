import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_TEXTS, orderLocked, serviceByTypeId, stageEditLocks } from '@tragkraft/domain';
import type { OrderDetail } from '@tragkraft/sync-protocol';
import { calculations } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { findOwnOrder, stagesOf } from './ownership';

/** One order of the caller's company with its stages and what may still change on each. */
export async function getOrder(app: FastifyInstance, session: Session, orderId: number, now: Date): Promise<OrderDetail> {
  const order = await findOwnOrder(app.db, session, orderId);
  const stageRows = await stagesOf(app.db, order.id);
  const [calc] = await app.db.select({ total: calculations.totalRp }).from(calculations).where(eq(calculations.id, order.calculationId)).limit(1);
  const total = calc?.total ?? 0;
  const locked = orderLocked(stageRows, now);
  return {
    id: order.id,
    calcId: order.calculationId,
    typeId: order.typeId,
    type: serviceByTypeId(order.typeId)?.name ?? '',
    createdTime: order.createdAt,
    orderNumber: order.orderNumber,
    orderAddressType: order.orderAddressType,
    orderAddress: order.orderAddress,
    contactGeneral: order.contactGeneral,
    contactGeneralPhone: order.contactGeneralPhone,
    contactArchitect: order.contactArchitect,
    contactArchitectPhone: order.contactArchitectPhone,
    contactCManager: order.contactCManager,
    contactCManagerPhone: order.contactCManagerPhone,
    contactFiller: order.contactFiller,
    contactFillerPhone: order.contactFillerPhone,
    contactDriver: order.contactDriver,
    contactDriverPhone: order.contactDriverPhone,
    express: order.express,
    driveKilometers: order.driveKilometers,
    stagesCount: order.stagesCount,
    lift: order.lift,
    facadeLift: order.facadeLift,
    total,
    locked,
    stages: stageRows.map((stage) => {
      const lock = locked ? { level: 'locked' as const, reason: MESSAGE_TEXTS.orderLocked } : stageEditLocks(stage, now);
      return {
        id: stage.id,
        stageNumber: stage.stageNumber,
        date: stage.date,
        time: stage.time,
        amount: stage.amount,
        hours: stage.hours,
        orderNumber: stage.orderNumber,
        remarks: stage.remarks,
        completedTime: stage.completedTime,
        lock: lock.level,
        lockReason: lock.reason,
      };
    }),
  };
}
