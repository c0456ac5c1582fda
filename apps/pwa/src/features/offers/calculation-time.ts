import { formatTableDateTime, zurichWallClock } from '@tragkraft/domain';

/** 'dd.MM.yy HH:mm' in Zurich time from the stored UTC instant. */
export function calculationTime(createdAt: string): string {
  const { date, time } = zurichWallClock(new Date(createdAt));
  return formatTableDateTime(date, time);
}
