// The admin order lists (admin/orders): 'new' = the newest active orders (one row each, on
// their first stage), 'future' = stages of active orders today (Zurich) or later, and undated
// ones, ascending; 'past' = stages before today, newest first. At most 500 rows each; the
// PWA filters them. dateWarning: domain deadlineWarning of a stage today or later that is not
// completed. amountWarning: a floor-based order (types 1-5) whose stages do not add up to
// the calculation's count, or that has a stage without amount.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { deadlineWarning, serviceByTypeId, zurichToday } from '@tragkraft/domain';
import { ADMIN_ORDER_LIST_LIMIT, type AdminOrderRow } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { startTime } from '../orders/stage-amounts';
import { calculations, clientRatings, clients, invoices, orders, stages } from '../../db/schema';
import { receivedByInvoice } from '../invoices/received';

export type AdminListKind = 'new' | 'future' | 'past';

const FLOOR_TYPE_IDS = [1, 2, 3, 4, 5];

/** The calculation's count of a floor-based order, else null. */
export function priceCountOf(typeId: number, price: unknown): number | null {
  if (!FLOOR_TYPE_IDS.includes(typeId)) return null;
  const count = (price as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : null;
}

function amountWarningOf(typeId: number, priceCount: number | null, amounts: (number | null)[]): boolean {
  if (!FLOOR_TYPE_IDS.includes(typeId)) return false;
  if (amounts.some((amount) => amount === null)) return true;
  return priceCount !== null && amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) !== priceCount;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The latest invoice of a stage, or of its order's site service (order-wide invoice). */
export async function latestInvoices(db: Db, stageIds: number[], orderIds: number[]) {
  const found: InvoiceRow[] =
    stageIds.length + orderIds.length === 0
      ? []
      : await db.select().from(invoices).where(or(inArray(invoices.stageId, stageIds), inArray(invoices.serviceOrderId, orderIds))).orderBy(asc(invoices.id));
  return (stageId: number, orderId: number): InvoiceRow | undefined =>
    found.filter((i) => i.stageId === stageId || (i.stageId === null && i.serviceOrderId === orderId)).at(-1);
}

/** What the invoices received (issue 28's receivables model), by invoice id. */
async function receivedOf(db: Db, invoiceIds: number[]): Promise<Map<number, number>> {
  const found = await receivedByInvoice(db, invoiceIds);
  return new Map([...found].map(([id, got]) => [id, got.received + got.credited]));
}

function baseQuery(db: Db) {
  return db
    .select({ stage: stages, order: orders, clientName: clients.company, price: calculations.price })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(calculations, eq(calculations.id, orders.calculationId));
}

async function rowsOf(db: Db, kind: AdminListKind, today: string) {
  const active = eq(orders.status, 'active');
  // A stage without time first within its day, as SQLite sorts NULL (PostgreSQL would put it last).
  if (kind === 'future') {
    return baseQuery(db)
      .where(and(active, or(gte(stages.date, today), isNull(stages.date))))
      .orderBy(sql`${stages.date} is null`, asc(stages.date), sql`${stages.time} asc nulls first`, asc(stages.id))
      .limit(ADMIN_ORDER_LIST_LIMIT);
  }
  if (kind === 'past') {
    return baseQuery(db).where(and(active, lt(stages.date, today))).orderBy(desc(stages.date), sql`${stages.time} desc nulls last`, desc(stages.id)).limit(ADMIN_ORDER_LIST_LIMIT);
  }
  const newest = db.select({ id: orders.id }).from(orders).where(active).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ADMIN_ORDER_LIST_LIMIT);
  const firstStage = sql`${stages.stageNumber} = (select min(s2.stage_number) from stages s2 where s2.order_id = ${orders.id})`;
  return baseQuery(db).where(and(inArray(orders.id, newest), firstStage)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function listAdminOrders(db: Db, kind: AdminListKind, now: Date): Promise<AdminOrderRow[]> {
  const today = zurichToday(now);
  const rows = await rowsOf(db, kind, today);
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const stageIds = rows.map((r) => r.stage.id);
  const siblings = orderIds.length === 0
    ? []
    : await db.select({ orderId: stages.orderId, date: stages.date, time: stages.time, amount: stages.amount }).from(stages).where(inArray(stages.orderId, orderIds)).orderBy(asc(stages.stageNumber), asc(stages.id));
  const ratings = new Map(
    (stageIds.length === 0 ? [] : await db.select().from(clientRatings).where(inArray(clientRatings.stageId, stageIds))).map((r) => [r.stageId, r]),
  );
  const invoiceOf = await latestInvoices(db, stageIds, orderIds);
  const received = await receivedOf(db, rows.map(({ stage, order }) => invoiceOf(stage.id, order.id)?.id).filter((id) => id !== undefined));
  return rows.map(({ stage, order, clientName, price }) => {
    const ofOrder = siblings.filter((s) => s.orderId === order.id);
    const priceCount = priceCountOf(order.typeId, price);
    const invoice = invoiceOf(stage.id, order.id);
    const rating = ratings.get(stage.id);
    const upcoming = stage.date !== null && stage.date >= today && stage.completedTime === null;
    return {
      id: order.id,
      createdTime: order.createdAt,
      firstDate: ofOrder[0]?.date ?? null,
      // A dated stage without time starts at 08:00 (spec).
      firstTime: startTime(ofOrder[0]?.date ?? null, ofOrder[0]?.time ?? null),
      stageDate: stage.date,
      stageTime: startTime(stage.date, stage.time),
      stageId: stage.id,
      stageAmount: stage.amount,
      stagesCount: order.stagesCount,
      stageNumber: stage.stageNumber,
      priceCount,
      clientName,
      typeId: order.typeId,
      type: serviceByTypeId(order.typeId)?.name ?? '',
      orderAddress: order.orderAddress,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice ? invoice.year * 10_000 + invoice.sequence : null,
      invoiceTime: invoice?.invoiceTime ?? null,
      invoiceSentTime: invoice?.invoiceSentTime ?? null,
      invoicePaidTime: invoice?.invoicePaidTime ?? null,
      invoiceReceived: invoice ? (received.get(invoice.id) ?? 0) : 0,
      clientRating: rating?.rating ?? null,
      clientRatingComment: rating?.comment ?? null,
      dateWarning: upcoming ? deadlineWarning(stage.date, now) : null,
      amountWarning: amountWarningOf(order.typeId, priceCount, ofOrder.map((s) => s.amount)),
      completedTime: stage.completedTime,
      orderNumber: stage.orderNumber || order.orderNumber,
    };
  });
}
