import { describe, expect, it } from 'vitest';
import { zurichInstant } from '../dates/zurich';
import { tap } from './test-taps';
import { dayTotals, stageMinutes, workdays } from './workdays';

const DAY = '2026-11-23';

describe('working time: workdays and totals', () => {
  it('a day with travel, two stages, a break and the end', () => {
    const days = workdays([
      tap(DAY, '07:00', 'start'),
      tap(DAY, '07:30', 'travel', 11),
      tap(DAY, '08:00', 'resume'),
      tap(DAY, '12:00', 'pause'),
      tap(DAY, '12:45', 'travel', 12),
      tap(DAY, '13:15', 'resume'),
      tap(DAY, '16:30', 'end'),
    ]);
    expect(days).toHaveLength(1);
    const day = days[0]!;
    expect(day.date).toBe(DAY);
    expect(day.closed).toBe(true);
    expect(dayTotals(day)).toEqual({ workMinutes: 30 + 30 + 240 + 30 + 195, travelMinutes: 60, breakMinutes: 45, breaks: [45] });
    expect(stageMinutes(days, 11)).toBe(240);
    expect(stageMinutes(days, 12)).toBe(195);
    expect(stageMinutes(days, 13)).toBe(0);
  });

  it('the start names the stage; a start without one clears it', () => {
    const days = workdays([tap(DAY, '07:00', 'start', 5), tap(DAY, '09:00', 'end'), tap('2026-11-24', '07:00', 'start'), tap('2026-11-24', '08:00', 'end')]);
    expect(stageMinutes(days, 5)).toBe(120);
    expect(days.map((d) => d.date)).toEqual([DAY, '2026-11-24']);
  });

  it('a day past midnight belongs to the date of its start', () => {
    const days = workdays([tap(DAY, '20:00', 'start'), tap('2026-11-24', '01:00', 'end')]);
    expect(days).toHaveLength(1);
    expect(days[0]!.date).toBe(DAY);
    expect(dayTotals(days[0]!).workMinutes).toBe(300);
  });

  it('an open day ends at its last tap, or runs on to now', () => {
    const taps = [tap(DAY, '07:00', 'start'), tap(DAY, '09:00', 'pause')];
    expect(dayTotals(workdays(taps)[0]!)).toMatchObject({ workMinutes: 120, breakMinutes: 0 });
    const now = zurichInstant(DAY, '09:20').getTime();
    const open = workdays(taps, now)[0]!;
    expect(open.closed).toBe(false);
    expect(dayTotals(open)).toMatchObject({ workMinutes: 120, breakMinutes: 20 });
    expect(open.to).toBe(now);
  });

  it('taps before any start are ignored', () => {
    expect(workdays([tap(DAY, '06:00', 'pause')])).toEqual([]);
  });
});
