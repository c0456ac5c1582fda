// Names and keys of the field database (field-db.ts), without Dexie: early-list.ts reads the
// stored landing list with plain IndexedDB before Dexie's code has loaded.
import type { StoredList } from './field-types';

export const FIELD_DB_NAME = 'tragkraft-field';

export const detailKey = (userId: number, stageId: number) => `${userId}:${stageId}`;
export const listKey = (userId: number, name: StoredList['name'], limit?: number) => `${userId}:${name}${limit ? `:${limit}` : ''}`;

/** Fired on window by a successful field read: the server answers, so the outbox tries now. */
export const SERVER_REACHED_EVENT = 'tragkraft:server-reached';

/** BroadcastChannel on which the button asks other replays (worker, tabs) to end stuck sends. */
export const ABORT_CHANNEL = 'outbox-abort';
