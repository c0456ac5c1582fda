// Facade-lift and service days: date and hours required, hours in range, date and time
// parse, lead time; service days also need staff, must be strictly chronological and lie in
// one calendar week (Monday start). Messages are prefixed 'Tag n: '.
import { isValidIsoDate, sameWeek, weekKey, type IsoDate } from '../dates/calendar';
import { timeOrDefault } from '../dates/parse';
import { isValidTime, zurichInstant } from '../dates/zurich';
import {
  FACADE_LIFT_MAX_HOURS,
  FACADE_LIFT_MIN_HOURS,
  SERVICE_MAX_HOURS,
  SERVICE_MIN_HOURS,
} from '../pricing/tariff';
import { hasAtMostDecimals, HOURS_DECIMALS } from './hours-bounds';
import { checkLeadTime } from './lead-time';
import { about, hoursRangeMessage, message, type Message } from './messages';
import { dateTooFarAheadMessage, latestStageDate } from './stage-bounds';

export type DayKind = 'facadeLift' | 'service';

/** A day as both services share it; `amount` (staff) matters for service days only. */
export type DayInput = { date: string | null; time: string | null; hours: number | null; amount?: number | null };

export const HOURS_LIMITS: Record<DayKind, { min: number; max: number }> = {
  facadeLift: { min: FACADE_LIFT_MIN_HOURS, max: FACADE_LIFT_MAX_HOURS },
  service: { min: SERVICE_MIN_HOURS, max: SERVICE_MAX_HOURS },
};

const blank = (value: unknown): boolean => value === null || value === undefined || value === '';

/** Hours of one day against the limits of its service, or null when fine. */
export function checkHours(kind: DayKind, hours: number | null, index?: number): Message | null {
  if (hours === null || Number.isNaN(hours)) return message('hoursMissing', index);
  const { min, max } = HOURS_LIMITS[kind];
  if (hours < min || hours > max) return hoursRangeMessage(min, max, index);
  // 7.333 hours cannot be typed and would be billed as what nobody agreed to (issue 27).
  return hasAtMostDecimals(hours, HOURS_DECIMALS) ? null : message('hoursTooPrecise', index);
}

function checkDay(kind: DayKind, day: DayInput, index: number, express: boolean, now: Date | null): Message[] {
  const found: Message[] = [];
  if (blank(day.date)) found.push(message('dateMissing', index));
  const hours = checkHours(kind, day.hours, index);
  if (hours) found.push(hours);
  const staff = day.amount;
  if (kind === 'service' && (staff === null || staff === undefined || !Number.isInteger(staff) || staff < 1)) {
    found.push(message('staffMissing', index));
  }
  if (blank(day.date)) return found;
  if (!isValidIsoDate(day.date) || (!blank(day.time) && !isValidTime(day.time))) {
    return [...found, message('dateTimeInvalid', index)];
  }
  const time = blank(day.time) ? null : day.time;
  const verdict = now ? checkLeadTime({ date: day.date, time, express, now }) : 'ok';
  if (verdict !== 'ok') found.push(message(verdict, index));
  // The same bound as an order's stages (issue 29): a day in 9999 is a typing error.
  if (now && day.date > latestStageDate(now)) found.push(dateTooFarAheadMessage(latestStageDate(now), index));
  return found;
}

/** Days in order, each with its instant; null when a day has no valid date/time. */
function dayInstants(days: readonly DayInput[]): (number | null)[] {
  return days.map((d) =>
    isValidIsoDate(d.date) && (blank(d.time) || isValidTime(d.time))
      ? zurichInstant(d.date, timeOrDefault(d.time)).getTime()
      : null,
  );
}

/** Strictly increasing date and time, all in one Monday-to-Sunday week. */
export function checkServiceWeek(days: readonly DayInput[]): Message[] {
  const found: Message[] = [];
  const instants = dayInstants(days);
  const chronological = instants.every((t, i) => {
    const before = instants[i - 1];
    return i === 0 || t === null || before === null || before === undefined || t > before;
  });
  if (!chronological) found.push(message('notChronological'));
  const dates = days.map((d) => d.date).filter((d): d is IsoDate => isValidIsoDate(d));
  const first = dates[0];
  if (first !== undefined && !dates.every((d) => sameWeek(first, d))) found.push(message('notSameWeek'));
  return found;
}

/**
 * All findings for the days of a facade-lift or service calculation or order. Pass
 * `now: null` to skip lead-time checks (days that are already booked and unchanged).
 */
export function validateDays(kind: DayKind, days: readonly DayInput[], opts: { express: boolean; now: Date | null }): Message[] {
  if (days.length === 0) return [message('noDays')];
  const perDay = days.flatMap((day, i) => checkDay(kind, day, i + 1, opts.express, opts.now).map((m) => about('Tag', m)));
  return kind === 'service' ? [...perDay, ...checkServiceWeek(days)] : perDay;
}

/** The week key of a service offer (its first valid day), for one offer per week and object. */
export function serviceWeekKey(days: readonly DayInput[]): string | null {
  const first = days.map((d) => d.date).find((d): d is IsoDate => isValidIsoDate(d));
  return first === undefined ? null : weekKey(first);
}

/** One offer or order per calendar week and object: `takenWeekKeys` are the object's others. */
export function checkWeekFree(days: readonly DayInput[], takenWeekKeys: readonly string[]): Message | null {
  const key = serviceWeekKey(days);
  return key !== null && takenWeekKeys.includes(key) ? message('weekTaken') : null;
}
