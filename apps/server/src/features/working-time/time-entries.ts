// The queries of working time that several use cases share: a person's taps in a range, an
// entry with its history as the wire answer, the approved weeks, and a person's paid absences.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { CLOCK_FLAG_MINUTES, addDays, isoWeekKey, zurichWallClock, type IsoDate, type TimedTap } from '@tragkraft/domain';
import type { TimeEntry } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { absences, timeEntries, timeEntryCorrections, timeWeekApprovals, users } from '../../db/schema';
import { personName } from '../absences/staff';

export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** The ISO week 'YYYY-Www' of an instant's Zurich date: the week an entry belongs to. */
export function weekOfInstant(at: string): string {
  return isoWeekKey(zurichWallClock(new Date(at)).date);
}

/** The instant (ISO UTC) of 00:00 UTC on a date, a safe outer bound for Zurich days around it. */
const utcMidnight = (date: IsoDate) => `${date}T00:00:00.000Z`;

/** A person's entries with `at` on the dates from..to (a day of margin each side), in time order. */
export async function entriesAround(db: Db, userId: number, from: IsoDate, to: IsoDate): Promise<TimeEntryRow[]> {
  return db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), gte(timeEntries.at, utcMidnight(addDays(from, -1))), lt(timeEntries.at, utcMidnight(addDays(to, 2)))))
    .orderBy(asc(timeEntries.at), asc(timeEntries.id));
}

/** Every entry of a person up to an instant, in time order (the running balance). */
export async function entriesBefore(db: Db, userId: number, before: string): Promise<TimeEntryRow[]> {
  return db.select().from(timeEntries).where(and(eq(timeEntries.userId, userId), lt(timeEntries.at, before))).orderBy(asc(timeEntries.at), asc(timeEntries.id));
}

export function toTap(row: Pick<TimeEntryRow, 'kind' | 'at' | 'stageId'>): TimedTap {
  return { kind: row.kind, at: Date.parse(row.at), stageId: row.stageId };
}

/** Entries as the wire has them, each with its earlier values (oldest first). */
export async function toTimeEntries(db: Db, rows: readonly TimeEntryRow[]): Promise<TimeEntry[]> {
  const ids = rows.map((row) => row.id);
  const history =
    ids.length === 0
      ? []
      : await db
          .select({ entryId: timeEntryCorrections.entryId, kind: timeEntryCorrections.kind, at: timeEntryCorrections.at, reason: timeEntryCorrections.reason, correctedAt: timeEntryCorrections.createdAt, firstName: users.firstName, lastName: users.lastName })
          .from(timeEntryCorrections)
          .innerJoin(users, eq(users.id, timeEntryCorrections.correctedByUserId))
          .where(inArray(timeEntryCorrections.entryId, ids))
          .orderBy(asc(timeEntryCorrections.id));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    kind: row.kind,
    at: row.at,
    receivedAt: row.receivedAt,
    stageId: row.stageId,
    clockOffsetMinutes: row.clockOffsetMinutes,
    clockFlagged: row.clockOffsetMinutes !== null && Math.abs(row.clockOffsetMinutes) > CLOCK_FLAG_MINUTES,
    history: history
      .filter((h) => h.entryId === row.id)
      .map((h) => ({ kind: h.kind, at: h.at, reason: h.reason, correctedAt: h.correctedAt, correctedByName: personName(h) })),
  }));
}

export async function findApproval(db: Db, userId: number, week: string) {
  const [row] = await db.select().from(timeWeekApprovals).where(and(eq(timeWeekApprovals.userId, userId), eq(timeWeekApprovals.week, week))).limit(1);
  return row ?? null;
}

/** The person's paid absences on the dates from..to, by date. */
export async function absenceDays(db: Db, userId: number, from: IsoDate, to: IsoDate): Promise<Map<IsoDate, string>> {
  const rows = await db.select().from(absences).where(and(eq(absences.userId, userId), gte(absences.endDate, from), lt(absences.startDate, addDays(to, 1))));
  const days = new Map<IsoDate, string>();
  for (const row of rows) {
    for (let date = row.startDate < from ? from : row.startDate; date <= row.endDate && date <= to; date = addDays(date, 1)) days.set(date, row.reason);
  }
  return days;
}
