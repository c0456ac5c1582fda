import { describe, expect, it } from 'vitest';
import { driveMinutes, estimateRoadMetres, MIN_DRIVE_MINUTES, straightLineMetres, travelMinutes } from './travel';

// Locality centres of the Swiss data (8048 Zürich, 3011 Bern, 8400 Winterthur).
const ZURICH = { lat: 47.3874, lon: 8.4853 };
const BERN = { lat: 46.948, lon: 7.4474 };
const WINTERTHUR = { lat: 47.4997, lon: 8.7241 };

describe('travel estimate', () => {
  it('measures the straight line on the sphere', () => {
    expect(straightLineMetres(ZURICH, ZURICH)).toBe(0);
    expect(straightLineMetres(ZURICH, BERN) / 1000).toBeGreaterThan(85);
    expect(straightLineMetres(ZURICH, BERN) / 1000).toBeLessThan(95);
    expect(straightLineMetres(ZURICH, BERN)).toBeCloseTo(straightLineMetres(BERN, ZURICH), 6);
  });
  it('is the offers road estimate: the straight line times 1.3', () => {
    expect(estimateRoadMetres(ZURICH, BERN)).toBe(Math.round(straightLineMetres(ZURICH, BERN) * 1.3));
  });
  it('drives at 50 km/h, whole minutes up, at least the minimum drive', () => {
    expect(driveMinutes(0)).toBe(0);
    expect(driveMinutes(50_000)).toBe(60);
    expect(driveMinutes(50_001)).toBe(61);
    expect(driveMinutes(100)).toBe(MIN_DRIVE_MINUTES);
  });
  it('answers minutes between two sites', () => {
    const toBern = travelMinutes(ZURICH, BERN);
    expect(toBern).toBeGreaterThan(120);
    expect(toBern).toBeLessThan(150);
    expect(travelMinutes(ZURICH, WINTERTHUR)).toBeGreaterThan(MIN_DRIVE_MINUTES);
  });
  it('counts nothing on the same site or without coordinates, the minimum within one place', () => {
    expect(travelMinutes(ZURICH, BERN, true)).toBe(0);
    expect(travelMinutes(null, BERN)).toBe(0);
    expect(travelMinutes(ZURICH, null)).toBe(0);
    expect(travelMinutes(ZURICH, ZURICH)).toBe(MIN_DRIVE_MINUTES);
  });
});
