// Who may see a stage. Admins see every stage; operators and employees only stages they are
// assigned to, of orders that are not cancelled; an operator who declined no longer sees the
// stage (an employee still does, to confirm again). A stage the caller may not see answers
// 404, never 403, so stage ids do not leak.
import { and, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import { DEFAULT_START_TIME } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { calculations, clients, orders, stageAssignments, stages, users } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { idsOfJsonArray } from '../../db/dialect-sql';
import { lockNames } from '../../db/locks';
import { perConnection } from '../../db/per-connection';

const stageRowColumns = {
  stage: stages,
  orderNumber: orders.orderNumber,
  orderTypeId: orders.typeId,
  orderAddress: orders.orderAddress,
  orderAddressType: orders.orderAddressType,
  orderStatus: orders.status,
  orderUserId: orders.userId,
  clientId: orders.clientId,
  contactFiller: orders.contactFiller,
  contactFillerPhone: orders.contactFillerPhone,
  contactCManager: orders.contactCManager,
  contactCManagerPhone: orders.contactCManagerPhone,
  clientName: clients.company,
  price: calculations.price,
};

/** A stage with what the operation views need from its order, client and calculation. */
export function stageRows(db: Db) {
  return db
    .select(stageRowColumns)
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(calculations, eq(calculations.id, orders.calculationId));
}
export type StageRow = Awaited<ReturnType<typeof stageRows>>[number];

/**
 * A stage's start time for ordering: without a time it starts at 08:00 (as dateAndTime and
 * confirmationLocked count it). Ordering by the bare column would put it first on SQLite and
 * last on PostgreSQL.
 */
export const stageStartTime = sql`coalesce(nullif(${stages.time}, ''), ${sql.raw(`'${DEFAULT_START_TIME}'`)})`;

export type Assignment = typeof stageAssignments.$inferSelect & { firstName: string; lastName: string; role: string; phone: string; permanent: boolean };

const statements = perConnection((db) => ({
  // The teams of the stages whose ids are in the JSON array `stageIds`, as flat rows: copying
  // nested rows into flat objects with a spread cost more than the query (a slow path in V8).
  teams: db
    .select({ ...getTableColumns(stageAssignments), firstName: users.firstName, lastName: users.lastName, role: users.role, phone: users.phone, permanent: users.permanent })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(inArray(stageAssignments.stageId, idsOfJsonArray(sql.placeholder('stageIds'))))
    .prepare('stage_teams'),
  stage: stageRows(db).where(eq(stages.id, sql.placeholder('stageId'))).prepare('stage_row'),
  ownAssignment: db
    .select()
    .from(stageAssignments)
    .where(and(eq(stageAssignments.stageId, sql.placeholder('stageId')), eq(stageAssignments.userId, sql.placeholder('userId'))))
    .prepare('own_assignment'),
}));

/** The team of some stages with their names, operators first, then by first name. */
export async function assignmentsOf(db: Db, stageIds: number[]): Promise<Map<number, Assignment[]>> {
  const byStage = new Map<number, Assignment[]>();
  if (stageIds.length === 0) return byStage;
  const rows: Assignment[] = await statements(db).teams.execute({ stageIds: JSON.stringify(stageIds) });
  rows.sort((x, y) => roleRank(x.role) - roleRank(y.role) || x.firstName.localeCompare(y.firstName, 'de-CH') || x.userId - y.userId);
  for (const r of rows) {
    const list = byStage.get(r.stageId) ?? [];
    list.push(r);
    byStage.set(r.stageId, list);
  }
  return byStage;
}

const roleRank = (role: string) => (role === 'operator' ? 0 : role === 'employee' ? 1 : 2);

/** May this caller see a stage with this own assignment? */
export function canSee(session: Session, row: Pick<StageRow, 'orderStatus'>, own: { confirmation: boolean | null } | undefined): boolean {
  if (session.role === 'admin') return true;
  if (row.orderStatus !== 'active' || !own) return false;
  if (session.role === 'operator') return own.confirmation !== false;
  return session.role === 'employee';
}

export interface VisibleStage {
  row: StageRow;
  /** The caller's own assignment, if any. */
  own: typeof stageAssignments.$inferSelect | undefined;
}

/** The stage if the caller may see it; 404 otherwise. */
export async function loadVisibleStage(db: Db, session: Session, stageId: number): Promise<VisibleStage> {
  const [row] = await statements(db).stage.execute({ stageId });
  if (!row) throw notFound();
  const [own] = await statements(db).ownAssignment.execute({ stageId, userId: session.userId });
  if (!canSee(session, row, own)) throw notFound();
  return { row, own };
}

/**
 * Serialises the transactions that change a stage (its row, team or images) across instances.
 * Take it first in such a transaction, before reading what decides and before any write, with
 * every stage the change touches in one call (sorted there, so two callers never deadlock):
 * bumpStageVersion waits for the global version lock later, and on PostgreSQL two changes of
 * the same stage, each holding a row the other needs while one waits for that lock, would
 * deadlock. Also makes "read, check, write" on the stage safe (completed, hours saved).
 */
export async function lockStage(tx: Db, ...stageIds: number[]): Promise<void> {
  await lockNames(tx, stageIds.map((id) => `stage:${id}`));
}

/**
 * Raises a stage's version above every other stage's: one global counter, so the highest
 * version a device has seen is its sync cursor. Call on every change a field device pulls, in
 * the change's transaction: the lock holds until it commits, so versions are handed out in
 * commit order even across instances (else a device could pass over a version committed late).
 */
export async function bumpStageVersion(tx: Db, stageId: number, now = new Date()): Promise<number> {
  await lockNames(tx, ['stage-version']);
  const [top] = await tx.select({ v: max(stages.version) }).from(stages);
  const version = (top?.v ?? 0) + 1;
  await tx.update(stages).set({ version, updatedAt: now.toISOString() }).where(eq(stages.id, stageId));
  return version;
}
