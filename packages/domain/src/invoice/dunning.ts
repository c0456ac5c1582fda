// Open items and dunning (issue 18, decision 022): when an invoice is due, how many days it is
// overdue, and which reminder level it may get next. Three levels: Zahlungserinnerung, then
// 1. Mahnung, then 2. Mahnung, each with its fee. Level 1 may go out `waitDays[0]` days after
// the due date; each further level `waitDays[level - 1]` days (at least 1) after the previous
// reminder's date.
// An invoice that is paid (marked or received in full) or has nothing open never gets one.
import { addDays, daysBetween, type IsoDate } from '../dates/calendar';
import type { Rappen } from '../money';

export const REMINDER_LEVELS = [1, 2, 3] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** The letter's title per level (Swiss usage). */
export const REMINDER_TITLES: Record<ReminderLevel, string> = {
  1: 'Zahlungserinnerung',
  2: '1. Mahnung',
  3: '2. Mahnung',
};

/** The reminder level reached as a word: '–' for none, else the title of the last letter. */
export const reminderLevelText = (level: number): string => (level >= 1 && level <= 3 ? REMINDER_TITLES[level as ReminderLevel] : '–');

export interface DunningRules {
  /** An invoice is due this many days after its date (INVOICE_DUE_DAYS). */
  dueDays: number;
  /** The fee of each level, Rappen (DUNNING_FEES_CHF). */
  feesRp: readonly [Rappen, Rappen, Rappen];
  /** Level 1: days after the due date; levels 2 and 3: days after the previous reminder (DUNNING_WAIT_DAYS). */
  waitDays: readonly [number, number, number];
}

export const DEFAULT_DUNNING_RULES: DunningRules = { dueDays: 30, feesRp: [0, 2_000, 3_000], waitDays: [10, 10, 10] };

/** The due date: the invoice date plus the payment days (as the invoice prints it). */
export function invoiceDueDate(invoiceDate: IsoDate, rules: Pick<DunningRules, 'dueDays'>): IsoDate {
  return addDays(invoiceDate, rules.dueDays);
}

/** Days past the due date on `today`; 0 until then. */
export function daysOverdue(dueDate: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(dueDate, today));
}

export interface ReminderSent {
  level: ReminderLevel;
  /** The reminder's date, yyyy-mm-dd. */
  date: IsoDate;
}

export interface DunningState {
  dueDate: IsoDate;
  /** Still open of the invoice (total minus what was received), Rappen. */
  openAmount: Rappen;
  /** Marked paid (by the button or an import reaching the total). */
  paid: boolean;
  /** The highest level sent so far, null for none. */
  lastReminder: ReminderSent | null;
}

export interface ReminderProposal {
  level: ReminderLevel;
  /** From this day on the level may be sent. */
  dueFrom: IsoDate;
  fee: Rappen;
  /** Open amount plus fee: the reminder's QR-bill amount. */
  amount: Rappen;
}

/** The next level and the day it becomes due; null when paid, nothing open or all levels sent. */
export function nextReminder(state: DunningState, rules: DunningRules): ReminderProposal | null {
  if (state.paid || state.openAmount <= 0) return null;
  const last = state.lastReminder;
  if (last && last.level >= 3) return null;
  const level = (last ? last.level + 1 : 1) as ReminderLevel;
  // Never two levels on one day, even with 0 waiting days: each letter gets its day.
  const dueFrom = last ? addDays(last.date, Math.max(1, rules.waitDays[level - 1]!)) : addDays(state.dueDate, rules.waitDays[0]);
  const fee = rules.feesRp[level - 1]!;
  return { level, dueFrom, fee, amount: state.openAmount + fee };
}

/** The reminder to send on `today`, or null when none is due yet (or ever). */
export function reminderDue(state: DunningState, rules: DunningRules, today: IsoDate): ReminderProposal | null {
  const next = nextReminder(state, rules);
  return next && next.dueFrom <= today ? next : null;
}
