// GET /api/admin/board/print (issue 33): the week's board of a team (user ids; without: all
// field staff) as the printed plan model, with the orders' contacts for the day sheets.
import { eq, inArray } from 'drizzle-orm';
import type { BoardAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';
import type { BoardPlan, PlanPerson } from '../../documents/board-plan-pdf';
import { badRequest } from '../../plugins/errors';
import { BOARD_TEXTS } from './board-refusal';
import { fieldStaff } from './board-week';

/** '3,7,12' → [3, 7, 12]; undefined or '' → null (everyone). */
export function teamIds(team: string | undefined): number[] | null {
  if (team === undefined || team === '') return null;
  const ids = team.split(',').map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) throw badRequest(BOARD_TEXTS.badTeam);
  return ids;
}

const contact = (name: string, phone: string) => [name.trim(), phone.trim()].filter(Boolean).join(', ');

export async function boardPlan(db: Db, board: BoardAnswer, team: number[] | null): Promise<BoardPlan> {
  const phones = new Map((await fieldStaff(db)).map((p) => [p.id, p.phone]));
  const members = board.staff.filter((person) => team === null || team.includes(person.id));
  const stageIds = [...new Set(members.flatMap((p) => p.days.flatMap((d) => d.stages.map((s) => s.stageId))))];
  const rows =
    stageIds.length === 0
      ? []
      : await db
          .select({
            stageId: stages.id,
            address: orders.orderAddress,
            filler: orders.contactFiller,
            fillerPhone: orders.contactFillerPhone,
            manager: orders.contactCManager,
            managerPhone: orders.contactCManagerPhone,
          })
          .from(stages)
          .innerJoin(orders, eq(orders.id, stages.orderId))
          .where(inArray(stages.id, stageIds));
  const details = new Map(rows.map((row) => [row.stageId, row]));
  // Who works on each stage (not declined), from the whole board: the team may be part of a crew.
  const crew = new Map<number, string[]>();
  for (const person of board.staff) {
    for (const day of person.days) {
      for (const stage of day.stages) if (stage.confirmation !== false) crew.set(stage.stageId, [...(crew.get(stage.stageId) ?? []), person.name]);
    }
  }
  const people = members.map(
    (person): PlanPerson => ({
      name: person.name,
      role: person.role,
      phone: phones.get(person.id) ?? '',
      days: person.days.map((day) => {
        const driven = day.stages.filter((stage) => stage.confirmation !== false);
        const legTo = new Map(day.travel.map((leg) => [leg.toStageId, leg.minutes]));
        return {
          date: day.date,
          absence: day.absence?.reason ?? null,
          travelMinutes: day.travelMinutes,
          backMinutes: legTo.get(null) ?? 0,
          exceedsWorkingDay: day.exceedsWorkingDay,
          stops: driven.map((stage) => {
            const detail = details.get(stage.stageId);
            return {
              time: stage.time || null,
              end: stage.end,
              durationMinutes: stage.durationMinutes,
              service: stage.service,
              client: stage.client,
              orderId: stage.orderId,
              stageNumber: stage.stageNumber,
              address: (detail?.address ?? stage.place).split('\n').map((line) => line.trim()).filter(Boolean).join('\n'),
              contacts: detail ? [contact(detail.filler, detail.fillerPhone), contact(detail.manager, detail.managerPhone)].filter(Boolean) : [],
              travelMinutes: legTo.get(stage.stageId) ?? 0,
              planned: crew.get(stage.stageId) ?? [],
            };
          }),
        };
      }),
    }),
  );
  return { week: board.week, days: board.days, depot: board.depot, people };
}
