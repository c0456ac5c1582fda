// Absences of staff (issue 21): why someone is away, and whether a day falls in an absence.
import type { IsoDate } from './dates/calendar';

/** The reasons an admin can enter, as stored and shown. */
export const ABSENCE_REASONS = ['Ferien', 'Krankheit', 'Weiterbildung', 'Andere'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** Longest absence one entry may span (a year and a bit), against typos such as 2062. */
export const MAX_ABSENCE_DAYS = 400;

/** True when `date` lies in the range, both ends included. */
export function absenceCovers(range: { startDate: IsoDate; endDate: IsoDate }, date: IsoDate): boolean {
  return range.startDate <= date && date <= range.endDate;
}

/** True when two day ranges share at least one day. */
export function rangesOverlap(a: { startDate: IsoDate; endDate: IsoDate }, b: { startDate: IsoDate; endDate: IsoDate }): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
