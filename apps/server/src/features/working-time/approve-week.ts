// The office approves ("visiert") a person's week (issue 32): from then on the person can no
// longer record or correct times in it; an admin still can, with a reason, in the audit log.
// The week keeps the person's weekly target hours of that moment (a later change of contract
// moves only the balance of weeks not yet approved).
import { and, eq, inArray } from 'drizzle-orm';
import { FIELD, mondayOfIsoWeek, zurichToday } from '@tragkraft/domain';
import { TIME_TEXTS, type ApproveTimeAnswer, type ApproveTimeBody } from '@tragkraft/sync-protocol';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Db } from '../../db/open-database';
import { timeWeekApprovals, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';

export async function approveWeek(db: Db, adminId: number, body: ApproveTimeBody, now: Date): Promise<ApproveTimeAnswer> {
  const monday = mondayOfIsoWeek(body.week);
  if (!monday) throw badRequest(TIME_TEXTS.weekFuture);
  if (monday > zurichToday(now)) throw badRequest(TIME_TEXTS.weekFuture);
  const [person] = await db.select({ id: users.id, weeklyTargetHours: users.weeklyTargetHours }).from(users).where(and(eq(users.id, body.userId), inArray(users.role, [...FIELD]))).limit(1);
  if (!person) throw notFound(TIME_TEXTS.personNotFound);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(timeWeekApprovals).values({ userId: body.userId, week: body.week, approvedByUserId: adminId, weeklyTargetHours: person.weeklyTargetHours }).returning();
      await recordAudit(tx, { userId: adminId, entity: 'user', entityId: body.userId, action: 'time.approve', changes: { week: body.week } });
      return { userId: row!.userId, week: row!.week, approvedAt: row!.createdAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TIME_TEXTS.weekAlreadyApproved);
    throw error;
  }
}
