import { describe, expect, it } from 'vitest';
import { checkPersonHours, checkStageHours, hasAtMostDecimals, HOURS_TEXTS, maxStageHours } from './hours-bounds';

describe('checkPersonHours: one person, one stage (one day)', () => {
  it.each([0, 0.25, 3.5, 7.1, 7.75, 24])('takes %s', (hours) => {
    expect(checkPersonHours(hours)).toBeNull();
  });
  it.each([
    [24.01, HOURS_TEXTS.perPersonTooMany],
    [35, HOURS_TEXTS.perPersonTooMany],
    [-0.25, HOURS_TEXTS.negative],
    [7.125, HOURS_TEXTS.tooPrecise],
    [Number.NaN, HOURS_TEXTS.notANumber],
    [Number.POSITIVE_INFINITY, HOURS_TEXTS.notANumber],
  ])('refuses %s', (hours, reason) => {
    expect(checkPersonHours(hours)).toBe(reason);
  });
});

describe('checkStageHours: the total of a stage', () => {
  it('is at most 24 hours per person, at least one person counted', () => {
    expect(maxStageHours(0)).toBe(24);
    expect(maxStageHours(3)).toBe(72);
    expect(checkStageHours(24, 1)).toBeNull();
    expect(checkStageHours(4.5, 1)).toBeNull();
    expect(checkStageHours(45, 1)).toBe(HOURS_TEXTS.totalTooMany(1, 24));
    expect(checkStageHours(45, 2)).toBeNull();
    expect(checkStageHours(72.25, 3)).toBe(HOURS_TEXTS.totalTooMany(3, 72));
    expect(checkStageHours(-1, 3)).toBe(HOURS_TEXTS.negative);
    expect(checkStageHours(7.111, 3)).toBe(HOURS_TEXTS.tooPrecise);
  });
  it('says the bound in German', () => {
    expect(HOURS_TEXTS.totalTooMany(1, 24)).toBe('Auf dieser Etappe arbeitet 1 Person: zusammen höchstens 24 Stunden (24 pro Person und Tag).');
  });
});

describe('hasAtMostDecimals', () => {
  it('ignores floating-point noise but not a real third place', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(7.75, 2)).toBe(true);
    expect(hasAtMostDecimals(7.755, 2)).toBe(false);
    expect(hasAtMostDecimals(7.5, 0)).toBe(false);
  });
});
