import { formatTableDateTime, zurichWallClock } from '@tragkraft/domain';

/** An instant (ISO) as dd.MM.yy HH:mm in Zurich time, as the admin tables show it. */
export function instantText(instant: string): string {
  const { date, time } = zurichWallClock(new Date(instant));
  return formatTableDateTime(date, time);
}
