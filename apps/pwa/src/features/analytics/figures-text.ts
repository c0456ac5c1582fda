// How the analytics figures read on screen. Money goes through domain's formatChf (never Intl).
import { formatChf, formatHours as formatWorkHours, type Rappen } from '@tragkraft/domain';

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'] as const;

/** Hours in the one de-CH style of the house: 7.5 -> '7.5 h', 7.333 -> '7.33 h', '–' for none. */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return '–';
  return formatWorkHours(hours);
}

/** Revenue per hour (Rappen per hour) or '–' when nobody worked. */
export function formatHourly(hourly: Rappen | null): string {
  return hourly === null ? '–' : formatChf(hourly);
}

/** A share with one decimal: 12.34 -> '12.3 %'. */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)} %`;
}

/** '2025-03' -> 'Mär 25' (chart axis). */
export function monthLabel(month: string): string {
  const year = month.slice(2, 4);
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTH_ABBREVIATIONS[index] ?? month} ${year}`;
}

/** Charts plot francs; labels go back to Rappen so formatChf prints them. */
export const toChartValue = (rappen: Rappen | null) => (rappen === null ? 0 : rappen / 100);
export const chartValueText = (francs: number) => formatChf(Math.round(francs * 100));
/** Axis ticks in whole francs ("8'000"). */
export const chartAxisText = (francs: number) => formatChf(Math.round(francs) * 100).slice(0, -3);

/** Whole days or '–'. */
export function formatDays(days: number | null): string {
  if (days === null) return '–';
  return days === 1 ? '1 Tag' : `${days} Tage`;
}
