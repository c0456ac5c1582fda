// The dispatch board of one week in one answer (issues 21 and 33): field staff (operators
// first) with their stages, absence and the day's travel per day, the stages still lacking
// people, the booked stages per service family and day against the capacity the ordering
// uses, and the people the days need against those available. Five queries whatever the size
// of the week; everything else is grouping and arithmetic in memory (bench/board: 60 staff,
// 300 stages under 100 ms).
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { absenceCovers, mondayOfIsoWeek, WORKING_DAY, weekDays } from '@tragkraft/domain';
import type { BoardAbsence, BoardAnswer, BoardCapacity, BoardPerson } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { absences, users } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { DEFAULT_DAILY_CAPACITY, familyOf, type CapacityFamily, type DailyCapacity } from '../orders/capacity';
import { PLANNABLE_ROLE_LIST, personName, staffOrder } from '../absences/staff';
import { planStops, stopPairs, type Stop } from './day-travel';
import type { RouterMinutes } from './router-minutes';
import type { SitePlaces } from './site-places';
import { cardsBetween } from './stage-cards';

const FAMILIES: CapacityFamily[] = ['floor', 'facadeLift', 'labs', 'service'];

const INVALID_WEEK = 'Ungültige Woche (erwartet wird JJJJ-Www, z. B. 2026-W48).';

/** Active field staff, operators first, then by name. */
export async function fieldStaff(db: Db) {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, phone: users.phone })
    .from(users)
    .where(and(inArray(users.role, PLANNABLE_ROLE_LIST), isNull(users.clientId), isNull(users.deletedAt), eq(users.inactive, false)));
  return people.sort(staffOrder);
}

/** The routing provider's minutes (MAPS_PROVIDER) and the time to judge the cache's age by. */
export interface BoardRouting {
  router: RouterMinutes;
  now: Date;
}

export async function boardWeek(
  db: Db,
  week: string,
  places: SitePlaces,
  capacity: DailyCapacity = DEFAULT_DAILY_CAPACITY,
  routing: BoardRouting | null = null,
): Promise<BoardAnswer> {
  const monday = mondayOfIsoWeek(week);
  if (monday === null) throw badRequest(INVALID_WEEK);
  const days = weekDays(monday);
  const sunday = days[6]!;

  const people = await fieldStaff(db);
  const cards = await cardsBetween(db, monday, sunday, (address) => places.locate(address) !== null);
  const away = await db
    .select({ id: absences.id, userId: absences.userId, reason: absences.reason, startDate: absences.startDate, endDate: absences.endDate })
    .from(absences)
    .where(and(lte(absences.startDate, sunday), gte(absences.endDate, monday)))
    .orderBy(asc(absences.startDate), asc(absences.id));

  const rows = new Map<number, BoardPerson>();
  const stopsOf = new Map<number, Stop[][]>();
  for (const person of people) {
    rows.set(person.id, {
      id: person.id,
      name: personName(person),
      role: person.role as BoardPerson['role'],
      days: days.map((date) => ({ date, stages: [], absence: null, travel: [], travelMinutes: 0, workMinutes: 0, freeMinutes: 0, overlaps: [], exceedsWorkingDay: false })),
    });
    stopsOf.set(person.id, days.map(() => []));
  }
  // Cards in stage order (date, time, id), as the stages were read.
  for (const { card, address, team } of cards) {
    const day = days.indexOf(card.date);
    for (const member of team) {
      rows.get(member.userId)?.days[day]?.stages.push({ ...card, confirmation: member.confirmation });
      // A declined stage is not driven to.
      if (member.confirmation !== false) stopsOf.get(member.userId)?.[day]?.push({ card, address });
    }
  }
  // With a router: its cached minutes for every drive of the week (missing ones asked once).
  const routed = routing
    ? await routing.router.between(db, [...stopsOf.values()].flatMap((personDays) => personDays.flatMap((stops) => stopPairs(places, stops))), routing.now)
    : null;
  for (const [userId, row] of rows) {
    row.days.forEach((cell, i) => {
      const plan = planStops(places, stopsOf.get(userId)![i]!, routed);
      const rank = new Map(plan.order.map((id, n) => [id, n]));
      cell.stages.sort((a, b) => (rank.get(a.stageId) ?? Infinity) - (rank.get(b.stageId) ?? Infinity) || a.stageId - b.stageId);
      cell.travel = plan.legs;
      cell.travelMinutes = plan.travelMinutes;
      cell.workMinutes = plan.workMinutes;
      cell.freeMinutes = plan.freeMinutes;
      cell.overlaps = plan.overlaps;
      cell.exceedsWorkingDay = plan.exceedsWorkingDay;
    });
  }
  const absentOn = new Map<string, number>();
  for (const absence of away) {
    const row = rows.get(absence.userId);
    if (!row) continue;
    const shown: BoardAbsence = { id: absence.id, reason: absence.reason, startDate: absence.startDate, endDate: absence.endDate };
    for (const cell of row.days) {
      if (cell.absence === null && absenceCovers(absence, cell.date)) {
        cell.absence = shown;
        absentOn.set(cell.date, (absentOn.get(cell.date) ?? 0) + 1);
      }
    }
  }

  const booked = new Map<string, number>();
  const needed = new Map<string, number>();
  for (const { card } of cards) {
    const key = `${card.date}|${familyOf(card.typeId)}`;
    booked.set(key, (booked.get(key) ?? 0) + 1);
    needed.set(card.date, (needed.get(card.date) ?? 0) + card.needed);
  }
  const capacityRows: BoardCapacity[] = days.flatMap((date) =>
    FAMILIES.map((family) => ({ date, family, booked: booked.get(`${date}|${family}`) ?? 0, capacity: capacity[family] })),
  );

  return {
    week,
    days,
    staff: [...rows.values()],
    unplanned: cards.map(({ card }) => card).filter((card) => card.planned < card.needed),
    capacity: capacityRows,
    people: days.map((date) => ({ date, needed: needed.get(date) ?? 0, available: people.length - (absentOn.get(date) ?? 0) })),
    workingDay: { start: WORKING_DAY.start, end: WORKING_DAY.end },
    depot: places.depotLabel,
    routing: routing !== null,
  };
}
