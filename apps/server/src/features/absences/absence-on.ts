// Whether a person is absent on a day: the planning asks before it plans someone (issue 21).
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { formatDate, type AbsenceReason } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { absences } from '../../db/schema';

export interface AbsenceOnDay {
  id: number;
  reason: AbsenceReason;
  startDate: string;
  endDate: string;
}

/** The person's absence covering `date`, or null. */
export async function absenceOn(db: Db, userId: number, date: string | null): Promise<AbsenceOnDay | null> {
  if (date === null) return null;
  const [row] = await db
    .select({ id: absences.id, reason: absences.reason, startDate: absences.startDate, endDate: absences.endDate })
    .from(absences)
    .where(and(eq(absences.userId, userId), lte(absences.startDate, date), gte(absences.endDate, date)))
    .orderBy(asc(absences.startDate))
    .limit(1);
  return row ?? null;
}

/** 'Nina Brunner ist vom 23.11.2026 bis 27.11.2026 abwesend (Ferien).' (the board says the same) */
export function absenceText(name: string, absence: AbsenceOnDay): string {
  const range = absence.startDate === absence.endDate ? `am ${formatDate(absence.startDate)}` : `vom ${formatDate(absence.startDate)} bis ${formatDate(absence.endDate)}`;
  return `${name} ist ${range} abwesend (${absence.reason}).`;
}
