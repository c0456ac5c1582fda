// The "Zeit" screen's data: the week the server last answered (kept on the phone), the taps
// still in the outbox, refreshed whenever the phone is online, after the outbox delivered a
// tap and on demand. Taps go into the outbox with the phone's time and are sent once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { TimeEntryKind } from '@tragkraft/domain';
import { getSession, useSession } from '../../auth/session-store';
import { fieldDb } from '../../offline/field-db';
import { TIME_OUTBOX_STAGE } from '../../offline/field-keys';
import { enqueue, onSyncResult, syncNow } from '../../offline/page-sync';
import { readCachedWeek, writeCachedWeek } from '../../offline/time-week-cache';
import { useOutbox } from '../sync/use-outbox';
import { useOnlineRefresh } from '../operations/use-online-refresh';
import { loadOwnWeek } from './time-api';
import { weekTaps } from './time-taps';

export function useTimeWeek(weekKey: string) {
  const userId = useSession()?.user.id ?? 0;
  const cached = useLiveQuery(() => readCachedWeek(fieldDb, userId, weekKey).then((week) => week ?? null), [userId, weekKey]);
  const outbox = useOutbox();
  const refresh = useOnlineRefresh(
    async () => writeCachedWeek(fieldDb, userId, await loadOwnWeek(weekKey), new Date()),
    [userId, weekKey],
    'Die Arbeitszeit konnte nicht aktualisiert werden',
  );
  // A delivered tap: read the week again (clock flags, corrections, the server's totals).
  const { retry } = refresh;
  useEffect(
    () =>
      onSyncResult((summary) => {
        if (summary.results.some((r) => r.item.name === 'time.record' && r.outcome === 'done')) retry();
      }),
    [retry],
  );
  return {
    loaded: cached !== undefined && outbox.loaded,
    cached: cached ?? null,
    taps: weekTaps(weekKey, cached?.week, outbox.items),
    refresh,
  };
}

/** One tap: stored on the phone with its time at once, sent when the network allows. */
export async function recordTap(kind: TimeEntryKind, stageId: number | null, now = new Date()): Promise<void> {
  if (!getSession()) return;
  await enqueue('time.record', TIME_OUTBOX_STAGE, { clientId: crypto.randomUUID(), kind, at: now.toISOString(), stageId });
  void syncNow();
}
