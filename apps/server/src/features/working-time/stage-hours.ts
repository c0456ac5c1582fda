// Recorded working time per stage (issue 32): the report's hours field proposes, per person of
// the crew, the time recorded at the stage on its day (work from "Arbeitsbeginn"/"Weiter" to
// the next tap while the stage was the current one); the office compares recorded and
// reported hours per stage and person.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, minutesToHours, stageMinutes, workdays, type IsoDate } from '@tragkraft/domain';
import { TIME_TEXTS, type StageHoursComparison, type StageRecordedHours } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { entriesAround, toTap } from './time-entries';
import { weekMonday } from './time-week';

/** Hours a person recorded at a stage on the stage's date. */
export async function recordedHours(db: Db, userId: number, stageId: number, date: IsoDate | null): Promise<number> {
  if (date === null) return 0;
  const rows = await entriesAround(db, userId, date, date);
  const days = workdays(rows.map(toTap)).filter((day) => day.date === date);
  return minutesToHours(stageMinutes(days, stageId));
}

/** The crew's recorded hours of a stage, for a person of that crew. */
export async function stageRecordedHours(db: Db, userId: number, stageId: number): Promise<StageRecordedHours> {
  const crew = await db
    .select({ userId: stageAssignments.userId, date: stages.date })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .where(eq(stageAssignments.stageId, stageId))
    .orderBy(asc(stageAssignments.userId));
  if (!crew.some((member) => member.userId === userId)) throw notFound(TIME_TEXTS.stageNotFound);
  const date = crew[0]!.date;
  const hours = [];
  for (const member of crew) hours.push({ userId: member.userId, recordedHours: await recordedHours(db, member.userId, stageId, date) });
  return { stageId, date, hours };
}

/** Recorded against reported hours of every assignment on a stage of the week. */
export async function stageComparison(db: Db, week: string): Promise<StageHoursComparison[]> {
  const monday = weekMonday(week);
  const rows = await db
    .select({ stageId: stages.id, orderId: stages.orderId, date: stages.date, userId: users.id, firstName: users.firstName, lastName: users.lastName, reportedHours: stageAssignments.hours })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(and(gte(stages.date, monday), lte(stages.date, addDays(monday, 6))))
    .orderBy(asc(stages.date), asc(stages.id), asc(users.id));
  const answer: StageHoursComparison[] = [];
  for (const row of rows) {
    answer.push({ ...row, date: row.date!, recordedHours: await recordedHours(db, row.userId, row.stageId, row.date) });
  }
  return answer;
}
