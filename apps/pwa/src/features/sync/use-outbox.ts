import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../auth/session-store';
import { fieldDb, META, readMeta } from '../../offline/field-db';
import type { OutboxItem } from '../../offline/field-types';

export interface OutboxState {
  /** False until the queue has been read (the badge then claims nothing yet). */
  loaded: boolean;
  items: OutboxItem[];
  pending: number;
  rejected: number;
  lastSyncAt: string | null;
  /** A 401 paused the queue for the current sign-in. */
  authPaused: boolean;
  /** The last refresh of a list failed: what the phone shows may be old. */
  refreshFailed: boolean;
  /** When the newest list on the phone was fetched: the age of what the screens show. */
  dataAt: string | null;
}

const NOT_READ: OutboxState = { loaded: false, items: [], pending: 0, rejected: 0, lastSyncAt: null, authPaused: false, refreshFailed: false, dataAt: null };

/** The signed-in user's queue, live. */
export function useOutbox(): OutboxState {
  const session = useSession();
  const userId = session?.user.id ?? 0;
  const token = session?.token ?? '';
  return (
    useLiveQuery(async () => {
      const items = await fieldDb.outbox.where('userId').equals(userId).sortBy('seq');
      const fetched = (await fieldDb.lists.where('userId').equals(userId).toArray()).map((l) => l.fetchedAt).sort();
      return {
        loaded: true,
        items,
        pending: items.filter((i) => i.status === 'pending').length,
        rejected: items.filter((i) => i.status === 'rejected').length,
        lastSyncAt: (await readMeta<string>(fieldDb, META.lastSyncAt(userId))) ?? null,
        authPaused: token !== '' && (await readMeta<string>(fieldDb, META.authPausedToken)) === token,
        refreshFailed: (await readMeta<string>(fieldDb, META.refreshFailedAt(userId))) !== undefined,
        dataAt: fetched.at(-1) ?? null,
      };
    }, [userId, token]) ?? NOT_READ
  );
}

/** Any user's items still waiting to be sent (the update prompt must not reload then). */
export function usePendingAnywhere(): number {
  return useLiveQuery(() => fieldDb.outbox.where('status').equals('pending').count(), []) ?? 0;
}
