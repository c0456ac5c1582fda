// The dispatch board of one week in one answer (issue 21): field staff (operators first) with
// their stages and absence per day, the stages still lacking people, and the booked stages
// per service family and day against the capacity the ordering uses. Five queries whatever
// the size of the week; everything else is grouping in memory (bench/board: 60 staff, 300
// stages under 100 ms).
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { absenceCovers, crewNeeded, mondayOfIsoWeek, serviceByTypeId, weekDays } from '@tragkraft/domain';
import type { BoardAbsence, BoardAnswer, BoardCapacity, BoardPerson, BoardStage } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { absences, clients, orders, stageAssignments, stages, users } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { DEFAULT_DAILY_CAPACITY, familyOf, type CapacityFamily, type DailyCapacity } from '../orders/capacity';
import { PLANNABLE_ROLE_LIST, personName, staffOrder } from '../absences/staff';

const FAMILIES: CapacityFamily[] = ['floor', 'facadeLift', 'labs', 'service'];

export async function boardWeek(db: Db, week: string, capacity: DailyCapacity = DEFAULT_DAILY_CAPACITY): Promise<BoardAnswer> {
  const monday = mondayOfIsoWeek(week);
  if (monday === null) throw badRequest('Ungültige Woche (erwartet wird JJJJ-Www, z. B. 2026-W48).');
  const days = weekDays(monday);
  const sunday = days[6]!;

  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, PLANNABLE_ROLE_LIST), isNull(users.clientId), isNull(users.deletedAt), eq(users.inactive, false)));
  const weekStages = await db
    .select({
      stageId: stages.id,
      orderId: stages.orderId,
      stageNumber: stages.stageNumber,
      date: stages.date,
      time: stages.time,
      amount: stages.amount,
      typeId: orders.typeId,
      client: clients.company,
      place: orders.orderAddress,
    })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(gte(stages.date, monday), lte(stages.date, sunday), eq(orders.status, 'active')))
    .orderBy(asc(stages.date), asc(stages.time), asc(stages.id));
  const team = await db
    .select({ stageId: stageAssignments.stageId, userId: stageAssignments.userId, confirmation: stageAssignments.confirmation })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(gte(stages.date, monday), lte(stages.date, sunday), eq(orders.status, 'active')));
  const away = await db
    .select({ id: absences.id, userId: absences.userId, reason: absences.reason, startDate: absences.startDate, endDate: absences.endDate })
    .from(absences)
    .where(and(lte(absences.startDate, sunday), gte(absences.endDate, monday)))
    .orderBy(asc(absences.startDate), asc(absences.id));

  const planned = new Map<number, number>();
  for (const a of team) if (a.confirmation !== false) planned.set(a.stageId, (planned.get(a.stageId) ?? 0) + 1);
  const cards = new Map<number, BoardStage>(
    weekStages.map((s) => [
      s.stageId,
      {
        stageId: s.stageId,
        orderId: s.orderId,
        stageNumber: s.stageNumber,
        date: s.date!,
        time: s.time,
        typeId: s.typeId,
        service: serviceByTypeId(s.typeId)?.name ?? `Typ ${s.typeId}`,
        client: s.client,
        place: s.place.split('\n').map((line) => line.trim()).filter(Boolean).join(', '),
        needed: crewNeeded(s.typeId, s.amount),
        planned: planned.get(s.stageId) ?? 0,
      },
    ]),
  );

  const rows = new Map<number, BoardPerson>();
  for (const person of [...people].sort(staffOrder)) {
    rows.set(person.id, {
      id: person.id,
      name: personName(person),
      role: person.role as BoardPerson['role'],
      days: days.map((date) => ({ date, stages: [], absence: null })),
    });
  }
  // Cards in stage order (date, time, id), as the stages were read.
  const byStage = new Map<number, typeof team>();
  for (const a of team) {
    const list = byStage.get(a.stageId) ?? [];
    list.push(a);
    byStage.set(a.stageId, list);
  }
  for (const card of cards.values()) {
    for (const a of byStage.get(card.stageId) ?? []) {
      const cell = rows.get(a.userId)?.days[days.indexOf(card.date)];
      cell?.stages.push({ ...card, confirmation: a.confirmation });
    }
  }
  for (const absence of away) {
    const row = rows.get(absence.userId);
    if (!row) continue;
    const shown: BoardAbsence = { id: absence.id, reason: absence.reason, startDate: absence.startDate, endDate: absence.endDate };
    for (const cell of row.days) if (cell.absence === null && absenceCovers(absence, cell.date)) cell.absence = shown;
  }

  const booked = new Map<string, number>();
  for (const card of cards.values()) {
    const key = `${card.date}|${familyOf(card.typeId)}`;
    booked.set(key, (booked.get(key) ?? 0) + 1);
  }
  const capacityRows: BoardCapacity[] = days.flatMap((date) =>
    FAMILIES.map((family) => ({ date, family, booked: booked.get(`${date}|${family}`) ?? 0, capacity: capacity[family] })),
  );

  return {
    week,
    days,
    staff: [...rows.values()],
    unplanned: [...cards.values()].filter((card) => card.planned < card.needed),
    capacity: capacityRows,
  };
}

