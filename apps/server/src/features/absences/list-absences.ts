// The absences an admin sees: those touching a week, or (without a week) every absence that
// has not ended before today; optionally one person's. Oldest start first.
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addDays, mondayOfIsoWeek, zurichToday } from '@tragkraft/domain';
import type { Absence, AbsenceListQuery, OwnAbsence } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { absences, users } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { personName } from './staff';

/** Most rows one list answers (a year of absences of 60 people fits many times). */
const LIST_LIMIT = 2000;

export async function listAbsences(db: Db, query: AbsenceListQuery, now: Date): Promise<Absence[]> {
  const conditions: SQL[] = [];
  if (query.week === undefined) {
    conditions.push(gte(absences.endDate, zurichToday(now)));
  } else {
    const monday = mondayOfIsoWeek(query.week);
    if (monday === null) throw badRequest('Ungültige Woche (erwartet wird JJJJ-Www, z. B. 2026-W48).');
    conditions.push(lte(absences.startDate, addDays(monday, 6)), gte(absences.endDate, monday));
  }
  if (query.userId !== undefined) conditions.push(eq(absences.userId, query.userId));
  const rows = await db
    .select({ absence: absences, firstName: users.firstName, lastName: users.lastName })
    .from(absences)
    .innerJoin(users, eq(users.id, absences.userId))
    .where(and(...conditions))
    .orderBy(asc(absences.startDate), asc(absences.id))
    .limit(LIST_LIMIT);
  return rows.map(({ absence, ...person }) => ({
    id: absence.id,
    userId: absence.userId,
    name: personName(person),
    startDate: absence.startDate,
    endDate: absence.endDate,
    reason: absence.reason,
  }));
}

/** The signed-in person's absences that have not ended before today. */
export async function ownAbsences(db: Db, userId: number, now: Date): Promise<OwnAbsence[]> {
  return db
    .select({ id: absences.id, startDate: absences.startDate, endDate: absences.endDate, reason: absences.reason })
    .from(absences)
    .where(and(eq(absences.userId, userId), gte(absences.endDate, zurichToday(now))))
    .orderBy(asc(absences.startDate), asc(absences.id))
    .limit(LIST_LIMIT);
}
