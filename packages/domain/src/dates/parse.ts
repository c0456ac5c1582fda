// Parsing of what people type: dates as dd.mm.yyyy and times as H:mm. The messages are the
// spec's own (English in the original, shown unchanged).
import { daysInMonth, isoDate, isoParts, isValidIsoDate, type IsoDate } from './calendar';
import { type TimeOfDay } from './zurich';
import { DEFAULT_START_TIME } from '../pricing/tariff';

export const DATE_INPUT_MESSAGES = {
  day: 'could not parse day',
  month: 'could not parse month',
  year: 'could not parse year',
  timeColon: 'time needs a :',
  timeFormat: 'illegal time format',
} as const;

/** Server-side message for a wire date that is not exactly 'YYYY-MM-DD' (the spec gives none). */
export const ISO_DATE_MESSAGE = 'Ungültiges Datum (erwartet wird JJJJ-MM-TT).';

/** Years typed below this get TWO_DIGIT_YEAR_BASE added (the spec's rule: '21' is 2021). */
const TWO_DIGIT_YEAR_LIMIT = 1900;
const TWO_DIGIT_YEAR_BASE = 2000;
const DIGITS = /^\d+$/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function whole(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return DIGITS.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Parses 'dd.mm.yyyy' (also 'd.m.yy') to an ISO date. A year below 1900 gets 2000 added.
 * A day that the month does not have (30.02.) counts as a day that could not be parsed.
 */
export function parseDateInput(text: string): Parsed<IsoDate> {
  const [dayText, monthText, yearText, ...rest] = text.trim().split('.');
  const day = whole(dayText);
  if (day === null) return { ok: false, message: DATE_INPUT_MESSAGES.day };
  const month = whole(monthText);
  if (month === null || month < 1 || month > 12) return { ok: false, message: DATE_INPUT_MESSAGES.month };
  let year = whole(yearText);
  if (year === null || rest.length > 0) return { ok: false, message: DATE_INPUT_MESSAGES.year };
  if (year < TWO_DIGIT_YEAR_LIMIT) year += TWO_DIGIT_YEAR_BASE;
  if (year > 9999) return { ok: false, message: DATE_INPUT_MESSAGES.year };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, message: DATE_INPUT_MESSAGES.day };
  return { ok: true, value: isoDate(year, month, day) };
}

/** Parses 'H:mm' or 'HH:mm' (exactly two parts around a colon) to 'HH:mm'. */
export function parseTimeInput(text: string): Parsed<TimeOfDay> {
  const trimmed = text.trim();
  if (!trimmed.includes(':')) return { ok: false, message: DATE_INPUT_MESSAGES.timeColon };
  const parts = trimmed.split(':');
  const hours = whole(parts[0]);
  const minutes = whole(parts[1]);
  if (parts.length !== 2 || hours === null || minutes === null || hours > 23 || minutes > 59) {
    return { ok: false, message: DATE_INPUT_MESSAGES.timeFormat };
  }
  return { ok: true, value: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` };
}

/** Parses '12.05.2021 08:00'; a missing time defaults to 08:00. */
export function parseDateTimeInput(text: string): Parsed<{ date: IsoDate; time: TimeOfDay }> {
  const [dateText = '', timeText, ...rest] = text.trim().split(/\s+/);
  const date = parseDateInput(dateText);
  if (!date.ok) return date;
  if (rest.length > 0) return { ok: false, message: DATE_INPUT_MESSAGES.timeFormat };
  if (timeText === undefined) return { ok: true, value: { date: date.value, time: DEFAULT_START_TIME } };
  const time = parseTimeInput(timeText);
  return time.ok ? { ok: true, value: { date: date.value, time: time.value } } : time;
}

/** Accepts only an ISO date of exactly 10 characters naming a real day. */
export function parseIsoDate(text: string): Parsed<IsoDate> {
  return isValidIsoDate(text) ? { ok: true, value: text } : { ok: false, message: ISO_DATE_MESSAGE };
}

/** A stage's time, or 08:00 when it has none. */
export function timeOrDefault(time: TimeOfDay | null | undefined): TimeOfDay {
  return time === null || time === undefined || time === '' ? DEFAULT_START_TIME : time;
}

/** ISO date to the display form dd.mm.yyyy (inverse of parseDateInput for 4-digit years). */
export function isoToInput(date: IsoDate): string {
  const { year, month, day } = isoParts(date);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`;
}
