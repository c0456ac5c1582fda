import { describe, expect, it } from 'vitest';
import { crewNeeded, DEFAULT_CREW } from './crew';
import { SITE_SERVICE_TYPE_ID } from './services';

describe('crewNeeded', () => {
  it('is the site service stage amount (people per day)', () => {
    expect(crewNeeded(SITE_SERVICE_TYPE_ID, 5)).toBe(5);
    expect(crewNeeded(SITE_SERVICE_TYPE_ID, null)).toBe(DEFAULT_CREW);
  });
  it('is a crew of two for every other service, whatever its amount of units', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((typeId) => crewNeeded(typeId, 9))).toEqual(Array(7).fill(2));
  });
});
