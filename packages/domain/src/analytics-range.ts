// Analytics periods of the back office. The end is always today (Zurich); the start goes back
// by calendar months or years, clamped to the month end (31.03. - 1M = 29.02. in a leap year).
import { addMonths, isoDate, isoParts, type IsoDate } from './dates/calendar';
import { zurichToday } from './dates/zurich';

export const RANGE_LABELS = ['MTD', '1M', '3M', '6M', 'YTD', '1Y', '2Y', 'MAX'] as const;
export type RangeLabel = (typeof RANGE_LABELS)[number];

/** Default period of the client analytics screen. */
export const CLIENT_ANALYTICS_DEFAULT_RANGE: RangeLabel = '1M';
/** Default period of the user (staff) analytics screen. */
export const USER_ANALYTICS_DEFAULT_RANGE: RangeLabel = 'YTD';

export type DateRange = { label: RangeLabel; startDate: IsoDate | null; endDate: IsoDate };

const MONTHS_BACK: Partial<Record<RangeLabel, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '2Y': 24 };

/** A query value to a label; null when it is not one of the eight labels. */
export function parseRangeLabel(value: unknown): RangeLabel | null {
  return (RANGE_LABELS as readonly unknown[]).includes(value) ? (value as RangeLabel) : null;
}

/** Start and end of a period; MAX has no start (null). */
export function dateRange(label: RangeLabel, now: Date): DateRange {
  const endDate = zurichToday(now);
  const { year, month } = isoParts(endDate);
  const monthsBack = MONTHS_BACK[label];
  let startDate: IsoDate | null;
  if (label === 'MAX') startDate = null;
  else if (label === 'MTD') startDate = isoDate(year, month, 1);
  else if (label === 'YTD') startDate = isoDate(year, 1, 1);
  else startDate = addMonths(endDate, -(monthsBack ?? 0));
  return { label, startDate, endDate };
}
