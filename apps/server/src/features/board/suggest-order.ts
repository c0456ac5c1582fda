// "Reihenfolge vorschlagen" (issue 33): the stages of a person or crew on a day in the order
// with the least driving (domain suggestDayOrder, never longer than today's), with start times
// from the working day's start. Nothing is changed: the admin applies the times with moves.
// With MAPS_PROVIDER the drives are the router's (one table call for the day; the estimate
// when it fails or a site is not located), else the board's estimate (decision 035).
import { and, eq, inArray, or, isNull } from 'drizzle-orm';
import { dayOrder, isValidTime, MIN_DRIVE_MINUTES, roundMinutes, startTimesInOrder, suggestDayOrder, timeOfMinutes, WORKING_DAY, minutesOfDay } from '@tragkraft/domain';
import type { SuggestOrderAnswer, SuggestOrderBody } from '@tragkraft/sync-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open-database';
import { stageAssignments } from '../../db/schema';
import { osrmTableMinutes } from '../maps/distance';
import { stopTravel, type Stop } from './day-travel';
import type { SitePlaces } from './site-places';
import { cardsBetween } from './stage-cards';

type Cost = (from: number, to: number) => number;

/** The router's minutes between the nodes (0 the depot), or null to use the estimate. */
async function routerCost(providerUrl: string | null, places: SitePlaces, addresses: string[], log: FastifyBaseLogger): Promise<Cost | null> {
  if (providerUrl === null || addresses.length === 0 || places.depot === null) return null;
  const points = addresses.map((address) => places.locate(address));
  if (points.some((point) => point === null)) return null;
  try {
    const minutes = await osrmTableMinutes(providerUrl, [places.depot, ...(points as NonNullable<(typeof points)[number]>[])]);
    const addressOf = (node: number) => (node === 0 ? null : addresses[node - 1]!);
    // The same rules as the estimate: one site costs nothing, any other drive at least the minimum.
    return (from, to) => (from === to || addressOf(from) === addressOf(to) ? 0 : Math.max(MIN_DRIVE_MINUTES, minutes[from]![to]!));
  } catch (error) {
    log.warn({ err: error }, 'routing provider failed, using the estimate');
    return null;
  }
}

export async function suggestOrder(
  db: Db,
  places: SitePlaces,
  body: SuggestOrderBody,
  router: { providerUrl: string | null; log: FastifyBaseLogger } | null = null,
): Promise<SuggestOrderAnswer> {
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
  const estimate: Cost = (from, to) => travel(idOf(from), idOf(to));
  const cost = (router && (await routerCost(router.providerUrl, places, today.map((entry) => entry.stop.address), router.log))) ?? estimate;
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
