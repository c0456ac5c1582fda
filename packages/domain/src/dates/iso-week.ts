// ISO weeks as the board names them: 'YYYY-Www' (HTML's week input, ISO 8601 week date).
import { addDays, isoDate, isoWeek, mondayOf, type IsoDate } from './calendar';

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The 'YYYY-Www' of a date's week ('2026-W48'). */
export function isoWeekKey(date: IsoDate): string {
  const { year, week } = isoWeek(date);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of a 'YYYY-Www' week, or null for a malformed key or a week the year does not have. */
export function mondayOfIsoWeek(key: string): IsoDate | null {
  const match = WEEK_PATTERN.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 1970 || week < 1) return null;
  // 4 January always lies in week 1.
  const monday = addDays(mondayOf(isoDate(year, 1, 4)), (week - 1) * 7);
  const check = isoWeek(monday);
  return check.year === year && check.week === week ? monday : null;
}

/** The seven days Monday to Sunday of the week starting on `monday`. */
export function weekDays(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
