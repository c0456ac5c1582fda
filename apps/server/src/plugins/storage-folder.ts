// The stored files in a folder (UPLOADS_DIR, the default backend). A file is moved into place by
// a rename from the temporary folder (same folder tree, so the rename is atomic): a half-written
// file never carries a final name, also for another app instance reading the same shared folder.
// Folders are 0700 and files 0600: site photos are for the server's user only.
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from './errors';
import { checkStoragePath, storageUnavailable, type Storage, type StoredObject } from './storage-contract';
import { openTempFiles } from './storage-temp';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createFolderStorage(uploadsDir: string): Storage {
  const root = uploadsDir;
  const temp = openTempFiles(root);

  /** Absolute path of a storagePath; refuses anything that leaves the uploads folder. */
  function resolveStored(storagePath: string): string {
    checkStoragePath(storagePath);
    const full = normalize(join(root, storagePath));
    if (!full.startsWith(root + sep) || full.startsWith(temp.dir + sep)) throw new Error(`bad storage path: ${storagePath}`);
    return full;
  }

  async function moveIn(tempFile: string, storagePath: string): Promise<void> {
    const target = resolveStored(storagePath);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await rename(tempFile, target);
  }

  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (full === temp.dir) continue;
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield { path: relative(root, full).split(sep).join('/'), size: (await stat(full)).size };
    }
  }

  return {
    kind: 'folder',
    tempPath: temp.path,
    place: moveIn,
    async copyIn(localFile, storagePath) {
      const part = temp.path();
      await copyFile(localFile, part);
      await moveIn(part, storagePath);
    },
    async open(storagePath): Promise<Readable> {
      // Opened before the answer starts, so a missing file is a 404, not a cut-off answer.
      const handle = await open(resolveStored(storagePath), 'r').catch((error: unknown) => {
        throw missing(error) ? notFound() : error;
      });
      return handle.createReadStream();
    },
    async size(storagePath) {
      try {
        return (await stat(resolveStored(storagePath))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(storagePath) {
      await rm(resolveStored(storagePath), { force: true });
    },
    list: () => walk(root),
    async check() {
      // A real write: access(W_OK) says yes to root even where no file can be made.
      const probe = join(temp.dir, `ready-${process.pid}-${Date.now()}`);
      try {
        await writeFile(probe, '');
        await rm(probe, { force: true });
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    close() {},
  };
}
