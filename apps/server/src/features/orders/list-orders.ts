// The client's order list: one row per stage of the company's active orders. 'future' holds
// stages dated today (Zurich) or later and stages without a date, ascending; 'past' the
// stages before today, newest first.
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceByTypeId, zurichToday } from '@tragkraft/domain';
import type { ClientOrderRow } from '@tragkraft/sync-protocol';
import { orders, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { startTime } from './stage-amounts';

export async function listClientOrders(app: FastifyInstance, session: Session, when: 'future' | 'past', now: Date): Promise<ClientOrderRow[]> {
  if (session.clientId === null) return [];
  const today = zurichToday(now);
  const dated = when === 'future' ? or(gte(stages.date, today), isNull(stages.date)) : lt(stages.date, today);
  const byDate = when === 'future'
    ? [sql`${stages.date} is null`, asc(stages.date), asc(stages.time), asc(stages.id)]
    : [desc(stages.date), desc(stages.time), desc(stages.id)];
  const rows = await app.db
    .select({ order: orders, stage: stages })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(eq(orders.clientId, session.clientId), eq(orders.status, 'active'), dated))
    .orderBy(...byDate);
  return rows.map(({ order, stage }) => ({
    id: order.id,
    createdTime: order.createdAt,
    orderNumber: stage.orderNumber || order.orderNumber,
    stageDate: stage.date,
    stageTime: startTime(stage.date, stage.time), // a dated stage without time starts at 08:00 (spec)
    typeId: order.typeId,
    type: serviceByTypeId(order.typeId)?.name ?? '',
    stagesCount: order.stagesCount,
    stageAmount: stage.amount,
    stageHours: stage.hours,
    stageId: stage.id,
    stageNumber: stage.stageNumber,
    orderAddress: order.orderAddress,
    clientSignedTime: stage.clientSignedTime,
    completedTime: stage.completedTime,
    operationDamage: stage.damages === true,
    operationReport: stage.reportSavedAt !== null || stage.completedTime !== null,
  }));
}
