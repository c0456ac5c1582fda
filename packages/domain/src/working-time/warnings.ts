// Each broken rule of the Labour Act as a plain German warning, for the phone and the office
// (issue 32). Warnings never block a tap: the time worked is recorded as it was.
import { weekdayIndex, type IsoDate } from '../dates/calendar';
import { formatDate } from '../format';
import { formatDuration } from './duration';
import {
  DAILY_MAXIMUM_MINUTES,
  DAILY_REST_MINUTES,
  DAILY_SPAN_MINUTES,
  MINIMUM_BREAKS,
  NIGHT_FROM_MINUTE,
  NIGHT_UNTIL_MINUTE,
  SHORTEST_BREAK_MINUTES,
  WEEKLY_MAXIMUM_MINUTES,
} from './law';
import { dayTotals, type Workday } from './workdays';
import { minutesOfDay, zurichWallClock } from '../dates/zurich';

const MS_PER_MINUTE = 60_000;

export type TimeWarningCode = 'break' | 'rest' | 'span' | 'dailyMaximum' | 'night' | 'sunday' | 'weeklyMaximum' | 'notEnded';

export interface WorkingTimeWarning {
  code: TimeWarningCode;
  /** The day concerned; null for the whole week. */
  date: IsoDate | null;
  message: string;
}

/** The break the law asks for after `workMinutes` of work (0 up to 5½ hours). */
export function requiredBreakMinutes(workMinutes: number): number {
  return MINIMUM_BREAKS.find((rule) => workMinutes > rule.overMinutes)?.breakMinutes ?? 0;
}

/** Breaks that count: each pause of at least a quarter of an hour. */
export function countedBreakMinutes(breaks: readonly number[]): number {
  return breaks.filter((length) => length >= SHORTEST_BREAK_MINUTES).reduce((sum, length) => sum + length, 0);
}

function isNight(instant: number): boolean {
  const minute = minutesOfDay(zurichWallClock(new Date(instant)).time);
  return minute >= NIGHT_FROM_MINUTE || minute < NIGHT_UNTIL_MINUTE;
}

/** The warnings of one workday (`previous`: the workday before it, for the daily rest). */
export function dayWarnings(day: Workday, previous: Workday | null): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  const on = formatDate(day.date);
  const add = (code: TimeWarningCode, message: string) => warnings.push({ code, date: day.date, message });
  const totals = dayTotals(day);
  const required = requiredBreakMinutes(totals.workMinutes);
  const taken = countedBreakMinutes(totals.breaks);
  if (taken < required) {
    add('break', `${on}: ${formatDuration(totals.workMinutes)} gearbeitet, aber nur ${formatDuration(taken)} Pause. Vorgeschrieben sind mindestens ${required} Minuten (ArG Art. 15).`);
  }
  if (previous) {
    const rest = Math.round((day.from - previous.to) / MS_PER_MINUTE);
    if (rest < DAILY_REST_MINUTES) add('rest', `${on}: nur ${formatDuration(rest)} Ruhezeit seit dem letzten Feierabend. Vorgeschrieben sind 11 Stunden (ArG Art. 15a).`);
  }
  const span = Math.round((day.to - day.from) / MS_PER_MINUTE);
  if (span > DAILY_SPAN_MINUTES) add('span', `${on}: Arbeitstag von ${formatDuration(span)} mit Pausen. Erlaubt sind höchstens 14 Stunden (ArG Art. 10).`);
  if (totals.workMinutes > DAILY_MAXIMUM_MINUTES) add('dailyMaximum', `${on}: ${formatDuration(totals.workMinutes)} Arbeitszeit. Mehr als 12 Stunden am Tag sind nicht erlaubt (ArG Art. 9 und 12).`);
  const worked = day.intervals.filter((interval) => interval.state !== 'break');
  if (worked.some((interval) => isNight(interval.from) || isNight(interval.to - 1))) add('night', `${on}: Arbeit zwischen 23 und 6 Uhr ist Nachtarbeit und braucht eine Bewilligung (ArG Art. 16).`);
  if (weekdayIndex(day.date) === 0) add('sunday', `${on}: Sonntagsarbeit braucht eine Bewilligung (ArG Art. 18).`);
  if (!day.closed) add('notEnded', `${on}: Der Feierabend fehlt noch.`);
  return warnings;
}

/** The warnings of a week's workdays, `before`: the last workday before the week (rest). */
export function weekWarnings(days: readonly Workday[], before: Workday | null, weekWorkMinutes: number): WorkingTimeWarning[] {
  const warnings = days.flatMap((day, index) => dayWarnings(day, index === 0 ? before : days[index - 1]!));
  if (weekWorkMinutes > WEEKLY_MAXIMUM_MINUTES) {
    warnings.push({ code: 'weeklyMaximum', date: null, message: `${formatDuration(weekWorkMinutes)} Arbeitszeit in dieser Woche. Erlaubt sind höchstens 50 Stunden (ArG Art. 9).` });
  }
  return warnings;
}
