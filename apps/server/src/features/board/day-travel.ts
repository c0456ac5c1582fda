// A person's day with travel (issue 33): the stages in day order, the drives from the depot,
// between them and back and what planDay finds in it. A drive is the routing provider's
// minutes when the board has them (router-minutes.ts), else the offers' road estimate; each
// leg says which, so the board can mark the estimated ones.
import { dayOrder, isValidTime, MIN_DRIVE_MINUTES, planDay, travelMinutes, WORKING_DAY, type DayPlan, type GeoPoint } from '@tragkraft/domain';
import type { BoardStage, BoardTravelLeg } from '@tragkraft/sync-protocol';
import { routerPairKey } from './router-minutes';
import type { SitePlaces } from './site-places';

export interface Stop {
  card: BoardStage;
  address: string;
}

type LegSource = BoardTravelLeg['source'];

/**
 * The drive between two stops (null: the depot): no drive at the same address or to a place
 * not found ('none'); the router's minutes when known (at least the minimum drive, as the
 * estimate); else the estimate.
 */
function stopLeg(places: SitePlaces, stops: ReadonlyMap<number, Stop>, routed: ReadonlyMap<string, number> | null) {
  const pointOf = (id: number | null): GeoPoint | null => (id === null ? places.depot : places.locate(stops.get(id)!.address));
  return (from: number | null, to: number | null): { minutes: number; source: LegSource } => {
    const a = pointOf(from);
    const b = pointOf(to);
    const sameSite = from !== null && to !== null && stops.get(from)!.address === stops.get(to)!.address;
    if (sameSite || a === null || b === null) return { minutes: 0, source: 'none' };
    const router = routed?.get(routerPairKey(a, b));
    if (router !== undefined) return { minutes: Math.max(MIN_DRIVE_MINUTES, router), source: 'router' };
    return { minutes: travelMinutes(a, b), source: 'estimate' };
  };
}

/** The drive in minutes between two stops (null: the depot), the estimate's rules. */
export function stopTravel(places: SitePlaces, stops: ReadonlyMap<number, Stop>) {
  const leg = stopLeg(places, stops, null);
  return (from: number | null, to: number | null): number => leg(from, to).minutes;
}

const dayStages = (stops: readonly Stop[]) =>
  stops.map((stop) => ({ id: stop.card.stageId, time: isValidTime(stop.card.time) ? stop.card.time : null, durationMinutes: stop.card.durationMinutes }));

/** The places a day drives between (depot → stages → depot, day order), for the router's cache. */
export function stopPairs(places: SitePlaces, stops: readonly Stop[]): [GeoPoint, GeoPoint][] {
  const byId = new Map(stops.map((stop) => [stop.card.stageId, stop]));
  const route = [places.depot, ...dayOrder(dayStages(stops)).map((stage) => places.locate(byId.get(stage.id)!.address)), places.depot];
  const pairs: [GeoPoint, GeoPoint][] = [];
  if (stops.length === 0) return pairs;
  for (let i = 1; i < route.length; i++) {
    const from = route[i - 1];
    const to = route[i];
    if (from && to) pairs.push([from, to]);
  }
  return pairs;
}

export function planStops(places: SitePlaces, stops: readonly Stop[], routed: ReadonlyMap<string, number> | null = null): Omit<DayPlan, 'legs'> & { legs: BoardTravelLeg[] } {
  const byId = new Map(stops.map((stop) => [stop.card.stageId, stop]));
  const leg = stopLeg(places, byId, routed);
  const plan = planDay(dayStages(stops), (from, to) => leg(from, to).minutes, WORKING_DAY);
  return { ...plan, legs: plan.legs.map((l) => ({ ...l, source: leg(l.fromStageId, l.toStageId).source })) };
}
