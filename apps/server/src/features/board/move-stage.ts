// A stage dragged to a day (and crew) on the board (issue 33, decision 035). The date and
// start time go through the admin's edit of the order modal (adminUpdateOrder: chronology,
// capacity, far-ahead bound, change confirmation to the client, push to the staff); the crew
// through the planning's assign and unassign (absence and same-day stages, push to the
// people). All in the caller's one transaction: a refusal changes nothing.
// Two admins moving the same stage: both send the version they saw; under the order's and
// the stage's locks the second finds another version and is refused with 'stale'.
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '@tragkraft/domain';
import type { BoardMoveAnswer, BoardMoveBody, BoardStagePlanBody, BoardStageState } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { absenceOn, absenceText } from '../absences/absence-on';
import { adminUpdateOrder } from '../admin-orders/admin-update-order';
import { diffFields, recordAudit } from '../audit/record-audit';
import type { CustomerMessages } from '../customer-messages/customer-messages';
import type { DailyCapacity } from '../orders/capacity';
import { orderLockName } from '../orders/ownership';
import { sameDayStages } from '../planning/employee-picker';
import { assignStaff, unassignStaff } from '../planning/assign-staff';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { asRefusal, BOARD_TEXTS, refusal } from './board-refusal';
import type { SitePlaces } from './site-places';
import { cardsOf } from './stage-cards';

/** Locks the stage's order and the stage (the order modal's order), then checks the version the admin saw. */
async function lockedStage(tx: Db, stageId: number, version: number) {
  const [seen] = await tx.select({ orderId: stages.orderId }).from(stages).where(eq(stages.id, stageId)).limit(1);
  if (!seen) throw refusal(404, 'notFound', [BOARD_TEXTS.stageMissing]);
  await lockNames(tx, [orderLockName(seen.orderId)]);
  await lockStage(tx, stageId);
  const [stage] = await tx.select().from(stages).where(eq(stages.id, stageId)).limit(1);
  if (!stage) throw refusal(404, 'notFound', [BOARD_TEXTS.stageMissing]);
  if (stage.version !== version) throw refusal(409, 'stale', [BOARD_TEXTS.stale], { version: stage.version });
  return stage;
}

async function teamOf(tx: Db, stageId: number): Promise<number[]> {
  const rows = await tx.select({ userId: stageAssignments.userId }).from(stageAssignments).where(eq(stageAssignments.stageId, stageId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

async function answerFor(tx: Db, places: SitePlaces, stageId: number, previous: BoardStageState): Promise<BoardMoveAnswer> {
  const [read] = await cardsOf(tx, [stageId], (address) => places.locate(address) !== null);
  return { stage: read!.card, userIds: await teamOf(tx, stageId), previous };
}

/** People kept on a stage that moves to another day: absent there or planned elsewhere that day. */
async function keptPeopleReasons(tx: Db, stageId: number, date: string, userIds: number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const named = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds));
  const clashes = await sameDayStages(tx, date, stageId, userIds);
  const reasons: string[] = [];
  for (const person of named.sort((a, b) => a.id - b.id)) {
    const name = `${person.firstName} ${person.lastName}`.trim();
    const absence = await absenceOn(tx, person.id, date);
    if (absence) reasons.push(absenceText(name, absence));
    const first = clashes.get(person.id)?.[0];
    if (first) reasons.push(`${name} ist am ${formatDate(first.date)} bereits eingeteilt (Auftrag ${first.orderId}).`);
  }
  return reasons;
}

export async function moveStage(
  tx: Db,
  deps: { messages: Pick<CustomerMessages, 'stagesChanged'>; capacity: DailyCapacity; places: SitePlaces },
  adminId: number,
  body: BoardMoveBody,
  now: Date,
): Promise<BoardMoveAnswer> {
  const stage = await lockedStage(tx, body.stageId, body.version);
  const before = await teamOf(tx, stage.id);
  const previous: BoardStageState = { date: stage.date ?? '', time: stage.time, userIds: before };
  const timeChanged = body.time !== undefined && (body.time ?? null) !== (stage.time || null);
  const dateChanged = body.date !== stage.date;

  try {
    if (dateChanged || timeChanged) {
      const change = { id: stage.id, date: body.date, ...(body.time !== undefined ? { time: body.time } : {}) };
      await adminUpdateOrder(tx, deps.messages, adminId, { orderId: stage.orderId, stages: [change] }, deps.capacity, now);
    }
    const wanted = body.userIds === undefined ? before : [...new Set(body.userIds)];
    const kept = before.filter((id) => wanted.includes(id));
    if (dateChanged && !body.force) {
      const reasons = await keptPeopleReasons(tx, stage.id, body.date, kept);
      if (reasons.length > 0) throw refusal(409, 'conflict', reasons);
    }
    if (body.userIds !== undefined) {
      for (const userId of before.filter((id) => !wanted.includes(id))) await unassignStaff(tx, adminId, { stageId: stage.id, userId }, now);
      const reasons: string[] = [];
      for (const userId of wanted.filter((id) => !before.includes(id))) {
        try {
          await assignStaff(tx, adminId, { stageId: stage.id, userId, force: body.force ?? false }, now);
        } catch (error) {
          // Every person's reason in one refusal; the transaction is rolled back below.
          if (error instanceof AppError && error.status < 500) reasons.push(error.message);
          else throw error;
        }
      }
      if (reasons.length > 0) throw refusal(409, 'conflict', reasons);
    }
  } catch (error) {
    throw asRefusal(error);
  }
  return answerFor(tx, deps.places, stage.id, previous);
}

/** A stage's duration and needed people from the board or the order modal (null: the default). */
export async function planStage(tx: Db, places: SitePlaces, adminId: number, body: BoardStagePlanBody, now: Date): Promise<BoardMoveAnswer> {
  const stage = await lockedStage(tx, body.stageId, body.version);
  const previous: BoardStageState = { date: stage.date ?? '', time: stage.time, userIds: await teamOf(tx, stage.id) };
  const fields = { durationMinutes: body.durationMinutes, leadsNeeded: body.leadsNeeded, employeesNeeded: body.employeesNeeded };
  const changes = diffFields(stage as unknown as Record<string, unknown>, fields);
  if (Object.keys(changes).length > 0) {
    await tx.update(stages).set(fields).where(and(eq(stages.id, stage.id)));
    await bumpStageVersion(tx, stage.id, now);
    await recordAudit(tx, { userId: adminId, entity: 'stage', entityId: stage.id, action: 'update', changes: { stageNumber: stage.stageNumber, ...changes } });
  }
  return answerFor(tx, places, stage.id, previous);
}
