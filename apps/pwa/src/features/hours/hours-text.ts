// Texts of the weekly hours cards.
import { formatDate } from '@tragkraft/domain';
import type { WeeklyHours } from '@tragkraft/sync-protocol';

/** 'KW 12 / 2026' */
export function weekLabel(week: Pick<WeeklyHours, 'week' | 'year'>): string {
  return `KW ${week.week} / ${week.year}`;
}

/** '16.03.2026 – 22.03.2026' */
export function weekRange(week: Pick<WeeklyHours, 'startDate' | 'endDate'>): string {
  return `${formatDate(week.startDate)} – ${formatDate(week.endDate)}`;
}
