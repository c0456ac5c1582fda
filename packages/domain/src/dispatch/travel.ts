// Travel between sites (issue 33, decision 035): the offers' road estimate (straight line
// times a detour factor, decision of the maps feature) turned into minutes at an average
// speed. Coordinates come from the Swiss locality data (the place of the address's postcode).

export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * Road kilometres per straight-line kilometre. Swiss road trips from Zurich measure about
 * 1.2 (Bern: 96 km line, 125 km road) to 1.4 (valleys, lakes); 1.3 is the middle.
 */
export const DETOUR_FACTOR = 1.3;

/** Average speed of a loaded van over a mix of town, overland and motorway (km/h). */
export const AVERAGE_SPEED_KMH = 50;

/** Parking, loading and finding the entrance: the shortest drive between two different sites. */
export const MIN_DRIVE_MINUTES = 10;

const EARTH_RADIUS_M = 6_371_000;

export function straightLineMetres(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road distance estimate the offers use. */
export function estimateRoadMetres(from: GeoPoint, to: GeoPoint): number {
  return Math.round(straightLineMetres(from, to) * DETOUR_FACTOR);
}

/** Minutes to drive a road distance, whole minutes up; at least MIN_DRIVE_MINUTES for any drive. */
export function driveMinutes(roadMetres: number): number {
  if (roadMetres <= 0) return 0;
  return Math.max(MIN_DRIVE_MINUTES, Math.ceil((roadMetres / 1000 / AVERAGE_SPEED_KMH) * 60));
}

/**
 * Travel minutes between two sites: 0 for the same address (one site, two stages), else the
 * estimate (at least MIN_DRIVE_MINUTES, also within one place). Unknown coordinates: 0, the
 * board says the site was not found.
 */
export function travelMinutes(from: GeoPoint | null, to: GeoPoint | null, sameSite = false): number {
  if (sameSite || from === null || to === null) return 0;
  return Math.max(MIN_DRIVE_MINUTES, driveMinutes(estimateRoadMetres(from, to)));
}
