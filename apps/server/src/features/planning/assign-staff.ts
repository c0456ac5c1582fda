// Planning: put a person on a stage or take them off. Permanent staff are added as
// confirmed, others with an open answer. Someone planned on another stage the same day is
// refused with 409 conflict unless the admin forces it (then the audit entry says so).
// Every change raises the stage's version, so the field devices pull it.
import { and, eq, isNull } from 'drizzle-orm';
import { formatDate } from '@tragkraft/domain';
import { ADMIN_TEXTS, type AssignBody, type PlanningAnswer, type UnassignBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { bumpStageVersion } from '../stages/stage-access';
import { findStage, PLANNABLE_ROLES, planningFor, sameDayStages } from './employee-picker';

export function assignStaff(db: Db, adminId: number, body: AssignBody, now: Date): PlanningAnswer {
  db.transaction(
    (tx) => {
      const { stage, status } = findStage(tx, body.stageId);
      if (status !== 'active') throw conflict(ADMIN_TEXTS.orderCancelled);
      const user = tx.select().from(users).where(and(eq(users.id, body.userId), isNull(users.deletedAt))).get();
      if (!user || user.inactive || user.clientId !== null || !PLANNABLE_ROLES.includes(user.role)) throw badRequest(ADMIN_TEXTS.notAssignable);
      const existing = tx.select().from(stageAssignments).where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, user.id))).get();
      if (existing) return;
      const clashes = sameDayStages(tx, stage.date, stage.id, [user.id]).get(user.id) ?? [];
      if (clashes.length > 0 && !body.force) {
        const first = clashes[0]!;
        const name = `${user.firstName} ${user.lastName}`.trim();
        throw new AppError(409, 'conflict', `${name} ist am ${formatDate(first.date)} bereits eingeteilt (Auftrag ${first.orderId}).`, { conflicts: clashes });
      }
      const confirmation = user.permanent ? true : null;
      tx.insert(stageAssignments)
        .values({ stageId: stage.id, userId: user.id, confirmation, confirmationChangedAt: confirmation === null ? null : now.toISOString() })
        .run();
      bumpStageVersion(db, stage.id, now);
      recordAudit(tx, {
        userId: adminId,
        entity: 'assignment',
        entityId: stage.id,
        action: 'assign',
        changes: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), confirmation, ...(clashes.length > 0 ? { forcedDespite: clashes } : {}) },
      });
    },
    { behavior: 'immediate' },
  );
  return planningFor(db, body.stageId, now);
}

export function unassignStaff(db: Db, adminId: number, body: UnassignBody, now: Date): PlanningAnswer {
  db.transaction(
    (tx) => {
      const { stage } = findStage(tx, body.stageId);
      const existing = tx.select().from(stageAssignments).where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, body.userId))).get();
      if (!existing) return;
      if ((existing.hours ?? 0) > 0) throw conflict(ADMIN_TEXTS.hasHours);
      const user = tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, body.userId)).get();
      tx.delete(stageAssignments).where(and(eq(stageAssignments.stageId, stage.id), eq(stageAssignments.userId, body.userId))).run();
      bumpStageVersion(db, stage.id, now);
      recordAudit(tx, {
        userId: adminId,
        entity: 'assignment',
        entityId: stage.id,
        action: 'unassign',
        changes: { userId: body.userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), confirmation: existing.confirmation },
      });
    },
    { behavior: 'immediate' },
  );
  return planningFor(db, body.stageId, now);
}
