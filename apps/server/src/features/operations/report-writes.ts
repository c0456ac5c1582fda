// The writes of a report save to the stage and its team: the report fields with the save
// time, and hours, rating and comment per person. Only admins change someone's confirmation
// here (field staff use confirm/decline); a changed one gets the change time.
import { and, eq } from 'drizzle-orm';
import type { OperationReportData } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages } from '../../db/schema';
import type { ReportPlan } from './report-plan';

export async function writeReport(db: Db, plan: ReportPlan, hours: OperationReportData['hours'], nowIso: string): Promise<void> {
  const { stageId } = plan;
  await db.update(stages).set({ ...plan.report, reportSavedAt: nowIso }).where(eq(stages.id, stageId));
  for (const entry of hours ?? []) {
    const member = plan.team.get(entry.userId)!;
    const changes: Partial<typeof stageAssignments.$inferInsert> = {};
    if (entry.hours !== undefined) changes.hours = entry.hours;
    if (entry.rating !== undefined) changes.rating = entry.rating;
    if (entry.comment !== undefined) changes.comment = entry.comment;
    if (plan.isAdmin && entry.confirmation !== undefined && entry.confirmation !== member.confirmation) {
      changes.confirmation = entry.confirmation;
      changes.confirmationChangedAt = nowIso;
    }
    if (Object.keys(changes).length === 0) continue;
    await db
      .update(stageAssignments)
      .set(changes)
      .where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, entry.userId)));
  }
}
