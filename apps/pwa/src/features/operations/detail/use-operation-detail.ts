import { useLiveQuery } from 'dexie-react-hooks';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { detailKey, fieldDb, META, readMeta } from '../../../offline/field-db';
import type { OutboxItem } from '../../../offline/field-types';
import { cacheImages, refreshDetail } from '../refresh-operations';
import { useFieldUser } from '../use-field-user';
import { useOnlineRefresh } from '../use-online-refresh';

const DETAIL_FAILED = 'Konnte den Einsatz nicht laden';

export interface OperationState {
  detail: OperationDetail | null;
  /** The user's queued and rejected changes of this stage. */
  items: OutboxItem[];
  sentAt: string | null;
  loading: boolean;
  error: string | null;
}

/** One operation from the phone, fetched fresh (with its images) when online. */
export function useOperationDetail(stageId: number): OperationState {
  const { userId, role } = useFieldUser();
  const stored = useLiveQuery(async () => {
    const [detail, items, sentAt] = await Promise.all([
      fieldDb.details.get(detailKey(userId, stageId)),
      fieldDb.outbox.where('stageId').equals(stageId).filter((i) => i.userId === userId).sortBy('seq'),
      readMeta<string>(fieldDb, META.sentAt(userId, stageId)),
    ]);
    return { detail: detail?.detail ?? null, items, sentAt: sentAt ?? null };
  }, [userId, stageId]);
  const { refreshing, succeeded, error } = useOnlineRefresh(
    async () => {
      const detail = await refreshDetail(userId, role, stageId);
      void cacheImages(userId, detail).catch(() => undefined);
    },
    [userId, role, stageId],
    DETAIL_FAILED,
  );
  const detail = stored?.detail ?? null;
  return {
    detail,
    items: stored?.items ?? [],
    sentAt: stored?.sentAt ?? null,
    loading: stored === undefined || (detail === null && (refreshing || succeeded)),
    error: detail === null && !refreshing && !succeeded ? (error ?? DETAIL_FAILED) : null,
  };
}
