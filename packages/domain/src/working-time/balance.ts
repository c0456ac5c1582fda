// Overtime against the contract (issue 32): each person has weekly target hours (default
// 42.5); a week's target is spread over Monday to Friday. A Zurich public holiday on a
// weekday counts as a paid day: it is credited with a fifth of the weekly target (the same
// calendar the reminders use, dates/working-days.ts).
import { isoParts, weekdayIndex, type IsoDate } from '../dates/calendar';
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

/** A week's balance: worked minutes plus holiday credits minus the target. */
export function weekBalanceMinutes(workedMinutes: number, days: readonly IsoDate[], weeklyTargetHours: number): number {
  const credit = days.reduce((sum, date) => sum + holidayCreditMinutes(date, weeklyTargetHours), 0);
  return workedMinutes + credit - weekTargetMinutes(weeklyTargetHours);
}
