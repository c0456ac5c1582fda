// Deleting a user. Someone with history (orders, calculations, assignments, ratings, images,
// sign-offs, audit entries, working time: kept five years, ArGV 1 art. 73) is anonymised and kept, so that history stays readable: the
// names stay, the e-mail becomes 'deleted-<id>@invalid' (freeing the address for a new
// login), phone and password are wiped, the user is inactive and marked deleted, and every
// session ends. A user without history is removed. An admin cannot delete themself.
import { eq, or } from 'drizzle-orm';
import { ADMIN_TEXTS, type DeleteUserAnswer } from '@tragkraft/sync-protocol';
import { isForeignKeyViolation } from '../../db/constraint-errors';
import type { Db } from '../../db/open-database';
import { lockNames } from '../../db/locks';
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
  timeEntries,
  timeWeekApprovals,
  users,
} from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { findUser, toAdminUser, userLockName } from './load-user';

const deletedEmail = (userId: number) => `deleted-${userId}@invalid`;

async function hasHistory(tx: Db, userId: number): Promise<boolean> {
  const checks = [
    tx.select({ id: orders.id }).from(orders).where(or(eq(orders.userId, userId), eq(orders.adminUserId, userId))),
    tx.select({ id: calculations.id }).from(calculations).where(or(eq(calculations.userId, userId), eq(calculations.createdByUserId, userId))),
    tx.select({ id: stageAssignments.stageId }).from(stageAssignments).where(eq(stageAssignments.userId, userId)),
    tx.select({ id: clientRatings.stageId }).from(clientRatings).where(eq(clientRatings.userId, userId)),
    tx.select({ id: stages.id }).from(stages).where(eq(stages.clientSignedUserId, userId)),
    tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.userId, userId)),
    tx.select({ id: images.id }).from(images).where(eq(images.createdByUserId, userId)),
    tx.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.userId, userId)),
    tx.select({ id: timeWeekApprovals.userId }).from(timeWeekApprovals).where(eq(timeWeekApprovals.approvedByUserId, userId)),
  ];
  // One after the other: the first hit answers, the rest need not run.
  for (const query of checks) {
    if ((await query.limit(1)).length > 0) return true;
  }
  return false;
}

async function anonymise(tx: Db, userId: number, now: string): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await endAllSessions(tx, userId);
  await tx
    .update(users)
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
    .where(eq(users.id, userId));
}

export async function deleteUser(db: Db, adminId: number, userId: number, now = new Date()): Promise<DeleteUserAnswer> {
  if (userId === adminId) throw badRequest(ADMIN_TEXTS.selfDelete);
  return db.transaction(async (tx) => {
    // A second delete of the same user (double click, another instance) waits, then finds none.
    await lockNames(tx, [userLockName(userId)]);
    const user = await findUser(tx, userId);
    const stamp = now.toISOString();
    let result: DeleteUserAnswer['result'] = 'anonymised';
    if (await hasHistory(tx, userId)) {
      await anonymise(tx, userId, stamp);
    } else {
      await tx.delete(idempotencyRecords).where(eq(idempotencyRecords.userId, userId));
      await tx.update(clientErrors).set({ userId: null }).where(eq(clientErrors.userId, userId));
      try {
        // A savepoint, so a reference this list does not know yet falls back to anonymising
        // (on PostgreSQL a failed statement outside a savepoint would abort the transaction).
        await tx.transaction(async (inner) => {
          await inner.delete(users).where(eq(users.id, userId));
        });
        result = 'removed';
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        await anonymise(tx, userId, stamp);
      }
    }
    await recordAudit(tx, { userId: adminId, entity: 'user', entityId: userId, action: result === 'removed' ? 'delete' : 'anonymise', changes: { ...toAdminUser(user) } });
    return { ok: true as const, result };
  });
}
