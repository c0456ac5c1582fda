// Profitability: one row per completed stage of an active order. Revenue (CHF excl. VAT, as
// Rappen here) is, in this order of preference:
// 1. the stage's own invoice (the latest): its subtotal;
// 2. the order's site-service invoice (type 8, one invoice for the order): its subtotal
//    divided by the order's stage count;
// 3. otherwise the calculation: floor-based services (1-5) total x stage amount / count;
//    other services (or no amount/count) total / stage count.
// Hours are the sum of the hours reported for the stage's team; revenue per hour is empty
// without hours.
import { and, asc, eq, gte, isNotNull, lte, sum } from 'drizzle-orm';
import { roundRappen, serviceByTypeId, type Rappen } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { calculations, clients, orders, stageAssignments, stages } from '../../db/schema';
import { latestInvoices, priceCountOf } from '../admin-orders/list-admin-orders';
import { roundHours } from '../hours/weekly-hours';
import type { Profitability, ProfitabilityRow } from '../../documents/profitability-model';

function stageRevenue(args: {
  typeId: number;
  total: Rappen;
  price: unknown;
  amount: number | null;
  stagesCount: number;
  stageInvoice?: { subtotalRp: number };
  orderInvoice?: { subtotalRp: number };
}): { revenue: Rappen; basis: ProfitabilityRow['basis'] } {
  const parts = Math.max(1, args.stagesCount);
  if (args.stageInvoice) return { revenue: args.stageInvoice.subtotalRp, basis: 'Rechnung' };
  if (args.orderInvoice) return { revenue: roundRappen(args.orderInvoice.subtotalRp / parts), basis: 'Rechnung' };
  const count = priceCountOf(args.typeId, args.price);
  if (count !== null && count > 0 && args.amount !== null) return { revenue: roundRappen((args.total * args.amount) / count), basis: 'Offerte' };
  return { revenue: roundRappen(args.total / parts), basis: 'Offerte' };
}

export async function profitability(db: Db, range: { from?: string; to?: string }): Promise<Profitability> {
  const conditions = [isNotNull(stages.completedTime), isNotNull(stages.date), eq(orders.status, 'active')];
  if (range.from) conditions.push(gte(stages.date, range.from));
  if (range.to) conditions.push(lte(stages.date, range.to));
  const found = await db
    .select({ stage: stages, order: orders, clientName: clients.company, total: calculations.totalRp, price: calculations.price })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(calculations, eq(calculations.id, orders.calculationId))
    .where(and(...conditions))
    .orderBy(asc(stages.date), asc(stages.time), asc(stages.id));
  const stageIds = found.map((r) => r.stage.id);
  // The team's hours of every listed stage in one query (same conditions), not one per stage.
  const hoursRows = await db
    .select({ stageId: stageAssignments.stageId, hours: sum(stageAssignments.hours) })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(...conditions))
    .groupBy(stageAssignments.stageId);
  const hoursByStage = new Map(hoursRows.map((row) => [row.stageId, roundHours(Number(row.hours ?? 0))]));
  const invoiceOf = await latestInvoices(db, stageIds, [...new Set(found.map((r) => r.order.id))]);
  const rows = found.map(({ stage, order, clientName, total, price }): ProfitabilityRow => {
    const invoice = invoiceOf(stage.id, order.id);
    const { revenue, basis } = stageRevenue({
      typeId: order.typeId,
      total,
      price,
      amount: stage.amount,
      stagesCount: order.stagesCount,
      stageInvoice: invoice?.stageId === stage.id ? invoice : undefined,
      orderInvoice: invoice && invoice.stageId === null ? invoice : undefined,
    });
    const hours = hoursByStage.get(stage.id) ?? 0;
    return {
      date: stage.date!,
      orderId: order.id,
      stage: `${stage.stageNumber}/${order.stagesCount}`,
      clientName,
      service: serviceByTypeId(order.typeId)?.name ?? '',
      revenue,
      basis,
      hours,
      revenuePerHour: hours > 0 ? roundRappen(revenue / hours) : null,
    };
  });
  const totalRevenue = rows.reduce((s, r) => s + r.revenue, 0);
  const totalHours = roundHours(rows.reduce((s, r) => s + r.hours, 0));
  return { rows, totalRevenue, totalHours, revenuePerHour: totalHours > 0 ? roundRappen(totalRevenue / totalHours) : null };
}
