// Loads an order or stage only when the caller's company owns it and the order is active.
// Anything else (another company, a cancelled order, an unknown id) is the same 404, so ids
// of other companies do not leak.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

export type OrderRow = typeof orders.$inferSelect;
export type StageRow = typeof stages.$inferSelect;

/** Admins see every order; clients and clerks the active orders of their own company. */
export function maySeeOrder(session: Session, order: OrderRow): boolean {
  if (session.role === 'admin') return true;
  if (session.role !== 'client' && session.role !== 'clerk') return false;
  return order.status === 'active' && session.clientId !== null && order.clientId === session.clientId;
}

/**
 * The lock name of one order: an edit that reads the order's stages and writes them back takes
 * it (lockNames) first in its transaction, so two edits of one order run one after the other.
 */
export const orderLockName = (orderId: number) => `order:${orderId}`;

export async function findOwnOrder(db: Db, session: Session, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !maySeeOrder(session, order)) throw notFound();
  return order;
}

export async function findOwnStage(db: Db, session: Session, stageId: number): Promise<{ stage: StageRow; order: OrderRow }> {
  const [row] = await db
    .select({ stage: stages, order: orders })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(eq(stages.id, stageId))
    .limit(1);
  if (!row || !maySeeOrder(session, row.order)) throw notFound();
  return row;
}

/** The stages of an order in their order (stage number). */
export async function stagesOf(db: Pick<Db, 'select'>, orderId: number): Promise<StageRow[]> {
  return db.select().from(stages).where(eq(stages.orderId, orderId)).orderBy(asc(stages.stageNumber), asc(stages.id));
}
