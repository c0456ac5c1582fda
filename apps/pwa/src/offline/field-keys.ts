// Names and keys of the field database (field-db.ts), without Dexie: early-list.ts reads the
// stored landing list with plain IndexedDB before Dexie's code has loaded.
import type { StoredList } from './field-types';

export const FIELD_DB_NAME = 'tragkraft-field';

export const detailKey = (userId: number, stageId: number) => `${userId}:${stageId}`;
export const listKey = (userId: number, name: StoredList['name'], limit?: number) => `${userId}:${name}${limit ? `:${limit}` : ''}`;

/**
 * The outbox's stage key of working-time taps: one key for all of them, so they keep their
 * order among themselves (the server refuses a pause before its start) and never wait for a
 * stage's report or confirmation (outbox-policy nextInLane). No stage has the id 0.
 */
export const TIME_OUTBOX_STAGE = 0;

/** Fired on window by a successful field read: the server answers, so the outbox tries now. */
export const SERVER_REACHED_EVENT = 'tragkraft:server-reached';

/** BroadcastChannel on which the button asks other replays (worker, tabs) to end stuck sends. */
export const ABORT_CHANNEL = 'outbox-abort';
