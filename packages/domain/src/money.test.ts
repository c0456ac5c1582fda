import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, roundHalfAwayFromZero, roundRappen, roundToCash, sumRappen, toChf, toRappen } from './money';

describe('toRappen / toChf', () => {
  it('converts CHF to integer Rappen: 12.5 CHF = 1250 Rp', () => {
    expect(toRappen(12.5)).toBe(1250);
    expect(toRappen(0)).toBe(0);
    expect(toRappen(12_345.5)).toBe(1_234_550);
  });
  it('ignores binary noise: 2.675 x 100 = 267.4999... still rounds to 268', () => {
    expect(toRappen(2.675)).toBe(268);
    expect(toRappen(0.1 + 0.2)).toBe(30);
    expect(toRappen(1.005)).toBe(101);
  });
  it('rounds negatives away from zero: -1.005 CHF = -101 Rp, -0.004 CHF = 0 (not -0)', () => {
    expect(toRappen(-1.005)).toBe(-101);
    expect(Object.is(toRappen(-0.004), 0)).toBe(true);
  });
  it('toChf: 1250 Rp = 12.5 CHF', () => {
    expect(toChf(1250)).toBe(12.5);
    expect(toChf(-5)).toBe(-0.05);
  });
  it('round-trips every Rappen amount (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (r) => toRappen(toChf(r)) === r));
  });
});

describe('rounding', () => {
  it('roundHalfAwayFromZero: 2.5 -> 3, -2.5 -> -3, 2.4999999999999996 -> 3 (noise)', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999999999999996)).toBe(3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundRappen(3289.5)).toBe(3290);
  });
  it('percentOf: 8.1% of 100.00 = 8.10; of 12.34 = 0.99954 -> 1.00', () => {
    expect(percentOf(10_000, 8.1)).toBe(810);
    expect(percentOf(1234, 8.1)).toBe(100);
    expect(percentOf(6800, 110)).toBe(7480);
  });
  it('roundToCash rounds to 0.05: 10.02 -> 10.00, 10.03 -> 10.05, 10.07 -> 10.05, 10.08 -> 10.10', () => {
    expect(roundToCash(1002)).toBe(1000);
    expect(roundToCash(1003)).toBe(1005);
    expect(roundToCash(1007)).toBe(1005);
    expect(roundToCash(1008)).toBe(1010);
    expect(roundToCash(1005)).toBe(1005);
    expect(roundToCash(-1003)).toBe(-1005);
  });
  it('roundToCash lands on a multiple of 5 within 2 Rappen (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (r) => {
        const cash = roundToCash(r);
        return cash % 5 === 0 && Math.abs(cash - r) <= 2;
      }),
    );
  });
  it('sumRappen adds integers exactly', () => {
    expect(sumRappen([10, 20, 30])).toBe(60);
    expect(sumRappen([])).toBe(0);
  });
});
