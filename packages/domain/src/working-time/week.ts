// One person's week as the phone and the office show it: per day the work, breaks, travel
// and paid holiday, the week's total against the target, and the warnings. Pure: the phone
// computes it offline from its own taps, the server from the stored ones.
import { weekDays } from '../dates/iso-week';
import type { IsoDate } from '../dates/calendar';
import { paidDayCreditMinutes, paidDayName, weekTargetMinutes } from './balance';
import type { TimedTap } from './sequence';
import { weekWarnings, type WorkingTimeWarning } from './warnings';
import { dayTotals, workdays, type Workday } from './workdays';

export interface WeekDaySummary {
  date: IsoDate;
  workMinutes: number;
  breakMinutes: number;
  travelMinutes: number;
  holidayMinutes: number;
  holidayName: string | null;
}

export interface WeekSummary {
  days: WeekDaySummary[];
  totalMinutes: number;
  targetMinutes: number;
  balanceMinutes: number;
  warnings: WorkingTimeWarning[];
}

export interface WeekOptions {
  /** Lets an open day run on to the present (the phone). */
  now?: number;
  /** Paid absences by date (holidays, sickness, training), with their reason. */
  absences?: ReadonlyMap<IsoDate, string>;
}

/**
 * The week from `monday`: `taps` may hold taps before and after the week (the workday before
 * it is needed for the daily rest).
 */
export function summarizeWeek(taps: readonly TimedTap[], monday: IsoDate, weeklyTargetHours: number, options: WeekOptions = {}): WeekSummary {
  const dates = weekDays(monday);
  const all = workdays(taps, options.now);
  const inWeek = all.filter((day) => dates.includes(day.date));
  const before = all.filter((day) => day.date < monday).at(-1) ?? null;
  const days = dates.map((date) => daySummary(date, inWeek.filter((day) => day.date === date), weeklyTargetHours, options.absences));
  const worked = days.reduce((sum, day) => sum + day.workMinutes, 0);
  const totalMinutes = worked + days.reduce((sum, day) => sum + day.holidayMinutes, 0);
  const targetMinutes = weekTargetMinutes(weeklyTargetHours);
  return { days, totalMinutes, targetMinutes, balanceMinutes: totalMinutes - targetMinutes, warnings: weekWarnings(inWeek, before, worked) };
}

function daySummary(date: IsoDate, workdaysOfDate: readonly Workday[], weeklyTargetHours: number, absences?: ReadonlyMap<IsoDate, string>): WeekDaySummary {
  const summary: WeekDaySummary = { date, workMinutes: 0, breakMinutes: 0, travelMinutes: 0, holidayMinutes: paidDayCreditMinutes(date, weeklyTargetHours, absences), holidayName: paidDayName(date, absences) };
  for (const day of workdaysOfDate) {
    const totals = dayTotals(day);
    summary.workMinutes += totals.workMinutes;
    summary.breakMinutes += totals.breakMinutes;
    summary.travelMinutes += totals.travelMinutes;
  }
  return summary;
}
