// Europe/Zurich wall clock without a hidden clock and without depending on the ICU data of
// the runtime: Switzerland follows the EU rule (summer time from the last Sunday of March
// 01:00 UTC to the last Sunday of October 01:00 UTC, UTC+2; otherwise UTC+1), valid from 1996
// on (before, summer time ended in September; no business date lies there). The tests
// check this rule against Intl for several years.
import { isValidIsoDate, isoDate, isoParts, type IsoDate } from './calendar';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const STANDARD_OFFSET_MINUTES = 60;
const SUMMER_OFFSET_MINUTES = 120;
const TIME = /^(\d{2}):(\d{2})$/;

/** A time of day 'HH:mm' (00:00 to 23:59). */
export type TimeOfDay = string;

export function isValidTime(value: unknown): value is TimeOfDay {
  if (typeof value !== 'string') return false;
  const match = TIME.exec(value);
  return !!match && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** Minutes after midnight of a valid 'HH:mm'. */
export function minutesOfDay(time: TimeOfDay): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Offset of Zurich from UTC at an instant: 60 in winter, 120 in summer. */
export function zurichOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const t = instant.getTime();
  const summer = t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9);
  return summer ? SUMMER_OFFSET_MINUTES : STANDARD_OFFSET_MINUTES;
}

/** The Zurich calendar date and time of day at an instant. */
export function zurichWallClock(instant: Date): { date: IsoDate; time: TimeOfDay } {
  const shifted = new Date(instant.getTime() + zurichOffsetMinutes(instant) * MS_PER_MINUTE);
  const hh = String(shifted.getUTCHours()).padStart(2, '0');
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
  return {
    date: isoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()),
    time: `${hh}:${mm}`,
  };
}

/** Today's date in Zurich. */
export function zurichToday(now: Date): IsoDate {
  return zurichWallClock(now).date;
}

/**
 * The instant of a Zurich wall-clock date and time. A time in the spring gap (02:00-02:59 on
 * the last Sunday of March) does not exist and moves one hour on (02:30 -> 03:30 CEST); an
 * ambiguous autumn time (02:00-02:59 on the last Sunday of October) takes the first, summer one.
 */
export function zurichInstant(date: IsoDate, time: TimeOfDay): Date {
  if (!isValidIsoDate(date) || !isValidTime(time)) throw new Error(`bad date/time: ${date} ${time}`);
  const { year, month, day } = isoParts(date);
  const wall = Date.UTC(year, month - 1, day) + minutesOfDay(time) * MS_PER_MINUTE;
  for (const offset of [SUMMER_OFFSET_MINUTES, STANDARD_OFFSET_MINUTES]) {
    const candidate = new Date(wall - offset * MS_PER_MINUTE);
    if (zurichOffsetMinutes(candidate) === offset) return candidate;
  }
  return new Date(wall - STANDARD_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** Hours from `now` to a Zurich date and time (negative when it has passed). */
export function hoursUntil(now: Date, date: IsoDate, time: TimeOfDay): number {
  return (zurichInstant(date, time).getTime() - now.getTime()) / MS_PER_HOUR;
}
