// Calendar arithmetic on ISO dates ('YYYY-MM-DD', the wire format). A calendar day has no
// time zone, so all arithmetic runs on UTC midnights where no DST shift can interfere.

/** An ISO calendar date, 'YYYY-MM-DD', exactly 10 characters. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Builds an ISO date from parts; no range check (use isValidIsoDate on untrusted data). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Year, month (1-12) and day of a valid ISO date. */
export function isoParts(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`not an ISO date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** True for exactly 10 characters 'YYYY-MM-DD' naming a real day (2023-02-29 is false). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function toEpochDay(date: IsoDate): number {
  const { year, month, day } = isoParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): IsoDate {
  const d = new Date(epochDay * MS_PER_DAY);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Adds months, clamping to the month end (31.03. minus one month is 29.02. or 28.02.). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = isoParts(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  return isoDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Day of the week with Sunday = 0 (the order of the spec's abbreviations So, Mo, ...). */
export function weekdayIndex(date: IsoDate): number {
  return new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
}

/** The Monday of the date's week (the Swiss week starts on Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  const sundayZero = weekdayIndex(date);
  return addDays(date, -((sundayZero + 6) % 7));
}

/** ISO-8601 week: the week belongs to the year of its Thursday. */
export function isoWeek(date: IsoDate): { year: number; week: number } {
  const thursday = addDays(mondayOf(date), 3);
  const year = isoParts(thursday).year;
  const week = Math.floor(daysBetween(isoDate(year, 1, 1), thursday) / 7) + 1;
  return { year, week };
}

/** Week key 'year-week' of the spec, week zero-padded so keys sort ('2025-01'). */
export function weekKey(date: IsoDate): string {
  const { year, week } = isoWeek(date);
  return `${year}-${String(week).padStart(2, '0')}`;
}

/** True when both dates lie in the same Monday-to-Sunday week. */
export function sameWeek(a: IsoDate, b: IsoDate): boolean {
  return mondayOf(a) === mondayOf(b);
}
