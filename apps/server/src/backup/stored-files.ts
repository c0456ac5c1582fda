// The stored files of a backup (photos, signatures), from the folder or the bucket alike: each
// is streamed into the backup folder's uploads/ with its size and sha256 noted for the
// manifest, and checked against them again before a restore puts it into the target store.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../plugins/storage-contract';

export interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export async function sha256OfFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Streams every stored file into `folder`; answers what was written. */
export async function saveStoredFiles(storage: Storage, folder: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for await (const object of storage.list()) {
    const file = join(folder, object.path);
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      await pipeline(
        await storage.open(object.path),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            bytes += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(file, { mode: 0o600 }),
      );
    } catch (error) {
      // Removed since it was listed (a replaced signature): not part of this backup.
      if ((error as { status?: number }).status === 404) continue;
      throw error;
    }
    entries.push({ path: object.path, bytes, sha256: hash.digest('hex') });
  }
  return entries;
}

/** Puts the backup's files into the target store, each checked against the manifest first. */
export async function putStoredFiles(storage: Storage, folder: string, entries: FileEntry[]): Promise<void> {
  for (const entry of entries) {
    const file = join(folder, entry.path);
    const found = await sha256OfFile(file);
    if (found.sha256 !== entry.sha256 || found.bytes !== entry.bytes) throw new Error(`backup file ${entry.path} does not match its checksum`);
    await storage.copyIn(file, entry.path);
  }
}
