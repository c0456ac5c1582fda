// The field PWA's IndexedDB (Dexie). Used by the page and by the service worker (Dexie works
// in workers), so this file must not touch window or the DOM. The outbox table is the only
// write queue: Workbox's background-sync queue is not used as a store (it drops requests on
// any HTTP answer, keeps bodies opaque and replays only at worker start on Safari/Firefox).
import Dexie, { type EntityTable } from 'dexie';
import { FIELD_DB_NAME } from './field-keys';
import type { MetaRow, OutboxItem, ReportDraft, SessionMirror, StoredDetail, StoredList, StoredPhoto } from './field-types';

export { detailKey, listKey } from './field-keys';

export class FieldDb extends Dexie {
  lists!: EntityTable<StoredList, 'key'>;
  details!: EntityTable<StoredDetail, 'key'>;
  drafts!: EntityTable<ReportDraft, 'key'>;
  photos!: EntityTable<StoredPhoto, 'id'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  session!: EntityTable<SessionMirror, 'key'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = FIELD_DB_NAME) {
    super(name);
    this.version(1).stores({
      lists: 'key, userId',
      details: 'key, userId, stageId',
      drafts: 'key, userId, stageId',
      photos: 'id, userId, stageId',
      outbox: '++seq, &id, userId, stageId, status',
      session: 'key',
      meta: 'key',
    });
  }
}

export const fieldDb = new FieldDb();

/** Keys of the meta table. */
export const META = {
  /** Token whose 401 paused the queue; a new sign-in (other token) lifts the pause. */
  authPausedToken: 'authPausedToken',
  lastSyncAt: (userId: number) => `lastSyncAt:${userId}`,
  sentAt: (userId: number, stageId: number) => `sentAt:${userId}:${stageId}`,
  cursor: (userId: number) => `cursor:${userId}`,
  /** When the last refresh of a list failed (cleared by the next success): the badge says so. */
  refreshFailedAt: (userId: number) => `refreshFailedAt:${userId}`,
  /** A refused report the user chose to keep as a read-only copy ('Kopie behalten'). */
  keptCopy: (userId: number, stageId: number) => `keptCopy:${userId}:${stageId}`,
  /** The person's week as the server last answered it (GET /api/me/time), shown offline. */
  timeWeek: (userId: number, week: string) => `timeWeek:${userId}:${week}`,
  /** Timeouts and backoff cap of the outbox (outbox-policy OutboxTiming); set only by tests. */
  outboxTiming: 'outboxTiming',
} as const;

export async function readMeta<T>(db: FieldDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: FieldDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
