// Planning: put a person on a stage or take them off. Permanent staff are added as
// confirmed, others with an open answer. Someone planned on another stage the same day is
// refused with 409 conflict unless the admin forces it (then the audit entry says so).
// Someone absent that day is refused the same way (issue 21). Every change raises the stage's
// version, so the field devices pull it.
// Across instances (PostgreSQL): the stage's lock serialises changes of its team (and report
// saves, which check the hours an unassignment needs to be absent), and a lock on the person and
// day makes "not planned elsewhere that day" hold until the assignment is committed.
import { and, eq, isNull } from 'drizzle-orm';
import { formatDate } from '@tragkraft/domain';
import { ADMIN_TEXTS, type AssignBody, type PlanningAnswer, type UnassignBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { stageAssignments, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { absenceOn, absenceText } from '../absences/absence-on';
import { recordAudit } from '../audit/record-audit';
import { enqueueStagePush } from '../push/enqueue-push';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { findStage, PLANNABLE_ROLES, planningFor, sameDayStages } from './employee-picker';

export async function assignStaff(db: Db, adminId: number, body: AssignBody, now: Date): Promise<PlanningAnswer> {
  await db.transaction(async (tx) => {
    await lockStage(tx, body.stageId);
    const { stage, status } = await findStage(tx, body.stageId);
    if (status !== 'active') throw conflict(ADMIN_TEXTS.orderCancelled);
    const [user] = await tx.select().from(users).where(and(eq(users.id, body.userId), isNull(users.deletedAt))).limit(1);
    if (!user || user.inactive || user.clientId !== null || !PLANNABLE_ROLES.includes(user.role)) throw badRequest(ADMIN_TEXTS.notAssignable);
    if (stage.date !== null) await lockNames(tx, [`planning:${user.id}:${stage.date}`]);
    const [existing] = await tx
      .select()
      .from(stageAssignments)
      .where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, user.id)))
      .limit(1);
    if (existing) return;
    const clashes = (await sameDayStages(tx, stage.date, stage.id, [user.id])).get(user.id) ?? [];
    // Absent that day (issue 21): asked like a same-day stage, both named in one answer.
    const absence = await absenceOn(tx, user.id, stage.date);
    if ((clashes.length > 0 || absence) && !body.force) {
      const first = clashes[0];
      const name = `${user.firstName} ${user.lastName}`.trim();
      const reasons = [
        ...(absence ? [absenceText(name, absence)] : []),
        ...(first ? [`${name} ist am ${formatDate(first.date)} bereits eingeteilt (Auftrag ${first.orderId}).`] : []),
      ];
      throw new AppError(409, 'conflict', reasons.join(' '), { conflicts: clashes, ...(absence ? { absence } : {}) });
    }
    const confirmation = user.permanent ? true : null;
    await tx
      .insert(stageAssignments)
      .values({ stageId: stage.id, userId: user.id, confirmation, confirmationChangedAt: confirmation === null ? null : now.toISOString() });
    await bumpStageVersion(tx, stage.id, now);
    await recordAudit(tx, {
      userId: adminId,
      entity: 'assignment',
      entityId: stage.id,
      action: 'assign',
      changes: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), confirmation, ...(clashes.length > 0 ? { forcedDespite: clashes } : {}), ...(absence ? { forcedDespiteAbsence: absence } : {}) },
    });
    await enqueueStagePush(tx, { kind: 'assigned', stageId: stage.id, userIds: [user.id] }, now);
  });
  return planningFor(db, body.stageId, now);
}

export async function unassignStaff(db: Db, adminId: number, body: UnassignBody, now: Date): Promise<PlanningAnswer> {
  await db.transaction(async (tx) => {
    await lockStage(tx, body.stageId);
    const { stage } = await findStage(tx, body.stageId);
    const [existing] = await tx
      .select()
      .from(stageAssignments)
      .where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, body.userId)))
      .limit(1);
    if (!existing) return;
    if ((existing.hours ?? 0) > 0) throw conflict(ADMIN_TEXTS.hasHours);
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, body.userId)).limit(1);
    await tx.delete(stageAssignments).where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, body.userId)));
    await bumpStageVersion(tx, stage.id, now);
    await recordAudit(tx, {
      userId: adminId,
      entity: 'assignment',
      entityId: stage.id,
      action: 'unassign',
      changes: { userId: body.userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), confirmation: existing.confirmation },
    });
    await enqueueStagePush(tx, { kind: 'unassigned', stageId: stage.id, userIds: [body.userId] }, now);
  });
  return planningFor(db, body.stageId, now);
}
