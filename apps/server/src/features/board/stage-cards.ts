// A stage as the board shows it (issues 21 and 33): service, client, place, duration and
// start–end, needed and planned people, and its planned people with their answers. Read for a
// week, a day or single stages in two queries.
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { endTime, isValidTime, serviceByTypeId, stageCrew, stageDurationMinutes } from '@tragkraft/domain';
import type { BoardStage } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, orders, stageAssignments, stages, users } from '../../db/schema';

interface StageTeamMember {
  userId: number;
  role: string;
  confirmation: boolean | null;
}

export interface StageCard {
  card: BoardStage;
  /** The order's address as stored (lines), for travel and print. */
  address: string;
  /** Everyone planned, also who declined (the board shows them with their answer). */
  team: StageTeamMember[];
}

/** One line of a multi-line address: 'Hardturmstrasse 201, 8005 Zürich'. */
const addressLine = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');

async function readCards(db: Db, where: SQL | undefined, located: (address: string) => boolean): Promise<StageCard[]> {
  const rows = await db
    .select({
      stageId: stages.id,
      orderId: stages.orderId,
      stageNumber: stages.stageNumber,
      date: stages.date,
      time: stages.time,
      amount: stages.amount,
      hours: stages.hours,
      durationMinutes: stages.durationMinutes,
      leadsNeeded: stages.leadsNeeded,
      employeesNeeded: stages.employeesNeeded,
      version: stages.version,
      typeId: orders.typeId,
      client: clients.company,
      address: orders.orderAddress,
    })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(asc(stages.date), asc(stages.time), asc(stages.id));
  const team = await db
    .select({ stageId: stageAssignments.stageId, userId: stageAssignments.userId, confirmation: stageAssignments.confirmation, role: users.role })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(where);
  const teams = new Map<number, StageTeamMember[]>();
  for (const member of team) {
    const list = teams.get(member.stageId) ?? [];
    list.push({ userId: member.userId, role: member.role, confirmation: member.confirmation });
    teams.set(member.stageId, list);
  }
  return rows.map((s) => {
    // A start time as stored; one that is not 'HH:mm' (older data) counts as none for the end and travel.
    const start = isValidTime(s.time) ? s.time : null;
    const members = teams.get(s.stageId) ?? [];
    const coming = members.filter((m) => m.confirmation !== false);
    const durationMinutes = stageDurationMinutes(s);
    const crew = stageCrew(s);
    const leadsPlanned = coming.filter((m) => m.role === 'operator').length;
    return {
      address: s.address,
      team: members,
      card: {
        stageId: s.stageId,
        orderId: s.orderId,
        stageNumber: s.stageNumber,
        date: s.date ?? '',
        time: s.time,
        typeId: s.typeId,
        service: serviceByTypeId(s.typeId)?.name ?? `Typ ${s.typeId}`,
        client: s.client,
        place: addressLine(s.address),
        needed: crew.leads + crew.employees,
        planned: coming.length,
        version: s.version,
        durationMinutes,
        durationSet: s.durationMinutes !== null,
        end: endTime(start, durationMinutes),
        leadsNeeded: crew.leads,
        employeesNeeded: crew.employees,
        crewSet: s.leadsNeeded !== null || s.employeesNeeded !== null,
        leadsPlanned,
        employeesPlanned: coming.length - leadsPlanned,
        located: located(s.address),
      },
    };
  });
}

/** The stages of active orders from `from` to `to` (dates included). */
export function cardsBetween(db: Db, from: string, to: string, located: (address: string) => boolean): Promise<StageCard[]> {
  return readCards(db, and(gte(stages.date, from), lte(stages.date, to), eq(orders.status, 'active')), located);
}

/** Single stages, whatever their order's status. */
export function cardsOf(db: Db, stageIds: number[], located: (address: string) => boolean): Promise<StageCard[]> {
  return readCards(db, inArray(stages.id, stageIds.length > 0 ? stageIds : [0]), located);
}
