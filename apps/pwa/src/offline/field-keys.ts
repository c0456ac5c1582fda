// Names and keys of the field database (field-db.ts), without Dexie: early-list.ts reads the
// stored landing list with plain IndexedDB before Dexie's code has loaded.
import type { StoredList } from './field-types';

export const FIELD_DB_NAME = 'tragkraft-field';

export const detailKey = (userId: number, stageId: number) => `${userId}:${stageId}`;
export const listKey = (userId: number, name: StoredList['name'], limit?: number) => `${userId}:${name}${limit ? `:${limit}` : ''}`;
