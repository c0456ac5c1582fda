import { describe, expect, it } from 'vitest';
import { crewNeeded } from '../crew';
import { SERVICES, SITE_SERVICE_TYPE_ID } from '../services';
import { DEFAULT_DURATIONS, defaultCrew, defaultDurationMinutes, MAX_STAGE_MINUTES, stageCrew, stageDurationMinutes } from './durations';

describe('defaultDurationMinutes', () => {
  it('is the service base plus minutes per unit of the amount', () => {
    expect(defaultDurationMinutes(1, 4)).toBe(DEFAULT_DURATIONS.kitchen.baseMinutes + 4 * DEFAULT_DURATIONS.kitchen.perUnitMinutes);
    expect(defaultDurationMinutes(1, 4)).toBe(240);
    expect(defaultDurationMinutes(3, 10)).toBe(30 + 10 * 15);
  });
  it('counts one unit when the amount is missing or not positive', () => {
    expect(defaultDurationMinutes(2, null)).toBe(60);
    expect(defaultDurationMinutes(2, 0)).toBe(60);
    expect(defaultDurationMinutes(2, -3)).toBe(60);
  });
  it('gives the lift rental and truck unloading half a day whatever the amount', () => {
    expect(defaultDurationMinutes(6, 1)).toBe(240);
    expect(defaultDurationMinutes(7, 30)).toBe(240);
  });
  it('takes the site service planned hours per person, else a full day', () => {
    expect(defaultDurationMinutes(SITE_SERVICE_TYPE_ID, 3, 6.5)).toBe(390);
    expect(defaultDurationMinutes(SITE_SERVICE_TYPE_ID, 3, null)).toBe(480);
    expect(defaultDurationMinutes(SITE_SERVICE_TYPE_ID, 3, 0)).toBe(480);
  });
  it('never passes one day, and knows an unknown service', () => {
    expect(defaultDurationMinutes(1, 1000)).toBe(MAX_STAGE_MINUTES);
    expect(defaultDurationMinutes(SITE_SERVICE_TYPE_ID, 1, 30)).toBe(MAX_STAGE_MINUTES);
    expect(defaultDurationMinutes(99, 1)).toBe(240);
  });
  it('has a default for every service', () => {
    for (const service of SERVICES) expect(defaultDurationMinutes(service.typeId, 1)).toBeGreaterThan(0);
  });
  it('uses the stage duration when set', () => {
    expect(stageDurationMinutes({ typeId: 1, amount: 4, durationMinutes: 75 })).toBe(75);
    expect(stageDurationMinutes({ typeId: 1, amount: 4, durationMinutes: null })).toBe(240);
  });
});

describe('defaultCrew', () => {
  it('is one site lead and one employee for the carrying services', () => {
    for (const typeId of [1, 2, 3, 4, 5, 6, 7]) expect(defaultCrew(typeId, 9)).toEqual({ leads: 1, employees: 1 });
  });
  it('is the site service amount of people, one of them leading', () => {
    expect(defaultCrew(SITE_SERVICE_TYPE_ID, 4)).toEqual({ leads: 1, employees: 3 });
    expect(defaultCrew(SITE_SERVICE_TYPE_ID, 1)).toEqual({ leads: 1, employees: 0 });
    expect(defaultCrew(SITE_SERVICE_TYPE_ID, null)).toEqual({ leads: 1, employees: 1 });
  });
  it('adds up to the crew the board counted before (decision 021)', () => {
    for (const typeId of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const amount of [null, 1, 2, 5]) {
        const crew = defaultCrew(typeId, amount);
        expect(crew.leads + crew.employees).toBe(crewNeeded(typeId, amount));
      }
    }
  });
  it('takes each part set on the stage alone', () => {
    expect(stageCrew({ typeId: 1, amount: 1, leadsNeeded: 2, employeesNeeded: null })).toEqual({ leads: 2, employees: 1 });
    expect(stageCrew({ typeId: 1, amount: 1, leadsNeeded: null, employeesNeeded: 0 })).toEqual({ leads: 1, employees: 0 });
  });
});
