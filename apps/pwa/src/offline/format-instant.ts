import { formatDate, zurichWallClock } from '@tragkraft/domain';

/** An ISO instant as Zurich 'dd.mm.yyyy HH:mm'. */
export function formatInstant(iso: string): string {
  const { date, time } = zurichWallClock(new Date(iso));
  return `${formatDate(date)} ${time}`;
}
