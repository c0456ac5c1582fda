// The operation lists: admins see the stages of every active order, operators the stages
// they are assigned to and did not decline, employees (employee views) every stage they are
// assigned to. Future = date today (Zurich) or later, ascending; past = before today,
// newest first, limited.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { zurichToday, type Role } from '@tragkraft/domain';
import { OPERATION_PAST_DEFAULT_LIMIT, type OperationListAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { invoices, orders, stageAssignments, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { listItem, type InvoiceState } from './operation-views';
import { perConnection } from '../../db/per-connection';
import { assignmentsOf, stageRows, stageStartTime, type StageRow } from '../stages/stage-access';

export type Period = 'future' | 'past';

/** Which stages a role may see: all, the non-declined own (operators), the own (others). */
function visibleTo(db: Db, role: Role, userId: number | Placeholder): SQL {
  const active = eq(orders.status, 'active');
  if (role === 'admin') return active;
  const own = eq(stageAssignments.userId, userId);
  const mine = role === 'operator' ? and(own, or(isNull(stageAssignments.confirmation), eq(stageAssignments.confirmation, true))) : own;
  const assigned = db.select({ id: stageAssignments.stageId }).from(stageAssignments).where(mine);
  return and(active, inArray(stages.id, assigned))!;
}

/** Which stages a caller may see, as a condition on stages (order status checked too). */
export function visibleCondition(db: Db, session: Session): SQL {
  return visibleTo(db, session.role, session.userId);
}

/** The list query of a role and period; placeholders userId, today and (past) limit. */
function prepareList(db: Db, role: Role, period: Period) {
  const today = sql.placeholder('today');
  const when = period === 'future' ? gte(stages.date, today) : lt(stages.date, today);
  const query = stageRows(db).where(and(visibleTo(db, role, sql.placeholder('userId')), when));
  // PostgreSQL names each prepared statement (one per role and period).
  const name = `operations_${period}_${role}`;
  return period === 'future'
    ? query.orderBy(asc(stages.date), asc(stageStartTime), asc(stages.id)).prepare(name)
    : query.orderBy(desc(stages.date), desc(stageStartTime), desc(stages.id)).limit(sql.placeholder('limit')).prepare(name);
}

// Every role that is not admin or operator sees its own stages: one statement for them.
const listStatements = perConnection((db) => {
  const byRole = (period: Period) => ({
    admin: prepareList(db, 'admin', period),
    operator: prepareList(db, 'operator', period),
    own: prepareList(db, 'employee', period),
  });
  return { future: byRole('future'), past: byRole('past') };
});

export async function listStageRows(db: Db, session: Session, period: Period, now: Date, limit = OPERATION_PAST_DEFAULT_LIMIT): Promise<StageRow[]> {
  const byRole = listStatements(db)[period];
  const statement = session.role === 'admin' ? byRole.admin : session.role === 'operator' ? byRole.operator : byRole.own;
  return statement.execute({ userId: session.userId, today: zurichToday(now), limit });
}

/** Invoice state per stage: its own invoice, or its order's site-service invoice. */
async function invoiceStates(db: Db, rows: StageRow[]): Promise<Map<number, InvoiceState>> {
  const states = new Map<number, InvoiceState>();
  if (rows.length === 0) return states;
  const stageIds = rows.map((r) => r.stage.id);
  const orderIds = [...new Set(rows.map((r) => r.stage.orderId))];
  const found = await db
    .select()
    .from(invoices)
    .where(or(inArray(invoices.stageId, stageIds), inArray(invoices.serviceOrderId, orderIds)))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const invoice = found.filter((i) => i.stageId === row.stage.id || (i.serviceOrderId === row.stage.orderId && i.stageId === null)).at(-1);
    if (invoice) {
      states.set(row.stage.id, { invoiceTime: invoice.invoiceTime, invoiceSentTime: invoice.invoiceSentTime, invoicePaidTime: invoice.invoicePaidTime });
    }
  }
  return states;
}

export async function listOperations(db: Db, session: Session, period: Period, now: Date, limit?: number): Promise<OperationListAnswer> {
  const rows = await listStageRows(db, session, period, now, limit);
  const teams = await assignmentsOf(db, rows.map((r) => r.stage.id));
  const invoiceByStage = session.role === 'admin' ? await invoiceStates(db, rows) : new Map<number, InvoiceState>();
  return {
    stageDetails: rows.map((row) => listItem(row, teams.get(row.stage.id) ?? [], session, now, invoiceByStage.get(row.stage.id))),
    userId: session.userId,
  };
}
