// Weekly hours of the staff (admin/hours): the hours reported per person on stages dated in
// each ISO week (Monday to Sunday), newest week first, people by name, with the hours the
// working-time recording holds for the same stages (issue 32). Hours count whatever
// became of the order (they were worked); weeks without hours are left out. Default range:
// the last 12 months up to today (Zurich).
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { addDays, addMonths, isoWeek, minutesToHours, mondayOf, weekKey, zurichToday } from '@tragkraft/domain';
import type { WeeklyHours } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages, users } from '../../db/schema';
import { recordedByStage, stageRecordKey } from '../working-time/stage-hours';

const DEFAULT_HOURS_MONTHS = 12;

/** Hours are summed exactly and shown to two decimals (6.75). */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

export function hoursRange(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const today = zurichToday(now);
  return { from: query.from ?? addMonths(today, -DEFAULT_HOURS_MONTHS), to: query.to ?? today };
}

export async function weeklyHours(db: Db, range: { from: string; to: string }): Promise<WeeklyHours[]> {
  const rows = await db
    .select({ stageId: stages.id, date: stages.date, userId: users.id, firstName: users.firstName, lastName: users.lastName, hours: stageAssignments.hours })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(and(isNotNull(stages.date), gte(stages.date, range.from), lte(stages.date, range.to)))
    .orderBy(asc(stages.date));
  const recorded = await recordedByStage(db, range.from, range.to);
  const weeks = new Map<string, { monday: string; people: Map<number, WeeklyHours['hours'][number]> }>();
  for (const row of rows) {
    const recordedMinutes = recorded.get(stageRecordKey(row.stageId, row.userId, row.date!)) ?? 0;
    if (!(row.hours && row.hours > 0) && recordedMinutes === 0) continue;
    const key = weekKey(row.date!);
    const week = weeks.get(key) ?? { monday: mondayOf(row.date!), people: new Map() };
    weeks.set(key, week);
    const person = week.people.get(row.userId) ?? { userId: row.userId, firstName: row.firstName, lastName: row.lastName, totalHours: 0, recordedHours: 0 };
    person.totalHours += row.hours && row.hours > 0 ? row.hours : 0;
    person.recordedHours += recordedMinutes / 60;
    week.people.set(row.userId, person);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, week]) => {
      const { year, week: number } = isoWeek(week.monday);
      const hours = [...week.people.values()]
        .map((p) => ({ ...p, totalHours: roundHours(p.totalHours), recordedHours: minutesToHours(p.recordedHours * 60) }))
        .sort((a, b) => a.firstName.localeCompare(b.firstName, 'de-CH') || a.lastName.localeCompare(b.lastName, 'de-CH') || a.userId - b.userId);
      return {
        year,
        week: number,
        weekKey: key,
        startDate: week.monday,
        endDate: addDays(week.monday, 6),
        totalHours: roundHours(hours.reduce((sum, p) => sum + p.totalHours, 0)),
        recordedHours: roundHours(hours.reduce((sum, p) => sum + p.recordedHours, 0)),
        hours,
      };
    });
}
