// Which tap may follow which (issue 32): a day begins with "Arbeitsbeginn" and ends with
// "Feierabend"; in between "Pause", "Weiter" and "Fahrt". Two starts, or an end without a
// start, are refused with a German message on the phone and on the server.
import type { TimeEntryKind } from './kinds';

/** What the person is doing after a tap: off duty, working, on a break, or travelling. */
export type TimeState = 'off' | 'work' | 'break' | 'travel';

const STATE_AFTER: Record<TimeEntryKind, TimeState> = { start: 'work', resume: 'work', pause: 'break', travel: 'travel', end: 'off' };

const ALLOWED: Record<TimeState, readonly TimeEntryKind[]> = {
  off: ['start'],
  work: ['pause', 'travel', 'end'],
  break: ['resume', 'travel', 'end'],
  travel: ['resume', 'pause', 'end'],
};

export const TIME_SEQUENCE_TEXTS = {
  startTwice: 'Der Arbeitsbeginn ist bereits erfasst. Bitte zuerst «Feierabend» tippen.',
  notStarted: 'Es ist kein Arbeitsbeginn erfasst. Bitte zuerst «Arbeitsbeginn» tippen.',
  notAllowed: 'Dieser Eintrag passt nicht zum vorherigen (z. B. «Pause» während einer Pause).',
  beforeLast: 'Diese Zeit liegt vor dem letzten Eintrag. Bitte einen früheren Eintrag korrigieren.',
} as const;

export function stateAfter(kind: TimeEntryKind | null): TimeState {
  return kind === null ? 'off' : STATE_AFTER[kind];
}

/** The kinds a person may tap now, after their last tap (null: none yet). */
export function allowedNextKinds(last: TimeEntryKind | null): readonly TimeEntryKind[] {
  return ALLOWED[stateAfter(last)];
}

/** Null when `next` may follow `last`, otherwise the German refusal. */
export function sequenceError(last: TimeEntryKind | null, next: TimeEntryKind): string | null {
  if (allowedNextKinds(last).includes(next)) return null;
  const state = stateAfter(last);
  if (next === 'start') return TIME_SEQUENCE_TEXTS.startTwice;
  if (state === 'off') return TIME_SEQUENCE_TEXTS.notStarted;
  return TIME_SEQUENCE_TEXTS.notAllowed;
}

/** A tap with its instant in milliseconds (Date.parse of the ISO time). */
export interface TimedTap {
  kind: TimeEntryKind;
  at: number;
  stageId?: number | null;
}

/** The first refusal of a whole series in time order (e.g. after a correction), or null. */
export function seriesError(taps: readonly TimedTap[]): string | null {
  let last: TimeEntryKind | null = null;
  for (const tap of sortTaps(taps)) {
    const error = sequenceError(last, tap.kind);
    if (error) return error;
    last = tap.kind;
  }
  return null;
}

/** Time order; equal instants keep their given order (the order they were recorded). */
export function sortTaps<T extends { at: number }>(taps: readonly T[]): T[] {
  return [...taps].sort((a, b) => a.at - b.at);
}
