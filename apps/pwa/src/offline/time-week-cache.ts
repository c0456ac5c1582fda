// The person's working-time weeks as the server last answered them (GET /api/me/time), kept
// in `meta` so the "Zeit" screen shows the week offline. A tap the outbox delivered goes
// into its cached week at once, so it never vanishes between the send and the next read.
import { zurichWallClock } from '@tragkraft/domain';
import type { TimeEntry, TimeWeek } from '@tragkraft/sync-protocol';
import { META, readMeta, writeMeta, type FieldDb } from './field-db';

export interface CachedWeek {
  week: TimeWeek;
  fetchedAt: string;
}

export const readCachedWeek = (db: FieldDb, userId: number, week: string) => readMeta<CachedWeek>(db, META.timeWeek(userId, week));

export async function writeCachedWeek(db: FieldDb, userId: number, week: TimeWeek, now: Date): Promise<void> {
  await writeMeta(db, META.timeWeek(userId, week.week), { week, fetchedAt: now.toISOString() } satisfies CachedWeek);
}

/** Puts a delivered entry into the cached week holding its Zurich day (if that week is cached). */
export async function mergeSentEntry(db: FieldDb, userId: number, entry: TimeEntry, weekKey: string): Promise<void> {
  const cached = await readCachedWeek(db, userId, weekKey);
  if (!cached) return;
  const date = zurichWallClock(new Date(entry.at)).date;
  if (cached.week.days.some((day) => day.entries.some((e) => e.clientId === entry.clientId))) return;
  const days = cached.week.days.map((day) => (day.date === date ? { ...day, entries: [...day.entries, entry] } : day));
  await writeMeta(db, META.timeWeek(userId, weekKey), { ...cached, week: { ...cached.week, days } } satisfies CachedWeek);
}
