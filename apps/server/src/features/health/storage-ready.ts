// Can this instance store files? Today's storage (plugins/storage.ts) is the uploads folder:
// a small temporary file is written and removed again, through the same calls an upload uses.
// Kept behind this one function so another storage backend (object storage, issue 31 §1) only
// changes what is checked here.
import type { Storage } from '../../plugins/storage';

/** A promise, as the check of a remote store will be. */
export function storageReady(storage: Storage): Promise<boolean> {
  let file: string | null = null;
  try {
    file = storage.writeTemp(new Uint8Array([0]));
    return Promise.resolve(true);
  } catch {
    return Promise.resolve(false);
  } finally {
    if (file !== null) {
      try {
        storage.remove(file);
      } catch {
        // A probe file left behind is removed with the other leftovers at the next start.
      }
    }
  }
}
