// Turning grouped SQL rows into the answer's figures: rounding (Rappen, hours to 2 places,
// rating to 1 decimal), revenue per hour, shares, and the months of a period.
import { roundRappen, type Rappen } from '@tragkraft/domain';
import type { AnalyticsMonth, UserHourlyRow } from '@tragkraft/sync-protocol';
import type { StaffRow, SumRow } from './analytics-statements';

export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** Revenue per worked hour (Rappen), null without hours; from the rounded hours, as the export. */
export function hourlyOf(revenue: Rappen, hours: number): Rappen | null {
  const rounded = roundHours(hours);
  return rounded > 0 ? roundRappen(revenue / rounded) : null;
}

/** Average rating with one decimal; null without ratings. */
const ratingOf = (average: number | null) => (average === null ? null : Math.round(average * 10) / 10);

/** Share of a total in percent with one decimal (0 when the total is 0). */
export const percentOf = (part: Rappen, total: Rappen) => (total === 0 ? 0 : Math.round((part * 1000) / total) / 10);

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** A longer period fills only the months between the first and the last month with data. */
const MAX_FILLED_MONTHS = 240;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/** Summed figures of some counted stages. */
export interface Sums {
  stagesCount: number;
  revenue: Rappen;
  revenueWithDrive: Rappen;
  hours: number;
}

const emptySums = (): Sums => ({ stagesCount: 0, revenue: 0, revenueWithDrive: 0, hours: 0 });

function add(target: Sums, row: SumRow) {
  target.stagesCount += row.stages_count;
  target.revenue += row.revenue;
  target.revenueWithDrive += row.revenue_with_drive;
  target.hours += row.hours;
}

/** The per-client and per-day sums of SQL folded into the total, the clients and the months. */
export function foldSums(rows: SumRow[]) {
  const total = emptySums();
  const clients = new Map<number, Sums & { name: string }>();
  const months = new Map<string, Sums>();
  for (const row of rows) {
    if (row.kind === 'client') {
      add(total, row);
      const client = { ...emptySums(), name: row.name };
      add(client, row);
      clients.set(row.id, client);
    } else {
      const key = row.date.slice(0, 7);
      const month = months.get(key) ?? emptySums();
      add(month, row);
      months.set(key, month);
    }
  }
  return { total, clients, months };
}

/**
 * Every month from the period's first month (MAX: the first month with a stage) to its last,
 * empty months with zeros, so a chart shows gaps as zero.
 */
export function monthsOf(byMonth: Map<string, Sums>, firstMonth: string | null, lastMonth: string): AnalyticsMonth[] {
  const withData = [...byMonth.keys()].sort();
  let first = firstMonth ?? withData[0];
  let last = lastMonth;
  if (first === undefined) return [];
  if (monthIndex(last) - monthIndex(first) > MAX_FILLED_MONTHS) {
    if (withData.length === 0) return [];
    first = withData[0]! > first ? withData[0]! : first;
    last = withData.at(-1)! < last ? withData.at(-1)! : last;
  }
  const months: AnalyticsMonth[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    const sums = byMonth.get(month) ?? emptySums();
    months.push({ month, revenue: sums.revenue, hours: roundHours(sums.hours), hourly: hourlyOf(sums.revenue, sums.hours), stagesCount: sums.stagesCount });
  }
  return months;
}

/** A staff member's row; revenue (their hours share) rounded once, at the end. */
export function staffRowOf(row: StaffRow): UserHourlyRow {
  const revenue = roundRappen(row.revenue);
  return {
    userId: row.id,
    userFirstName: row.name,
    userLastName: row.last_name,
    role: row.role,
    rating: ratingOf(row.rating),
    hourly: hourlyOf(revenue, row.hours),
    revenue,
    hours: roundHours(row.hours),
    stagesCount: row.stages_count,
    // Roles are not kept per stage: a site lead (operator) leads every stage they work.
    operatorStagesCount: row.role === 'operator' ? row.stages_count : 0,
  };
}

/** Highest revenue first, then by name. */
export const byRevenue = <T extends { revenue: number }>(name: (row: T) => string) => (a: T, b: T) =>
  b.revenue - a.revenue || name(a).localeCompare(name(b), 'de-CH');
