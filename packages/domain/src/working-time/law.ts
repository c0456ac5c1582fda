// The thresholds of the Swiss Labour Act (ArG) for these trades, named once. The warnings
// (warnings.ts) and their tests use these numbers; decision 037 says where each comes from.

/** ArG art. 15: minimum break by the day's working time (work over `overMinutes`). */
export const MINIMUM_BREAKS = [
  { overMinutes: 9 * 60, breakMinutes: 60 },
  { overMinutes: 7 * 60, breakMinutes: 30 },
  { overMinutes: 5 * 60 + 30, breakMinutes: 15 },
] as const;

/** A pause shorter than this is no break in the law's sense (ArG art. 15: "Viertelstunde"). */
export const SHORTEST_BREAK_MINUTES = 15;

/** ArG art. 15a: daily rest of at least 11 consecutive hours. */
export const DAILY_REST_MINUTES = 11 * 60;

/** ArG art. 9 para. 1 let. b: weekly maximum of 50 hours (trades, construction). */
export const WEEKLY_MAXIMUM_MINUTES = 50 * 60;

/** ArG art. 10 para. 3: day and evening work, breaks included, lie within 14 hours. */
export const DAILY_SPAN_MINUTES = 14 * 60;

/**
 * Daily working time: the weekly maximum over five days (10 h) plus at most 2 hours of
 * overtime a day (ArG art. 12 para. 2).
 */
export const DAILY_MAXIMUM_MINUTES = 12 * 60;

/** ArG art. 10 para. 1 and art. 16: work between 23:00 and 06:00 is night work (needs a permit). */
export const NIGHT_FROM_MINUTE = 23 * 60;
export const NIGHT_UNTIL_MINUTE = 6 * 60;

/** Default weekly target hours of a staff member's contract (issue 32). */
export const DEFAULT_WEEKLY_TARGET_HOURS = 42.5;

/** A phone clock off by more than this is shown to the office (issue 32). */
export const CLOCK_FLAG_MINUTES = 10;

/** A tap up to this far in the future is clock skew; further is refused (issue 32). */
export const FUTURE_SKEW_MINUTES = 5;
