// The plan of a report save: everything is loaded and checked before anything is written.
// The caller must see the stage; operators may not change a completed one. Hours go only to
// people assigned to the stage (operators: and not declined). An image id of another stage
// is refused, a new image needs its file. The report as it will be after the save is checked
// (domain reportFindings): operators are refused with the reasons, admins only warned.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reportFindings } from '@tragkraft/domain';
import { OPERATION_TEXTS, type OperationReportData } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { images } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { assignmentsOf, loadVisibleStage, type Assignment, type StageRow } from '../stages/stage-access';
import { refuseImpossiblePersonHours, refuseImpossibleStageHours } from '../stages/stage-hours';

/** The stage fields a report save writes. */
interface ReportFields {
  truckArrivalTime: string | null;
  damages: boolean | null;
  general: string | null;
  rating: number | null;
  internal: string | null;
  workHours: number | null;
}

export interface ReportPlan {
  stageId: number;
  row: StageRow;
  isAdmin: boolean;
  /** The stage's team by user id, as stored before the save. */
  team: Map<number, Assignment>;
  /** Stored images named in data.images, by id (all of this stage). */
  known: Map<string, typeof images.$inferSelect>;
  report: ReportFields;
  /** The reasons the report is incomplete (admins: warnings). */
  findings: string[];
}

export async function planReport(db: Db, session: Session, stageId: number, data: OperationReportData, newFileIds: ReadonlySet<string>): Promise<ReportPlan> {
  const isAdmin = session.role === 'admin';
  const { row } = await loadVisibleStage(db, session, stageId);
  const s = row.stage;
  if (!isAdmin && s.completedTime) throw conflict(OPERATION_TEXTS.alreadyCompleted);

  const assigned = (await assignmentsOf(db, [stageId])).get(stageId) ?? [];
  const team = new Map(assigned.map((a) => [a.userId, a]));
  const teamAfter = new Map(assigned.map((a) => [a.userId, { firstName: a.firstName, role: a.role, hours: a.hours, rating: a.rating }]));
  for (const entry of data.hours ?? []) {
    const member = team.get(entry.userId);
    if (!member || (!isAdmin && member.confirmation === false)) {
      throw badRequest(`Die Person ${entry.userId} ist diesem Einsatz nicht zugeteilt.`);
    }
    const after = teamAfter.get(entry.userId)!;
    if (typeof entry.hours === 'number') refuseImpossiblePersonHours(entry.hours, member.firstName);
    if (entry.hours !== undefined) after.hours = entry.hours;
    if (entry.rating !== undefined) after.rating = entry.rating;
  }

  const entries = data.images ?? [];
  const stored = entries.length === 0 ? [] : await db.select().from(images).where(inArray(images.id, entries.map((i) => i.id)));
  const known = new Map(stored.map((i) => [i.id, i]));
  const visibleRows = await db.select({ id: images.id }).from(images).where(and(eq(images.stageId, stageId), isNull(images.deletedAt)));
  const visibleAfter = new Set(visibleRows.map((i) => i.id));
  for (const entry of entries) {
    const found = known.get(entry.id);
    if (found && found.stageId !== stageId) throw conflict(`Das Bild ${entry.id} gehört zu einem anderen Einsatz.`);
    if (!found && !entry.deleted && !newFileIds.has(entry.id)) throw badRequest(`Zum Bild ${entry.id} fehlt die Datei.`);
    if (entry.deleted) visibleAfter.delete(entry.id);
    else if (!found) visibleAfter.add(entry.id);
  }

  // A field left out of data keeps its stored value; internal and workHours only from admins.
  const pick = <K extends 'truckArrivalTime' | 'damages' | 'general' | 'rating'>(key: K) => (data[key] !== undefined ? data[key] : s[key]);
  const report: ReportFields = {
    truckArrivalTime: pick('truckArrivalTime') ?? null,
    damages: pick('damages') ?? null,
    general: pick('general') ?? null,
    rating: pick('rating') ?? null,
    internal: isAdmin && data.internal !== undefined ? data.internal : s.internal,
    workHours: isAdmin && data.workHours !== undefined ? data.workHours : s.workHours,
  };
  if (isAdmin && typeof data.workHours === 'number') refuseImpossibleStageHours(data.workHours, team.size, s.amount);
  const findings = reportFindings({
    typeId: row.orderTypeId,
    truckArrivalTime: report.truckArrivalTime,
    damages: report.damages,
    imageCount: visibleAfter.size,
    team: [...teamAfter.values()],
  });
  if (!isAdmin && findings.length > 0) {
    throw new AppError(400, 'validation', OPERATION_TEXTS.notSaved, { errors: findings });
  }
  return { stageId, row, isAdmin, team, known, report, findings };
}
