import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { takeStoredListReadEarly } from '../../../offline/early-list';
import { fieldDb, listKey, META, writeMeta } from '../../../offline/field-db';
import type { ListName } from '../../../offline/field-types';
import { refreshList, syncOperations } from '../refresh-operations';
import { useFieldUser } from '../use-field-user';
import { useOnlineRefresh } from '../use-online-refresh';

const LIST_FAILED = 'Fehler beim Herunterladen der Einsätze';

/**
 * A server list as stored on the phone, refreshed when online. Future lists also bring the
 * changed details (changes cursor), so every coming operation opens offline.
 */
export interface OperationListState<T> {
  items: T[] | null;
  loading: boolean;
  /** Nothing to show: the list could not be loaded. */
  error: string | null;
  /** The stored list is shown, but the last refresh failed (issue 15.8). */
  refreshFailed: boolean;
  retry: () => void;
  fetchedAt: string | null;
}

/** Runs a list refresh and notes its outcome for the sync badge ('Nicht aktuell'). */
async function noted(userId: number, refresh: () => Promise<void>): Promise<void> {
  try {
    await refresh();
  } catch (failure) {
    await writeMeta(fieldDb, META.refreshFailedAt(userId), new Date().toISOString()).catch(() => undefined);
    throw failure;
  }
  await fieldDb.meta.delete(META.refreshFailedAt(userId)).catch(() => undefined);
}

export function useOperationList<T>(name: ListName, limit?: number): OperationListState<T> {
  const { userId, role } = useFieldUser();
  const key = listKey(userId, name, limit);
  // Read at the start (landing-prefetch.ts): shown until the live query answers.
  const [readEarly] = useState(() => takeStoredListReadEarly(key));
  const stored = useLiveQuery(() => fieldDb.lists.get(key).then((l) => l ?? null), [key], readEarly);
  const { refreshing, succeeded, error, retry } = useOnlineRefresh(
    () =>
      noted(userId, async () => {
        await refreshList(userId, name, limit);
        if (name === 'future' || name === 'ownFuture') void syncOperations(userId, role).catch(() => undefined);
      }),
    [userId, role, name, limit],
    LIST_FAILED,
  );
  const items = (stored?.items as T[] | undefined) ?? null;
  return {
    items,
    loading: stored === undefined || (items === null && (refreshing || succeeded)),
    // Offline with a stored list is fine; a failed refresh with one is said beside it.
    error: items === null && !refreshing && !succeeded ? (error ?? LIST_FAILED) : null,
    refreshFailed: items !== null && !refreshing && error !== null,
    retry,
    fetchedAt: stored?.fetchedAt ?? null,
  };
}
