// A person's week as GET /api/me/time and GET /api/admin/time answer it: the entries per day,
// totals, breaks, travel, paid days, warnings, the week's and the running balance, and the
// approval. The running balance starts with the first week the person recorded time.
import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { addDays, FIELD, mondayOf, mondayOfIsoWeek, runningBalanceMinutes, summarizeWeek, workdays, zurichWallClock, type IsoDate } from '@tragkraft/domain';
import { TIME_TEXTS, type TimeWeek } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { timeEntries, timeWeekApprovals, users } from '../../db/schema';
import { badRequest, notFound } from '../../plugins/errors';
import { personName, staffOrder } from '../absences/staff';
import { absenceDays, entriesAround, entriesBefore, toTap, toTimeEntries } from './time-entries';

type Person = { id: number; firstName: string; lastName: string; weeklyTargetHours: number };

export function weekMonday(week: string): IsoDate {
  const monday = mondayOfIsoWeek(week);
  if (!monday) throw badRequest(TIME_TEXTS.weekFuture);
  return monday;
}

async function personWeek(db: Db, person: Person, week: string, monday: IsoDate): Promise<TimeWeek> {
  const sunday = addDays(monday, 6);
  const rows = await entriesAround(db, person.id, addDays(monday, -2), sunday);
  const absences = await absenceDays(db, person.id, monday, sunday);
  const [approval] = await db
    .select({ approvedAt: timeWeekApprovals.createdAt, weeklyTargetHours: timeWeekApprovals.weeklyTargetHours, firstName: users.firstName, lastName: users.lastName })
    .from(timeWeekApprovals)
    .innerJoin(users, eq(users.id, timeWeekApprovals.approvedByUserId))
    .where(and(eq(timeWeekApprovals.userId, person.id), eq(timeWeekApprovals.week, week)))
    .limit(1);
  const weeklyTargetHours = approval?.weeklyTargetHours ?? person.weeklyTargetHours;
  const summary = summarizeWeek(rows.map(toTap), monday, weeklyTargetHours, { absences });
  const entries = await toTimeEntries(db, rows);
  // An entry belongs to the workday it lies in (a day past midnight to the date of its start).
  const spans = workdays(rows.map(toTap));
  const dayOf = (at: string) => spans.find((day) => Date.parse(at) >= day.from && Date.parse(at) <= day.to)?.date ?? zurichWallClock(new Date(at)).date;
  const days = summary.days.map((day) => ({ ...day, entries: entries.filter((entry) => dayOf(entry.at) === day.date) }));
  const balanceMinutes = await runningBalance(db, person, monday);
  return {
    week,
    userId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    weeklyTargetHours,
    days,
    totalMinutes: summary.totalMinutes,
    targetMinutes: summary.targetMinutes,
    weekBalanceMinutes: summary.balanceMinutes,
    balanceMinutes,
    warnings: summary.warnings,
    approved: !!approval,
    approvedAt: approval?.approvedAt ?? null,
    approvedByName: approval ? personName(approval) : null,
  };
}

/** From the Monday of the first recorded week to the Sunday of `monday`'s week. */
async function runningBalance(db: Db, person: Person, monday: IsoDate): Promise<number> {
  const rows = await entriesBefore(db, person.id, `${addDays(monday, 9)}T00:00:00.000Z`);
  if (rows.length === 0) return 0;
  const first = mondayOf(zurichWallClock(new Date(rows[0]!.at)).date);
  const sunday = addDays(monday, 6);
  if (first > sunday) return 0;
  const absences = await absenceDays(db, person.id, first, sunday);
  const approved = await db.select({ week: timeWeekApprovals.week, weeklyTargetHours: timeWeekApprovals.weeklyTargetHours }).from(timeWeekApprovals).where(eq(timeWeekApprovals.userId, person.id));
  const approvedTargets = new Map(approved.map((row) => [mondayOfIsoWeek(row.week), row.weeklyTargetHours]));
  const targetHoursOf = (weekMonday: IsoDate) => approvedTargets.get(weekMonday) ?? person.weeklyTargetHours;
  return runningBalanceMinutes(workdays(rows.map(toTap)), first, sunday, targetHoursOf, absences);
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, weeklyTargetHours: users.weeklyTargetHours, role: users.role };

export async function ownWeek(db: Db, userId: number, week: string): Promise<TimeWeek> {
  const monday = weekMonday(week);
  const [person] = await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!person) throw notFound(TIME_TEXTS.personNotFound);
  return personWeek(db, person, week, monday);
}

/**
 * Every field staff member's week: the active ones, and anyone (also deactivated or deleted)
 * with entries in the week.
 */
export async function staffWeeks(db: Db, week: string): Promise<TimeWeek[]> {
  const monday = weekMonday(week);
  const recorded = db
    .selectDistinct({ userId: timeEntries.userId })
    .from(timeEntries)
    .where(and(gte(timeEntries.at, `${addDays(monday, -1)}T00:00:00.000Z`), lt(timeEntries.at, `${addDays(monday, 8)}T00:00:00.000Z`)));
  const people = await db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.role, [...FIELD]), or(and(eq(users.inactive, false), isNull(users.deletedAt)), inArray(users.id, recorded))))
    .orderBy(asc(users.id));
  const weeks: TimeWeek[] = [];
  for (const person of people.sort(staffOrder)) weeks.push(await personWeek(db, person, week, monday));
  return weeks;
}
