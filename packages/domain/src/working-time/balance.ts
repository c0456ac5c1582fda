// Overtime against the contract (issue 32): each person has weekly target hours (default
// 42.5); a week's target is spread over Monday to Friday. A Zurich public holiday on a
// weekday counts as a paid day: it is credited with a fifth of the weekly target (the same
// calendar the reminders use, dates/working-days.ts).
import { addDays, isoParts, weekdayIndex, type IsoDate } from '../dates/calendar';
import { dayTotals, type Workday } from './workdays';
import { zurichHolidays } from '../dates/working-days';

/** The week's target in minutes. */
export function weekTargetMinutes(weeklyTargetHours: number): number {
  return Math.round(weeklyTargetHours * 60);
}

/** The name of the Zurich public holiday on a weekday (Monday to Friday), or null. */
export function paidHolidayName(date: IsoDate): string | null {
  const weekday = weekdayIndex(date);
  if (weekday === 0 || weekday === 6) return null;
  return zurichHolidays(isoParts(date).year).get(date) ?? null;
}

/** Minutes credited for a day: a fifth of the weekly target on a paid holiday, else 0. */
export function holidayCreditMinutes(date: IsoDate, weeklyTargetHours: number): number {
  return paidHolidayName(date) ? Math.round(weekTargetMinutes(weeklyTargetHours) / 5) : 0;
}

/**
 * The paid day's name: a Zurich public holiday, else a recorded absence (holidays, sickness,
 * training) on a weekday; null for a normal day.
 */
export function paidDayName(date: IsoDate, absences?: ReadonlyMap<IsoDate, string>): string | null {
  const weekday = weekdayIndex(date);
  if (weekday === 0 || weekday === 6) return null;
  return paidHolidayName(date) ?? absences?.get(date) ?? null;
}

/** A fifth of the weekly target on a paid day (holiday or absence), else 0. */
export function paidDayCreditMinutes(date: IsoDate, weeklyTargetHours: number, absences?: ReadonlyMap<IsoDate, string>): number {
  return paidDayName(date, absences) ? Math.round(weekTargetMinutes(weeklyTargetHours) / 5) : 0;
}

/** A week's balance: worked minutes plus holiday credits minus the target. */
export function weekBalanceMinutes(workedMinutes: number, days: readonly IsoDate[], weeklyTargetHours: number): number {
  const credit = days.reduce((sum, date) => sum + holidayCreditMinutes(date, weeklyTargetHours), 0);
  return workedMinutes + credit - weekTargetMinutes(weeklyTargetHours);
}

/**
 * The running balance over whole weeks from `firstMonday` to the Sunday `lastSunday`: minutes
 * worked on workdays of those dates plus paid days, minus the weekly target of each week.
 * `targetHoursOf(monday)` gives each week its target: a week approved keeps the target it was
 * approved with, so a later change of contract moves only the weeks not yet approved.
 */
export function runningBalanceMinutes(days: readonly Workday[], firstMonday: IsoDate, lastSunday: IsoDate, targetHoursOf: (monday: IsoDate) => number, absences?: ReadonlyMap<IsoDate, string>): number {
  if (lastSunday < firstMonday) return 0;
  const worked = days.filter((day) => day.date >= firstMonday && day.date <= lastSunday).reduce((sum, day) => sum + dayTotals(day).workMinutes, 0);
  let balance = worked;
  for (let monday = firstMonday; monday <= lastSunday; monday = addDays(monday, 7)) {
    const target = targetHoursOf(monday);
    for (let day = 0; day < 7; day++) balance += paidDayCreditMinutes(addDays(monday, day), target, absences);
    balance -= weekTargetMinutes(target);
  }
  return balance;
}
