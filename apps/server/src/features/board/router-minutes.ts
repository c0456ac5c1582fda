// The routing provider's travel minutes on the board (issue 33, decision 035). The week answer
// is polled every 10 s and must stay under 100 ms: it reads the router's minutes between two
// places from a stored cache (travel_times), and asks the router only for the pairs missing
// there, in ONE bounded table request per board load with a short timeout. What does not
// arrive stays the road estimate (the board marks such legs). After a failure the router is
// left alone for a minute, so a router that is down does not slow every board load.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GeoPoint } from '@tragkraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open-database';
import { travelTimes } from '../../db/schema';
import { osrmTableMinutes } from '../maps/distance';

/** Roads change slowly: a cached pair is asked again after this many days (kept meanwhile). */
const CACHE_DAYS = 90;
/** A board load waits at most this long for the router. */
const TABLE_TIMEOUT_MS = 1500;
/** Places in one table request (OSRM's default max-table-size is 100). */
const MAX_TABLE_PLACES = 100;
/** After a failed request the router is not asked again for this long. */
const PAUSE_AFTER_FAILURE_MS = 60_000;

const INSERT_CHUNK = 200;
const DAY_MS = 86_400_000;

/** A place as the cache keys it: 'lat,lon' of the locality data, five decimals (about a metre). */
const placeKey = (point: GeoPoint) => `${point.lat.toFixed(5)},${point.lon.toFixed(5)}`;
const pairKey = (from: string, to: string) => `${from}>${to}`;

export interface RouterMinutes {
  /**
   * The router's minutes for the wanted drives (from → to), keyed 'fromKey>toKey': cached,
   * or fetched now for what is missing. A pair not in the answer keeps the estimate.
   */
  between(db: Db, pairs: Iterable<[GeoPoint, GeoPoint]>, now: Date): Promise<Map<string, number>>;
}

export const routerPairKey = (from: GeoPoint, to: GeoPoint) => pairKey(placeKey(from), placeKey(to));

export function routerMinutes(providerUrl: string, log: FastifyBaseLogger): RouterMinutes {
  let pausedUntil = 0;

  async function fetchMissing(db: Db, missing: [string, string][], pointOf: Map<string, GeoPoint>, now: Date, found: Map<string, number>) {
    // The places of the missing pairs, as many whole pairs as fit into one request.
    const chosen = new Set<string>();
    for (const [from, to] of missing) {
      const adds = [from, to].filter((key) => !chosen.has(key)).length;
      if (chosen.size + adds > MAX_TABLE_PLACES) continue;
      chosen.add(from);
      chosen.add(to);
    }
    const keys = [...chosen];
    let table: number[][];
    try {
      table = await osrmTableMinutes(providerUrl, keys.map((key) => pointOf.get(key)!), TABLE_TIMEOUT_MS);
    } catch (error) {
      pausedUntil = now.getTime() + PAUSE_AFTER_FAILURE_MS;
      log.warn({ err: error }, 'routing provider failed, the board uses the estimate');
      return;
    }
    const fetchedAt = now.toISOString();
    const rows = keys.flatMap((from, i) => keys.flatMap((to, j) => (i === j ? [] : [{ provider: providerUrl, fromPlace: from, toPlace: to, minutes: table[i]![j]!, fetchedAt }])));
    for (const row of rows) found.set(pairKey(row.fromPlace, row.toPlace), row.minutes);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db
        .insert(travelTimes)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: [travelTimes.provider, travelTimes.fromPlace, travelTimes.toPlace],
          set: { minutes: sql`excluded.minutes`, fetchedAt: sql`excluded.fetched_at` },
        });
    }
  }

  return {
    async between(db, pairs, now) {
      const pointOf = new Map<string, GeoPoint>();
      const wanted = new Map<string, [string, string]>();
      for (const [from, to] of pairs) {
        const a = placeKey(from);
        const b = placeKey(to);
        // Within one place the router is not asked: the minimum drive, as the estimate.
        if (a === b) continue;
        pointOf.set(a, from).set(b, to);
        wanted.set(pairKey(a, b), [a, b]);
      }
      const found = new Map<string, number>();
      if (wanted.size === 0) return found;
      const cached = await db
        .select({ fromPlace: travelTimes.fromPlace, toPlace: travelTimes.toPlace, minutes: travelTimes.minutes, fetchedAt: travelTimes.fetchedAt })
        .from(travelTimes)
        .where(and(eq(travelTimes.provider, providerUrl), inArray(travelTimes.fromPlace, [...pointOf.keys()])));
      const freshSince = new Date(now.getTime() - CACHE_DAYS * DAY_MS).toISOString();
      const fresh = new Set<string>();
      for (const row of cached) {
        const key = pairKey(row.fromPlace, row.toPlace);
        if (!wanted.has(key)) continue;
        // An old pair is still used until the router answers it anew.
        found.set(key, row.minutes);
        if (row.fetchedAt >= freshSince) fresh.add(key);
      }
      const missing = [...wanted].filter(([key]) => !fresh.has(key)).map(([, pair]) => pair);
      if (missing.length > 0 && now.getTime() >= pausedUntil) await fetchMissing(db, missing, pointOf, now, found);
      return found;
    },
  };
}
