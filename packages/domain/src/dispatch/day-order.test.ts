import { describe, expect, it } from 'vitest';
import { roundMinutes, suggestDayOrder, type TravelCost } from './day-order';

/** A small deterministic random generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function planeCost(points: { x: number; y: number }[]): TravelCost {
  return (a, b) => Math.round(Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y));
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('suggestDayOrder', () => {
  it('counts the round from the depot and back', () => {
    const cost = planeCost([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }]);
    expect(roundMinutes([], cost)).toBe(0);
    expect(roundMinutes([1], cost)).toBe(20);
    expect(roundMinutes([1, 2], cost)).toBe(10 + 10 + 14);
  });
  it('untangles a crossed round on a line', () => {
    // Depot at 0, stops at 30, 10, 20 along a line: 10, 20, 30 and back is shortest.
    const cost = planeCost([{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }]);
    const order = suggestDayOrder([1, 2, 3], cost);
    expect(roundMinutes(order, cost)).toBe(60);
    expect(roundMinutes([1, 2, 3], cost)).toBe(80);
  });
  it('keeps today when nothing is shorter, and handles no stop and one stop', () => {
    const cost = planeCost([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }]);
    expect(suggestDayOrder([1, 2], cost)).toEqual([1, 2]);
    expect(suggestDayOrder([], cost)).toEqual([]);
    expect(suggestDayOrder([1], cost)).toEqual([1]);
  });
  it('never answers a longer round than the order given, and keeps every stop once (1,000 random days)', () => {
    const next = random(33);
    for (let run = 0; run < 1000; run++) {
      const n = 1 + Math.floor(next() * 9);
      const points = Array.from({ length: n + 1 }, () => ({ x: Math.floor(next() * 200), y: Math.floor(next() * 200) }));
      // Every third day asymmetric (a router's answers are).
      const plane = planeCost(points);
      const extra = Array.from({ length: (n + 1) ** 2 }, () => Math.floor(next() * 30));
      const cost: TravelCost = run % 3 === 0 ? (a, b) => plane(a, b) + (a === b ? 0 : extra[a * (n + 1) + b]!) : plane;
      const given = range(n).sort(() => next() - 0.5);
      const order = suggestDayOrder(given, cost);
      expect(roundMinutes(order, cost)).toBeLessThanOrEqual(roundMinutes(given, cost));
      expect([...order].sort((a, b) => a - b)).toEqual(range(n));
    }
  });
  it('finds the best round of small symmetric days as often as brute force mostly (sanity: within 20 %)', () => {
    const next = random(7);
    const permutations = (items: number[]): number[][] =>
      items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    for (let run = 0; run < 200; run++) {
      const n = 2 + Math.floor(next() * 5);
      const cost = planeCost(Array.from({ length: n + 1 }, () => ({ x: Math.floor(next() * 100), y: Math.floor(next() * 100) })));
      const best = Math.min(...permutations(range(n)).map((order) => roundMinutes(order, cost)));
      expect(roundMinutes(suggestDayOrder(range(n), cost), cost)).toBeLessThanOrEqual(Math.ceil(best * 1.2));
    }
  });
});
