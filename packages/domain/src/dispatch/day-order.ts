// The order of a person's or crew's stops on a day that keeps the driving short (issue 33):
// nearest neighbour from the depot, then 2-opt (reverse a stretch while that shortens the
// round). A heuristic, not the optimum; it never answers a longer round than the order given.

/**
 * Minutes from node i to node j: node 0 is the depot, nodes 1..n the stops. Need not be
 * symmetric (a router's answers are not).
 */
export type TravelCost = (from: number, to: number) => number;

/** Depot → stops in the given order → depot. `stops` holds node numbers 1..n. */
export function roundMinutes(stops: readonly number[], cost: TravelCost): number {
  let total = 0;
  let at = 0;
  for (const stop of stops) {
    total += cost(at, stop);
    at = stop;
  }
  return stops.length === 0 ? 0 : total + cost(at, 0);
}

function nearestNeighbour(stops: readonly number[], cost: TravelCost): number[] {
  const left = [...stops];
  const round: number[] = [];
  let at = 0;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (cost(at, left[i]!) < cost(at, left[best]!)) best = i;
    at = left.splice(best, 1)[0]!;
    round.push(at);
  }
  return round;
}

/** Reverses stretches while a reversal shortens the round (whole round recounted: asymmetric costs). */
function twoOpt(start: readonly number[], cost: TravelCost): number[] {
  let round = [...start];
  let length = roundMinutes(round, cost);
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i < round.length - 1; i++) {
      for (let j = i + 1; j < round.length; j++) {
        const candidate = [...round.slice(0, i), ...round.slice(i, j + 1).reverse(), ...round.slice(j + 1)];
        const candidateLength = roundMinutes(candidate, cost);
        if (candidateLength < length) {
          round = candidate;
          length = candidateLength;
          improved = true;
        }
      }
    }
  }
  return round;
}

/**
 * The proposed order of the stops (node numbers 1..n, in today's order): the shorter of
 * 2-opt from nearest neighbour and 2-opt from today's order; today's order when neither is
 * shorter (so an equally long proposal does not shuffle the day for nothing).
 */
export function suggestDayOrder(stops: readonly number[], cost: TravelCost): number[] {
  const today = roundMinutes(stops, cost);
  let best = [...stops];
  let bestLength = today;
  for (const candidate of [twoOpt(nearestNeighbour(stops, cost), cost), twoOpt(stops, cost)]) {
    const length = roundMinutes(candidate, cost);
    if (length < bestLength) {
      best = candidate;
      bestLength = length;
    }
  }
  return best;
}
