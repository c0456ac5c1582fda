import { FIELD_DB_NAME } from './field-keys';
import type { StoredList } from './field-types';

// The landing list as stored on the phone, read at the start (landing-prefetch.ts) while the
// app's code still loads, so that the list screen's first render shows it instead of a
// loader; its live query takes over from there. Dexie's code is not there yet, so this reads
// the 'lists' store of field-db.ts with plain IndexedDB.
const readEarly = new Map<string, StoredList | null>();

export function readStoredListEarly(key: string): void {
  // Any failure leaves nothing read: the screen then waits for its live query, as before.
  const opening = indexedDB.open(FIELD_DB_NAME);
  // No database yet (a first start): nothing to show, and Dexie creates it later.
  opening.onupgradeneeded = () => opening.transaction?.abort();
  opening.onsuccess = () => {
    const db = opening.result;
    // Dexie may need the database for an upgrade: never stand in its way.
    db.onversionchange = () => db.close();
    if (!db.objectStoreNames.contains('lists')) {
      db.close();
      return;
    }
    const transaction = db.transaction('lists', 'readonly');
    const reading = transaction.objectStore('lists').get(key);
    reading.onsuccess = () => readEarly.set(key, (reading.result as StoredList | undefined) ?? null);
    transaction.oncomplete = () => db.close();
    transaction.onerror = () => db.close();
  };
}

/** The list read early under `key` (null: none stored), once; undefined when not read (yet). */
export function takeStoredListReadEarly(key: string): StoredList | null | undefined {
  const list = readEarly.get(key);
  readEarly.delete(key);
  return list;
}
