// "Reihenfolge vorschlagen" (issue 33): the stages of a person or crew on a day in the order
// with the least driving (domain suggestDayOrder, never longer than today's), with start times
// from the working day's start. Nothing is changed: the admin applies the times with moves.
import { and, eq, inArray, or, isNull } from 'drizzle-orm';
import { dayOrder, isValidTime, roundMinutes, startTimesInOrder, suggestDayOrder, timeOfMinutes, WORKING_DAY, minutesOfDay } from '@tragkraft/domain';
import type { SuggestOrderAnswer, SuggestOrderBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments } from '../../db/schema';
import { stopTravel, type Stop } from './day-travel';
import type { SitePlaces } from './site-places';
import { cardsBetween } from './stage-cards';

export async function suggestOrder(db: Db, places: SitePlaces, body: SuggestOrderBody): Promise<SuggestOrderAnswer> {
  const planned = await db
    .select({ stageId: stageAssignments.stageId })
    .from(stageAssignments)
    .where(and(inArray(stageAssignments.userId, body.userIds), or(isNull(stageAssignments.confirmation), eq(stageAssignments.confirmation, true))));
  const ids = new Set(planned.map((row) => row.stageId));
  const cards = (await cardsBetween(db, body.date, body.date, (address) => places.locate(address) !== null)).filter(({ card }) => ids.has(card.stageId));
  const today = dayOrder(cards.map(({ card, address }) => ({ id: card.stageId, time: isValidTime(card.time) ? card.time : null, durationMinutes: card.durationMinutes, stop: { card, address } })));
  const stops = new Map<number, Stop>(today.map((entry) => [entry.id, entry.stop]));
  // Nodes: 0 the depot, i + 1 the i-th stage of today's order.
  const travel = stopTravel(places, stops);
  const idOf = (node: number) => (node === 0 ? null : today[node - 1]!.id);
  const cost = (from: number, to: number) => travel(idOf(from), idOf(to));
  const given = today.map((_, i) => i + 1);
  const proposed = suggestDayOrder(given, cost);

  const legs = proposed.map((node, i) => cost(i === 0 ? 0 : proposed[i - 1]!, node));
  const ordered = proposed.map((node) => stops.get(idOf(node)!)!);
  const times = startTimesInOrder(
    ordered.map((stop) => stop.card.durationMinutes),
    legs,
    WORKING_DAY,
  );
  return {
    date: body.date,
    currentOrder: today.map((entry) => entry.id),
    proposedOrder: ordered.map((stop) => stop.card.stageId),
    stops: ordered.map((stop, i) => ({
      stageId: stop.card.stageId,
      orderId: stop.card.orderId,
      place: stop.card.place,
      time: times[i]!,
      end: timeOfMinutes(minutesOfDay(times[i]!) + stop.card.durationMinutes),
      travelMinutes: legs[i]!,
      version: stop.card.version,
    })),
    travelMinutesBefore: roundMinutes(given, cost),
    travelMinutesAfter: roundMinutes(proposed, cost),
  };
}
