// Who may fetch a stage's work report (PDF) and on-site signature (issue 19): admins; client
// and clerk users of the order's company (active orders); the stage's staff as their operation
// screens allow (assigned, an operator who declined no longer, order not cancelled). An unknown
// stage is 404; a known one the caller may not have is 403, as the issue asks (decision 023).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { canSee, stageRows, type StageRow } from '../stages/stage-access';

const NOT_YOURS = 'Sie dürfen den Arbeitsrapport dieses Einsatzes nicht sehen.';

async function mayReadReport(db: Db, session: Session, row: StageRow): Promise<boolean> {
  if (session.role === 'admin') return true;
  if (session.role === 'client' || session.role === 'clerk') {
    return row.orderStatus === 'active' && session.clientId !== null && row.clientId === session.clientId;
  }
  const [own] = await db
    .select({ confirmation: stageAssignments.confirmation })
    .from(stageAssignments)
    .where(and(eq(stageAssignments.stageId, row.stage.id), eq(stageAssignments.userId, session.userId)))
    .limit(1);
  return canSee(session, row, own);
}

/** The stage of a work report the caller may read; 404 unknown, 403 not theirs. */
export async function loadReportStage(db: Db, session: Session, stageId: number): Promise<StageRow> {
  const [row] = await stageRows(db).where(eq(stages.id, stageId)).limit(1);
  if (!row) throw notFound();
  if (!(await mayReadReport(db, session, row))) throw new AppError(403, 'forbidden', NOT_YOURS);
  return row;
}
