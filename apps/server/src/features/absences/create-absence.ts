// An admin enters an absence: an active operator or employee, a day range of at most
// MAX_ABSENCE_DAYS, no day already covered by another absence of the same person (409). The
// answer names the stages the person is planned on during it, so the admin can re-plan them.
import { and, asc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import { dateTooFarAheadMessage, daysBetween, formatDate, FIELD, latestStageDate, MAX_ABSENCE_DAYS } from '@tragkraft/domain';
import type { NewAbsenceAnswer, NewAbsenceBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { lockNames } from '../../db/locks';
import { absences, orders, stageAssignments, stages, users } from '../../db/schema';
import { AppError, badRequest } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { personName } from './staff';

export const ABSENCE_TEXTS = {
  notStaff: 'Abwesenheiten gibt es nur für aktive Mitarbeiter und Einsatzleiter.',
  endBeforeStart: 'Das Enddatum liegt vor dem Startdatum.',
  tooLong: `Eine Abwesenheit dauert höchstens ${MAX_ABSENCE_DAYS} Tage.`,
  notFound: 'Abwesenheit nicht gefunden.',
} as const;

export async function createAbsence(db: Db, adminId: number, body: NewAbsenceBody, now: Date): Promise<NewAbsenceAnswer> {
  if (body.endDate < body.startDate) throw badRequest(ABSENCE_TEXTS.endBeforeStart);
  // The same bound as an order's stages (issue 29): nobody plans an absence in 9999.
  const latest = latestStageDate(now);
  if (body.endDate > latest) throw badRequest(dateTooFarAheadMessage(latest).text);
  if (daysBetween(body.startDate, body.endDate) + 1 > MAX_ABSENCE_DAYS) throw badRequest(ABSENCE_TEXTS.tooLong);
  return db.transaction(async (tx) => {
    // Check and insert must not race with a second admin entering an overlapping absence.
    await lockNames(tx, [`absences:user:${body.userId}`]);
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, body.userId), isNull(users.deletedAt), isNull(users.clientId)))
      .limit(1);
    if (!person || person.inactive || !FIELD.includes(person.role)) throw badRequest(ABSENCE_TEXTS.notStaff);
    const [overlap] = await tx
      .select()
      .from(absences)
      .where(and(eq(absences.userId, person.id), lte(absences.startDate, body.endDate), gte(absences.endDate, body.startDate)))
      .orderBy(asc(absences.startDate))
      .limit(1);
    if (overlap) {
      throw new AppError(
        409,
        'conflict',
        `${personName(person)} ist vom ${formatDate(overlap.startDate)} bis ${formatDate(overlap.endDate)} bereits abwesend (${overlap.reason}).`,
        { absenceId: overlap.id },
      );
    }
    const [row] = await tx
      .insert(absences)
      .values({ userId: person.id, startDate: body.startDate, endDate: body.endDate, reason: body.reason, createdByUserId: adminId })
      .returning();
    await recordAudit(tx, {
      userId: adminId,
      entity: 'user',
      entityId: person.id,
      action: 'absence.create',
      changes: { absenceId: row!.id, startDate: body.startDate, endDate: body.endDate, reason: body.reason },
    });
    const plannedDuring = await tx
      .select({ stageId: stages.id, orderId: stages.orderId, date: stages.date, time: stages.time })
      .from(stageAssignments)
      .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
      .innerJoin(orders, eq(orders.id, stages.orderId))
      .where(
        and(
          eq(stageAssignments.userId, person.id),
          or(isNull(stageAssignments.confirmation), ne(stageAssignments.confirmation, false)),
          eq(orders.status, 'active'),
          gte(stages.date, body.startDate),
          lte(stages.date, body.endDate),
        ),
      )
      .orderBy(asc(stages.date), asc(stages.time), asc(stages.id));
    return {
      absence: { id: row!.id, userId: person.id, name: personName(person), startDate: row!.startDate, endDate: row!.endDate, reason: row!.reason },
      plannedDuring: plannedDuring.map((s) => ({ ...s, date: s.date! })),
    };
  });
}
