// A person's day with travel (issue 33): the stages in day order, the drives from the depot,
// between them and back (the offers' road estimate) and what planDay finds in it.
import { isValidTime, planDay, travelMinutes, WORKING_DAY, type DayPlan, type GeoPoint } from '@tragkraft/domain';
import type { BoardStage } from '@tragkraft/sync-protocol';
import type { SitePlaces } from './site-places';

export interface Stop {
  card: BoardStage;
  address: string;
}

/** The drive in minutes between two stops (null: the depot); the same address is one site. */
export function stopTravel(places: SitePlaces, stops: ReadonlyMap<number, Stop>) {
  const pointOf = (id: number | null): GeoPoint | null => (id === null ? places.depot : places.locate(stops.get(id)!.address));
  return (from: number | null, to: number | null): number => {
    const sameSite = from !== null && to !== null && stops.get(from)!.address === stops.get(to)!.address;
    return travelMinutes(pointOf(from), pointOf(to), sameSite);
  };
}

export function planStops(places: SitePlaces, stops: readonly Stop[]): DayPlan {
  const byId = new Map(stops.map((stop) => [stop.card.stageId, stop]));
  return planDay(
    stops.map((stop) => ({ id: stop.card.stageId, time: isValidTime(stop.card.time) ? stop.card.time : null, durationMinutes: stop.card.durationMinutes })),
    stopTravel(places, byId),
    WORKING_DAY,
  );
}
