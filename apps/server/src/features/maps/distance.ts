// Driving distance from the depot. Without internet the road distance is estimated from
// the straight line; with MAPS_PROVIDER an OSRM-compatible router answers instead.
import type { Locality } from './localities';

/** The fixed depot in Zurich (8048 Zürich-Altstetten) all rides start from. */
export const DEPOT = { label: 'Depot Zürich, 8048 Zürich', postcode: '8048', name: 'Zürich' } as const;

// The road estimate (straight line times 1.3) lives in domain, dispatch/travel.ts: the
// dispatch board's travel times use it too.

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

/**
 * Asks an OSRM-compatible router for the driving minutes between every pair of points in one
 * call (GET /table/v1/driving/lon,lat;…?annotations=duration): row i, column j is i → j.
 */
export async function osrmTableMinutes(baseUrl: string, points: readonly { lat: number; lon: number }[], timeoutMs = 3000): Promise<number[][]> {
  const coordinates = points.map((p) => `${p.lon},${p.lat}`).join(';');
  const url = `${baseUrl.replace(/\/+$/, '')}/table/v1/driving/${coordinates}?annotations=duration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`routing answered ${response.status}`);
  const body = (await response.json()) as { code?: string; durations?: (number | null)[][] };
  const rows = body.durations;
  const complete = rows?.length === points.length && rows.every((row) => row.length === points.length && row.every((s) => typeof s === 'number'));
  if (body.code !== 'Ok' || !complete) throw new Error('routing found no table');
  return rows.map((row) => row.map((seconds) => Math.ceil((seconds as number) / 60)));
}
