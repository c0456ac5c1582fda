// Test data for the working-time rules: taps at Zurich wall-clock times.
import { zurichInstant } from '../dates/zurich';
import type { TimeEntryKind } from './kinds';
import type { TimedTap } from './sequence';

/** A tap on `date` at 'HH:mm' Zurich time. */
export function tap(date: string, time: string, kind: TimeEntryKind, stageId: number | null = null): TimedTap {
  return { kind, at: zurichInstant(date, time).getTime(), stageId };
}

/** A day from start to end with one pause, times 'HH:mm'. */
export function simpleDay(date: string, start: string, pause: string, resume: string, end: string): TimedTap[] {
  return [tap(date, start, 'start'), tap(date, pause, 'pause'), tap(date, resume, 'resume'), tap(date, end, 'end')];
}
