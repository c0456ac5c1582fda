import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesLate, waitingCharge, waitingHalfHours } from './waiting';

const charge = (arrival: string | null, people = 3, planned: string | null = '08:00', amount: number | null = null) =>
  waitingCharge({ plannedTime: planned, truckArrivalTime: arrival, people, amountPerManHour: amount });

describe('waiting steps: first 30 minutes free, each started 30 minutes = 0.5 h', () => {
  it.each([
    [0, 0],
    [30, 0],
    [31, 1],
    [60, 1],
    [61, 2],
    [90, 2],
    [91, 3],
  ])('%i minutes late -> %i half hours', (late, halfHours) => {
    expect(waitingHalfHours(late)).toBe(halfHours);
  });
});

describe('waitingCharge (default 100 CHF per man and hour)', () => {
  it('08:30 arrival for 08:00: 30 minutes, free', () => {
    expect(charge('08:30')).toEqual({ minutesLate: 30, halfHours: 0, manHours: 0, amountPerManHour: 10_000, total: 0 });
  });
  it('08:31: 1 half hour x 0.5 x 3 people = 1.5 man-hours x 100 = 150.00', () => {
    expect(charge('08:31')).toEqual({ minutesLate: 31, halfHours: 1, manHours: 1.5, amountPerManHour: 10_000, total: 15_000 });
  });
  it('09:00 (60 min) still one block = 150.00; 09:01 (61 min) two blocks = 3 man-hours = 300.00', () => {
    expect(charge('09:00').total).toBe(15_000);
    expect(charge('09:01').total).toBe(30_000);
  });
  it("the client's amount: 61 min, 2 people, 80.00: 2 x 0.5 x 2 = 2 man-hours = 160.00", () => {
    expect(charge('09:01', 2, '08:00', 8_000).total).toBe(16_000);
  });
  it('an early truck or no arrival time costs nothing', () => {
    expect(charge('07:50').total).toBe(0);
    expect(charge(null).total).toBe(0);
    expect(minutesLate('08:00', '07:00')).toBe(0);
  });
  it('a stage without time counts from 08:00: 08:45 is 45 minutes', () => {
    expect(charge('08:45', 1, null).minutesLate).toBe(45);
    expect(charge('08:45', 1, null).total).toBe(5_000);
  });
  it('nobody with hours, nothing to charge', () => {
    expect(charge('10:00', 0).total).toBe(0);
  });
  it('never falls when the truck comes later (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 10 }), (minute, people) => {
        const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const earlier = waitingCharge({ plannedTime: '00:00', truckArrivalTime: t(minute), people });
        const later = waitingCharge({ plannedTime: '00:00', truckArrivalTime: t(minute + 1), people });
        expect(later.total).toBeGreaterThanOrEqual(earlier.total);
        expect(earlier.total % 5_000).toBe(0);
      }),
    );
  });
});
