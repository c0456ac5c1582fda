// The employee picker of a stage: active operators and employees with their workload
// (assignedCount: stages of active orders they are planned on, not declined, from today to
// today + 30 days), their average rating, whether they are on this stage, and their other
// stages on the same day (conflicts). A start time is all a stage has, no end, so any other
// stage on the same day counts as a conflict.
import { and, avg, count, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { addDays, FIELD, zurichToday } from '@tragkraft/domain';
import type { PickerConflict, PickerEmployee, PlanningAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { absences, orders, stageAssignments, stages, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { stageStartTime } from '../stages/stage-access';

/** Days ahead (from today) counted in assignedCount. */
const ASSIGNED_COUNT_DAYS = 30;
/** Who can be planned on a stage: the field staff (operators and employees). */
export const PLANNABLE_ROLES = FIELD;

const notDeclined = or(isNull(stageAssignments.confirmation), eq(stageAssignments.confirmation, true));

export async function findStage(db: Db, stageId: number) {
  const [row] = await db.select({ stage: stages, status: orders.status }).from(stages).innerJoin(orders, eq(orders.id, stages.orderId)).where(eq(stages.id, stageId)).limit(1);
  if (!row) throw notFound('Etappe nicht gefunden.');
  return row;
}

/** Other stages of active orders on `date` each person is planned on (not declined). */
export async function sameDayStages(db: Db, date: string | null, exceptStageId: number, userIds: number[]): Promise<Map<number, PickerConflict[]>> {
  const byUser = new Map<number, PickerConflict[]>();
  if (date === null || userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: stageAssignments.userId, stageId: stages.id, orderId: stages.orderId, date: stages.date, time: stages.time })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(eq(stages.date, date), ne(stages.id, exceptStageId), eq(orders.status, 'active'), notDeclined, inArray(stageAssignments.userId, userIds)))
    .orderBy(stageStartTime, stages.id);
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ stageId: row.stageId, orderId: row.orderId, date: row.date!, time: row.time });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The absence reason of each person absent on `date` (the first absence when several cover it). */
async function absencesOn(db: Db, date: string | null, userIds: number[]): Promise<Map<number, string>> {
  const byUser = new Map<number, string>();
  if (date === null || userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: absences.userId, reason: absences.reason })
    .from(absences)
    .where(and(inArray(absences.userId, userIds), lte(absences.startDate, date), gte(absences.endDate, date)))
    .orderBy(absences.startDate, absences.id);
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row.reason);
  return byUser;
}

export async function planningFor(db: Db, stageId: number, now: Date): Promise<PlanningAnswer> {
  const { stage } = await findStage(db, stageId);
  const assigned = await db.select().from(stageAssignments).where(eq(stageAssignments.stageId, stageId));
  const onStage = new Map(assigned.map((a) => [a.userId, a]));
  const staff = await db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...PLANNABLE_ROLES]), isNull(users.clientId), isNull(users.deletedAt)));
  const people = staff.filter((user) => !user.inactive || onStage.has(user.id));
  const ids = people.map((p) => p.id);
  const today = zurichToday(now);
  const countRows = await db
    .select({ userId: stageAssignments.userId, n: count() })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(inArray(stageAssignments.userId, ids), eq(orders.status, 'active'), notDeclined, gte(stages.date, today), lte(stages.date, addDays(today, ASSIGNED_COUNT_DAYS))))
    .groupBy(stageAssignments.userId);
  const counts = new Map(countRows.map((r) => [r.userId, r.n]));
  const ratingRows = await db
    .select({ userId: stageAssignments.userId, average: avg(stageAssignments.rating) })
    .from(stageAssignments)
    .where(inArray(stageAssignments.userId, ids))
    .groupBy(stageAssignments.userId);
  const ratings = new Map(ratingRows.map((r) => [r.userId, r.average === null ? null : Math.round(Number(r.average) * 10) / 10]));
  const conflicts = await sameDayStages(db, stage.date, stageId, ids);
  const absent = await absencesOn(db, stage.date, ids);
  const rank = (role: string) => (role === 'operator' ? 0 : 1);
  people.sort((a, b) => rank(a.role) - rank(b.role) || a.firstName.localeCompare(b.firstName, 'de-CH') || a.lastName.localeCompare(b.lastName, 'de-CH') || a.id - b.id);
  return {
    stageId,
    orderId: stage.orderId,
    date: stage.date,
    time: stage.time,
    employees: people.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role as PickerEmployee['role'],
      permanent: user.permanent,
      inactive: user.inactive,
      assignedCount: counts.get(user.id) ?? 0,
      averageRating: ratings.get(user.id) ?? null,
      assigned: onStage.has(user.id),
      confirmation: onStage.get(user.id)?.confirmation ?? null,
      conflicts: conflicts.get(user.id) ?? [],
      absence: absent.get(user.id) ?? null,
    })),
  };
}
