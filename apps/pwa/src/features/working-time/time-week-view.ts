// The week on the phone, computed from the taps with the same domain rules the server uses
// (workdays, totals, warnings, balance), so the offline view matches what the office will
// see. The server's cached week adds what the phone cannot know: the target hours and the
// balance of the weeks before.
import { DEFAULT_WEEKLY_TARGET_HOURS, dayTotals, holidayCreditMinutes, mondayOfIsoWeek, paidHolidayName, weekBalanceMinutes, weekDays, weekWarnings, workdays, type IsoDate, type WorkingTimeWarning } from '@tragkraft/domain';
import type { TimeWeek } from '@tragkraft/sync-protocol';
import { countedTaps, type Tap } from './time-taps';


interface DayView {
  date: IsoDate;
  workMinutes: number;
  breakMinutes: number;
  travelMinutes: number;
  holidayName: string | null;
}

export interface WeekView {
  days: DayView[];
  /** Worked (with travel) plus paid holidays. */
  totalMinutes: number;
  weekBalanceMinutes: number;
  /** All weeks up to this one; null when the phone has no server answer for the week yet. */
  balanceMinutes: number | null;
  warnings: WorkingTimeWarning[];
}

export function weekView(weekKey: string, taps: readonly Tap[], server: TimeWeek | undefined, nowMs: number): WeekView {
  const monday = mondayOfIsoWeek(weekKey)!;
  const dates = weekDays(monday);
  // The contract's default when the phone has never seen the week's answer.
  const target = server?.weeklyTargetHours ?? DEFAULT_WEEKLY_TARGET_HOURS;
  const all = workdays(countedTaps(taps), nowMs);
  const inWeek = all.filter((day) => dates.includes(day.date));
  const before = all.filter((day) => day.date < monday).at(-1) ?? null;
  const days = dates.map((date): DayView => {
    const totals = inWeek.filter((day) => day.date === date).map(dayTotals);
    const sum = (pick: (t: (typeof totals)[number]) => number) => totals.reduce((s, t) => s + pick(t), 0);
    return { date, workMinutes: sum((t) => t.workMinutes), breakMinutes: sum((t) => t.breakMinutes), travelMinutes: sum((t) => t.travelMinutes), holidayName: paidHolidayName(date) };
  });
  const worked = days.reduce((sum, day) => sum + day.workMinutes, 0);
  const credit = dates.reduce((sum, date) => sum + holidayCreditMinutes(date, target), 0);
  const balance = weekBalanceMinutes(worked, dates, target);
  return {
    days,
    totalMinutes: worked + credit,
    weekBalanceMinutes: balance,
    // The weeks before as the server counted them, this week as the phone counts it now.
    balanceMinutes: server ? server.balanceMinutes - server.weekBalanceMinutes + balance : null,
    warnings: weekWarnings(inWeek, before, worked),
  };
}
