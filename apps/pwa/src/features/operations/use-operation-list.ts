import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { takeStoredListReadEarly } from '../../offline/early-list';
import { fieldDb, listKey } from '../../offline/field-db';
import type { ListName } from '../../offline/field-types';
import { refreshList, syncOperations } from './refresh-operations';
import { useFieldUser } from './use-field-user';
import { useOnlineRefresh } from './use-online-refresh';

export const LIST_FAILED = 'Fehler beim Herunterladen der Einsätze';

/**
 * A server list as stored on the phone, refreshed when online. Future lists also bring the
 * changed details (changes cursor), so every coming operation opens offline.
 */
export function useOperationList<T>(name: ListName, limit?: number): { items: T[] | null; loading: boolean; error: string | null; fetchedAt: string | null } {
  const { userId, role } = useFieldUser();
  const key = listKey(userId, name, limit);
  // Read at the start (landing-prefetch.ts): shown until the live query answers.
  const [readEarly] = useState(() => takeStoredListReadEarly(key));
  const stored = useLiveQuery(() => fieldDb.lists.get(key).then((l) => l ?? null), [key], readEarly);
  const { refreshing, succeeded, error } = useOnlineRefresh(
    async () => {
      await refreshList(userId, name, limit);
      if (name === 'future' || name === 'ownFuture') void syncOperations(userId, role).catch(() => undefined);
    },
    [userId, role, name, limit],
    LIST_FAILED,
  );
  const items = (stored?.items as T[] | undefined) ?? null;
  return {
    items,
    loading: stored === undefined || (items === null && (refreshing || succeeded)),
    // Offline with a stored list is fine; a failed refresh only matters without one.
    error: items === null && !refreshing && !succeeded ? (error ?? LIST_FAILED) : null,
    fetchedAt: stored?.fetchedAt ?? null,
  };
}
