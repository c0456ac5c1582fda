// Deleting a user. Someone with history (orders, calculations, assignments, ratings, images,
// sign-offs, audit entries) is anonymised and kept, so that history stays readable: the
// names stay, the e-mail becomes 'deleted-<id>@invalid' (freeing the address for a new
// login), phone and password are wiped, the user is inactive and marked deleted, and every
// session ends. A user without history is removed. An admin cannot delete themself.
import { eq, or } from 'drizzle-orm';
import { ADMIN_TEXTS, type DeleteUserAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { endAllSessions } from '../auth/sessions';
import {
  auditLog,
  calculations,
  clientErrors,
  clientRatings,
  idempotencyRecords,
  images,
  orders,
  passwordResetTokens,
  stageAssignments,
  stages,
  users,
} from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { findUser, toAdminUser } from './load-user';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const deletedEmail = (userId: number) => `deleted-${userId}@invalid`;

function hasHistory(tx: Tx, userId: number): boolean {
  const checks = [
    tx.select({ id: orders.id }).from(orders).where(or(eq(orders.userId, userId), eq(orders.adminUserId, userId))),
    tx.select({ id: calculations.id }).from(calculations).where(or(eq(calculations.userId, userId), eq(calculations.createdByUserId, userId))),
    tx.select({ id: stageAssignments.stageId }).from(stageAssignments).where(eq(stageAssignments.userId, userId)),
    tx.select({ id: clientRatings.stageId }).from(clientRatings).where(eq(clientRatings.userId, userId)),
    tx.select({ id: stages.id }).from(stages).where(eq(stages.clientSignedUserId, userId)),
    tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.userId, userId)),
  ];
  const imageCheck = tx.select({ id: images.id }).from(images).where(eq(images.createdByUserId, userId));
  return checks.some((query) => query.limit(1).get() !== undefined) || imageCheck.limit(1).get() !== undefined;
}

function anonymise(tx: Tx, userId: number, now: string): void {
  tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).run();
  endAllSessions(tx, userId);
  tx.update(users)
    .set({
      email: deletedEmail(userId),
      passwordHash: null,
      phone: '',
      inactive: true,
      noEmail: true,
      cc: false,
      adminSendEmail: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .run();
}

function isForeignKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function deleteUser(db: Db, adminId: number, userId: number, now = new Date()): DeleteUserAnswer {
  if (userId === adminId) throw badRequest(ADMIN_TEXTS.selfDelete);
  return db.transaction((tx) => {
    const user = findUser(tx, userId);
    const stamp = now.toISOString();
    let result: DeleteUserAnswer['result'] = 'anonymised';
    if (hasHistory(tx, userId)) {
      anonymise(tx, userId, stamp);
    } else {
      tx.delete(idempotencyRecords).where(eq(idempotencyRecords.userId, userId)).run();
      tx.update(clientErrors).set({ userId: null }).where(eq(clientErrors.userId, userId)).run();
      try {
        // A savepoint, so a reference this list does not know yet falls back to anonymising.
        tx.transaction((inner) => inner.delete(users).where(eq(users.id, userId)).run());
        result = 'removed';
      } catch (error) {
        if (!isForeignKeyError(error)) throw error;
        anonymise(tx, userId, stamp);
      }
    }
    recordAudit(tx, { userId: adminId, entity: 'user', entityId: userId, action: result === 'removed' ? 'delete' : 'anonymise', changes: { ...toAdminUser(user) } });
    return { ok: true as const, result };
  });
}
