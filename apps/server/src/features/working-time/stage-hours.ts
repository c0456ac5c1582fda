// Recorded working time per stage (issue 32): the report's hours field proposes, per person of
// the crew, the time recorded at the stage on its day (work from "Arbeitsbeginn"/"Weiter" to
// the next tap while the stage was the current one); the office compares recorded and
// reported hours per stage and person.
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import { addDays, minutesToHours, stageMinutes, workdays, type IsoDate } from '@tragkraft/domain';
import { TIME_TEXTS, type StageHoursComparison, type StageRecordedHours } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages, timeEntries, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { entriesAround, toTap } from './time-entries';
import { weekMonday } from './time-week';

/** Hours a person recorded at a stage on the stage's date. */
async function recordedHours(db: Db, userId: number, stageId: number, date: IsoDate | null): Promise<number> {
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

/** The key of recordedByStage's map. */
export const stageRecordKey = (stageId: number, userId: number, date: IsoDate) => `${stageId}:${userId}:${date}`;

/**
 * Minutes recorded per stage, person and workday date for workdays from..to, in one query
 * (the weekly hours over a year ask for thousands of assignments).
 */
export async function recordedByStage(db: Db, from: IsoDate, to: IsoDate): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(timeEntries)
    .where(and(gte(timeEntries.at, `${addDays(from, -1)}T00:00:00.000Z`), lt(timeEntries.at, `${addDays(to, 2)}T00:00:00.000Z`)))
    .orderBy(asc(timeEntries.userId), asc(timeEntries.at), asc(timeEntries.id));
  const minutes = new Map<string, number>();
  const userIds = [...new Set(rows.map((row) => row.userId))];
  for (const userId of userIds) {
    for (const day of workdays(rows.filter((row) => row.userId === userId).map(toTap))) {
      if (day.date < from || day.date > to) continue;
      for (const interval of day.intervals) {
        if (interval.state !== 'work' || interval.stageId === null) continue;
        const key = stageRecordKey(interval.stageId, userId, day.date);
        minutes.set(key, (minutes.get(key) ?? 0) + Math.round((interval.to - interval.from) / 60_000));
      }
    }
  }
  return minutes;
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
  const recorded = await recordedByStage(db, monday, addDays(monday, 6));
  return rows.map((row) => ({ ...row, date: row.date!, recordedHours: minutesToHours(recorded.get(stageRecordKey(row.stageId, row.userId, row.date!)) ?? 0) }));
}
