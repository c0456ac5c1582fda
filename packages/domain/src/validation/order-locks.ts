// What a client may still change on an order, and how urgent a stage date is. "Today" is the
// Zurich calendar day of `now`; "the next 3 days" are today + 1 to today + 3 inclusive.
import { addDays, daysBetween, isValidIsoDate, type IsoDate } from '../dates/calendar';
import { hoursUntil, zurichToday } from '../dates/zurich';
import {
  DATE_LOCK_DAYS,
  DEADLINE_DANGER_HOURS,
  DEADLINE_REFERENCE_HOUR,
  DEADLINE_WARNING_HOURS,
  PLACEHOLDER_FIRST_DAY_OFFSET,
} from '../pricing/tariff';
import { MESSAGE_TEXTS } from './messages';

export type DateUrgency = 'past' | 'todayornext3' | 'futureornull';
export type StageLock = { level: 'locked' | 'dateLocked' | 'editable'; reason: string | null };
export type DeadlineWarning = 'danger' | 'warning' | null;

/** past (before today), todayornext3 (today to today + 3), futureornull (later or no date). */
export function dateUrgency(date: IsoDate | null | undefined, now: Date): DateUrgency {
  if (!isValidIsoDate(date)) return 'futureornull';
  const days = daysBetween(zurichToday(now), date);
  if (days < 0) return 'past';
  return days <= DATE_LOCK_DAYS ? 'todayornext3' : 'futureornull';
}

/** A past stage is fully locked; a stage today or in the next 3 days has its date locked. */
export function stageEditLocks(stage: { date: IsoDate | null }, now: Date): StageLock {
  const urgency = dateUrgency(stage.date, now);
  if (urgency === 'past') return { level: 'locked', reason: MESSAGE_TEXTS.stageLocked };
  if (urgency === 'todayornext3') return { level: 'dateLocked', reason: MESSAGE_TEXTS.stageDateLocked };
  return { level: 'editable', reason: null };
}

/** The whole order is read-only once its last stage is past. */
export function orderLocked(stages: readonly { date: IsoDate | null }[], now: Date): boolean {
  const last = stages[stages.length - 1];
  return last !== undefined && dateUrgency(last.date, now) === 'past';
}

/** Hours until 06:00 of the stage day: under 24 danger, under 72 warning, else none. */
export function deadlineWarning(date: IsoDate | null | undefined, now: Date): DeadlineWarning {
  if (!isValidIsoDate(date)) return null;
  const reference = `${String(DEADLINE_REFERENCE_HOUR).padStart(2, '0')}:00`;
  const hours = hoursUntil(now, date, reference);
  if (hours < DEADLINE_DANGER_HOURS) return 'danger';
  return hours < DEADLINE_WARNING_HOURS ? 'warning' : null;
}

/** Suggested stage dates: the first 4 days after today, each further stage one day later. */
export function placeholderDates(stagesCount: number, today: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(0, stagesCount) }, (_, i) => addDays(today, PLACEHOLDER_FIRST_DAY_OFFSET + i));
}
