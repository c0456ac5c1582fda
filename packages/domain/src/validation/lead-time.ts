// Lead time from now to an appointment on the Zurich wall clock. Measured in real hours, so
// a DST change in between counts (Saturday 08:00 to Monday 08:00 across the spring change is
// 47 hours, not 48).
import { isValidIsoDate, type IsoDate } from '../dates/calendar';
import { timeOrDefault } from '../dates/parse';
import { hoursUntil, isValidTime, type TimeOfDay } from '../dates/zurich';
import {
  IMMINENT_HOURS,
  LEAD_TIME_MIN_HOURS,
  LEAD_TIME_NEEDS_EXPRESS_HOURS,
  LEAD_TIME_NEEDS_TIME_HOURS,
} from '../pricing/tariff';

export type LeadTimeVerdict = 'ok' | 'tooEarly' | 'needsTime' | 'needsExpress';

/** Hours from now to the date and time; a missing time counts as 08:00. */
export function leadTimeHours(now: Date, date: IsoDate, time: TimeOfDay | null): number {
  return hoursUntil(now, date, timeOrDefault(time));
}

/**
 * Under 14 h: too early. Under 48 h: a time is needed. Under 72 h: express is needed.
 * Each limit itself is fine (exactly 14 h is not too early).
 */
export function checkLeadTime(args: { date: IsoDate; time: TimeOfDay | null; express: boolean; now: Date }): LeadTimeVerdict {
  const hours = leadTimeHours(args.now, args.date, args.time);
  if (hours < LEAD_TIME_MIN_HOURS) return 'tooEarly';
  if (hours < LEAD_TIME_NEEDS_TIME_HOURS && !args.time) return 'needsTime';
  if (hours < LEAD_TIME_NEEDS_EXPRESS_HOURS && !args.express) return 'needsExpress';
  return 'ok';
}

/**
 * Whether field staff may still change their confirmation of a stage: `open`; `imminent`
 * (it starts within the next 12 hours: they have to phone); `started` (the start, its time or
 * 08:00 without one, has passed). A stage without a (valid) date is always open.
 */
export type ConfirmationWindow = 'open' | 'imminent' | 'started';

export function confirmationWindow(now: Date, date: IsoDate | null, time: TimeOfDay | null): ConfirmationWindow {
  if (!date || !isValidIsoDate(date)) return 'open';
  const hours = leadTimeHours(now, date, time && isValidTime(time) ? time : null);
  if (hours <= 0) return 'started';
  return hours < IMMINENT_HOURS ? 'imminent' : 'open';
}

/** Confirm/decline is refused from 12 hours before the start on, and after the start. */
export function confirmationLocked(now: Date, date: IsoDate | null, time: TimeOfDay | null): boolean {
  return confirmationWindow(now, date, time) !== 'open';
}
