// A person's taps cut into workdays and intervals. A workday runs from "Arbeitsbeginn" to
// "Feierabend" and belongs to the Zurich date of its start, also when it runs past midnight
// (decision 037). Travel counts as working time (ArGV 1 art. 13); breaks do not.
import type { IsoDate } from '../dates/calendar';
import { zurichWallClock } from '../dates/zurich';
import { sortTaps, stateAfter, type TimedTap } from './sequence';

const MS_PER_MINUTE = 60_000;

export interface TimeInterval {
  state: 'work' | 'break' | 'travel';
  from: number;
  to: number;
  /** The stage the person was at (work intervals only; null: none named). */
  stageId: number | null;
}

export interface Workday {
  date: IsoDate;
  /** The start's instant and the last tap's (or `now` for an open day). */
  from: number;
  to: number;
  /** False while "Feierabend" is missing. */
  closed: boolean;
  intervals: TimeInterval[];
}

/**
 * The workdays of time-ordered taps. An open day (no "Feierabend" yet) ends at its last tap,
 * or runs on to `now` when given (the phone's running day).
 */
export function workdays(taps: readonly TimedTap[], now?: number): Workday[] {
  const days: Workday[] = [];
  let current: Workday | null = null;
  let stageId: number | null = null;
  const sorted = sortTaps(taps);
  sorted.forEach((tap, index) => {
    if (tap.kind === 'start') {
      current = { date: zurichWallClock(new Date(tap.at)).date, from: tap.at, to: tap.at, closed: false, intervals: [] };
      days.push(current);
      stageId = tap.stageId ?? null;
    } else if (tap.stageId != null) {
      stageId = tap.stageId;
    }
    if (!current) return;
    const day: Workday = current;
    day.to = tap.at;
    const state = stateAfter(tap.kind);
    if (state === 'off') {
      day.closed = true;
      current = null;
      return;
    }
    const next = sorted[index + 1];
    const to = next ? next.at : now !== undefined && now > tap.at ? now : tap.at;
    if (to > tap.at) day.intervals.push({ state, from: tap.at, to, stageId: state === 'work' ? stageId : null });
    if (!next && to > day.to) day.to = to;
  });
  return days;
}

export interface DayTotals {
  /** Working time with travel, in minutes. */
  workMinutes: number;
  travelMinutes: number;
  breakMinutes: number;
  /** The length of each break, in minutes. */
  breaks: number[];
}

function minutes(interval: TimeInterval): number {
  return Math.round((interval.to - interval.from) / MS_PER_MINUTE);
}

export function dayTotals(day: Workday): DayTotals {
  const totals: DayTotals = { workMinutes: 0, travelMinutes: 0, breakMinutes: 0, breaks: [] };
  for (const interval of day.intervals) {
    const length = minutes(interval);
    if (interval.state === 'break') {
      totals.breakMinutes += length;
      totals.breaks.push(length);
    } else {
      totals.workMinutes += length;
      if (interval.state === 'travel') totals.travelMinutes += length;
    }
  }
  return totals;
}

/**
 * Minutes worked at a stage: the work intervals (from "Arbeitsbeginn"/"Weiter" to the next
 * tap) while the stage was the current one. The report's proposed hours come from this.
 */
export function stageMinutes(days: readonly Workday[], stageId: number): number {
  return days.flatMap((day) => day.intervals).filter((interval) => interval.state === 'work' && interval.stageId === stageId).reduce((sum, interval) => sum + minutes(interval), 0);
}
