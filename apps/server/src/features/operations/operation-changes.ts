// The sync cursor of the field devices. stages.version is one counter across the table
// (bumpStageVersion), so "everything after the highest version I have seen" is one number.
// The answer lists the stages changed after `since` that the caller sees or has just lost
// (removed), plus the ids of every stage the caller may open now: a device drops local stages
// missing there (unassigned, cancelled) and fetches ids it does not know yet (new stages keep
// their initial version until their first change).
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { OperationChangesAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { orders, stageAssignments, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { visibleCondition } from './list-operations';

export async function operationChanges(db: Db, session: Session, since: number): Promise<OperationChangesAnswer> {
  const [top] = await db.select({ v: max(stages.version) }).from(stages);
  const cursor = top?.v ?? 0;
  const visibleRows = await db
    .select({ id: stages.id })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(visibleCondition(db, session))
    .orderBy(stages.id);
  const visibleIds = visibleRows.map((r) => r.id);
  const visible = new Set(visibleIds);
  const changedSince = gt(stages.version, since);
  const mine = db.select({ id: stageAssignments.stageId }).from(stageAssignments).where(eq(stageAssignments.userId, session.userId));
  const changed = await db
    .select({ id: stages.id, version: stages.version })
    .from(stages)
    .where(session.role === 'admin' ? changedSince : and(changedSince, inArray(stages.id, mine)))
    .orderBy(stages.version);
  return {
    cursor,
    stages: changed.map((c) => ({ id: c.id, version: c.version, removed: !visible.has(c.id) })),
    visibleIds,
  };
}
