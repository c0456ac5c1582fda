// What hours can be true (issue 27): one person works at most a day's 24 hours on one stage
// (a stage is one day), hours are kept to the hundredth (7.75, 7.1), never below 0. The total
// of a stage (all people together, what site service bills) is at most 24 hours per person
// on it. The server refuses anything else with these texts; the phone's number input uses
// the same bounds, so it says the same before anything is sent.

/** The most hours one person can work on one stage (one day). */
export const MAX_HOURS_PER_PERSON_DAY = 24;
/** Hours are stored to the hundredth of an hour. */
export const HOURS_DECIMALS = 2;
/** The client's correction of the billed hours is in quarter hours. */
export const HOURS_STEP = 0.25;

export const HOURS_TEXTS = {
  notANumber: 'Die Stunden sind keine Zahl.',
  negative: 'Die Stunden dürfen nicht negativ sein.',
  tooPrecise: `Die Stunden dürfen höchstens ${HOURS_DECIMALS} Stellen nach dem Komma haben (z. B. 7.75).`,
  perPersonTooMany: `Eine Person kann auf einer Etappe höchstens ${MAX_HOURS_PER_PERSON_DAY} Stunden arbeiten (ein Tag).`,
  totalTooMany: (people: number, max: number) =>
    `Auf dieser Etappe ${people === 1 ? 'arbeitet 1 Person' : `arbeiten ${people} Personen`}: zusammen höchstens ${max} Stunden (${MAX_HOURS_PER_PERSON_DAY} pro Person und Tag).`,
} as const;

/** True when `value` has at most `decimals` places (within floating-point noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function checkHoursValue(hours: number): string | null {
  if (!Number.isFinite(hours)) return HOURS_TEXTS.notANumber;
  if (hours < 0) return HOURS_TEXTS.negative;
  return hasAtMostDecimals(hours, HOURS_DECIMALS) ? null : HOURS_TEXTS.tooPrecise;
}

/** One person's hours on one stage: the German reason they cannot be true, or null. */
export function checkPersonHours(hours: number): string | null {
  return checkHoursValue(hours) ?? (hours > MAX_HOURS_PER_PERSON_DAY ? HOURS_TEXTS.perPersonTooMany : null);
}

/** The most hours a stage can carry in all: 24 per person on it (at least one person). */
export function maxStageHours(people: number): number {
  return Math.max(1, people) * MAX_HOURS_PER_PERSON_DAY;
}

/** The total hours of a stage with `people` on it: the German reason they cannot be true, or null. */
export function checkStageHours(hours: number, people: number): string | null {
  const max = maxStageHours(people);
  return checkHoursValue(hours) ?? (hours > max ? HOURS_TEXTS.totalTooMany(Math.max(1, people), max) : null);
}
