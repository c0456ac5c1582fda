import { describe, expect, it } from 'vitest';
import { checkDatesAhead, latestStageDate, settleStageAmounts } from './stage-bounds';

const now = new Date('2026-11-24T10:00:00Z');

describe('stage dates far ahead', () => {
  it('the last bookable day is two years from today (Zurich)', () => {
    expect(latestStageDate(now)).toBe('2028-11-24');
    expect(latestStageDate(new Date('2028-02-29T12:00:00Z'))).toBe('2030-02-28');
  });
  it('refuses 3000 and 9999 per stage, accepts the last day', () => {
    const found = checkDatesAhead([{ date: '2028-11-24' }, { date: '3000-01-01' }, { date: null }, { date: '9999-12-31' }], now);
    expect(found.map((m) => m.index)).toEqual([2, 4]);
    expect(found[0]!.text).toBe('Etappe 2: Das Datum darf höchstens 2 Jahre in der Zukunft liegen (spätestens 24.11.2028).');
  });
});

describe('stage amounts against the priced count', () => {
  it('every given amount is at least 1', () => {
    const { errors } = settleStageAmounts([2, 0], 2);
    expect(errors.map((m) => m.text)).toEqual(['Etappe 2: Die Anzahl einer Etappe muss eine ganze Zahl ab 1 sein.']);
    expect(settleStageAmounts([0], null).errors).toHaveLength(1);
  });
  it('no more stages than priced units', () => {
    const { errors } = settleStageAmounts(Array.from({ length: 50 }, () => null), 1);
    expect(errors.map((m) => m.code)).toEqual(['stagesExceedUnits']);
    expect(errors[0]!.text).toContain('50 Etappen');
  });
  it('the amounts add up to the priced count exactly', () => {
    expect(settleStageAmounts([3, 2], 5)).toEqual({ amounts: [3, 2], errors: [] });
    expect(settleStageAmounts([10_000, 1], 5).errors.map((m) => m.code)).toEqual(['amountsNotPriced']);
    expect(settleStageAmounts([1, 1], 5).errors[0]!.text).toBe(
      'Die Anzahl der Etappen ergibt zusammen 2, offeriert sind 5. Bitte verteilen Sie genau 5 auf die Etappen.',
    );
  });
  it('blank amounts share the rest, the first ones one more', () => {
    expect(settleStageAmounts([null], 3).amounts).toEqual([3]);
    expect(settleStageAmounts([null, null], 5).amounts).toEqual([3, 2]);
    expect(settleStageAmounts([2, null, null], 5).amounts).toEqual([2, 2, 1]);
    expect(settleStageAmounts([4, null], 4).errors.map((m) => m.code)).toEqual(['amountsNotPriced']);
  });
  it('services without a priced count keep blanks', () => {
    expect(settleStageAmounts([null, 3], null)).toEqual({ amounts: [null, 3], errors: [] });
  });
});
