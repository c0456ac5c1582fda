// Driving distance from the depot. Without internet the road distance is estimated from
// the straight line; with MAPS_PROVIDER an OSRM-compatible router answers instead.
import type { Locality } from './localities';

/** The fixed depot in Zurich (8048 Zürich-Altstetten) all rides start from. */
export const DEPOT = { label: 'Depot Zürich, 8048 Zürich', postcode: '8048', name: 'Zürich' } as const;

/**
 * Road kilometres per straight-line kilometre. Swiss road trips from Zurich measure about
 * 1.2 (Bern: 96 km line, 125 km road) to 1.4 (valleys, lakes); 1.3 is the middle.
 */
const DETOUR_FACTOR = 1.3;

const EARTH_RADIUS_M = 6_371_000;

function straightLineMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

export function estimateRoadMetres(from: Locality, to: Locality): number {
  return Math.round(straightLineMetres(from, to) * DETOUR_FACTOR);
}

/** Asks an OSRM-compatible router (GET /route/v1/driving/lon,lat;lon,lat) for the road distance. */
export async function osrmRoadMetres(baseUrl: string, from: Locality, to: Locality, timeoutMs = 3000): Promise<number> {
  const url = `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}?overview=false`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`routing answered ${response.status}`);
  const body = (await response.json()) as { code?: string; routes?: { distance: number }[] };
  const distance = body.routes?.[0]?.distance;
  if (body.code !== 'Ok' || typeof distance !== 'number') throw new Error('routing found no route');
  return Math.round(distance);
}
