// Uploaded files under UPLOADS_DIR (default DATA_DIR/uploads). Images are checked by their
// content (magic bytes), never by the name or the content type the client claims. A file is
// written to a temporary name first and renamed into place (same folder tree, so the rename is
// atomic), so a half-written file never carries a final name, also for another app instance
// reading the same shared folder. Folders are 0700 and files 0600: site photos are for the
// server's user only. storagePath (kept in the images table) is relative to the uploads folder:
// 'operation/<stageId>/<uuid>.jpg' (the image kind first, as the image factory does).
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';

export interface ImageType {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP ('RIFF'....'WEBP'); null otherwise. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return { mimeType: 'image/png', ext: 'png' };
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', ext: 'webp' };
  }
  return null;
}

export interface Storage {
  /** The uploads folder (UPLOADS_DIR). */
  readonly root: string;
  /** A fresh temporary file name (same disk, so the later rename is atomic); nothing is created. */
  tempPath(): string;
  /** Writes bytes under a temporary name. */
  writeTemp(bytes: Uint8Array): string;
  /** Moves a temporary file to 'operation/<stageId>/<id>.<ext>' and answers that storagePath. */
  placeImage(tempFile: string, stageId: number, id: string, ext: string): string;
  /** writeTemp + placeImage in one step. */
  saveImage(stageId: number, id: string, bytes: Uint8Array, ext: string): string;
  /** The stored file's bytes; rejects for a missing file or a path that leaves the folder. */
  read(storagePath: string): Promise<Buffer>;
  /** Removes a stored file (storagePath) or a temporary file (absolute); missing is fine. */
  remove(pathOrTemp: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * A temporary file of another machine this old belongs to no running upload (an upload must be
 * done within UPLOAD_TIMEOUT_SECONDS, 5 minutes by default): it was left by a crash.
 */
export const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

/** Temporary files are named '<host>~<pid>~<uuid>.part': whose process wrote them. */
const TEMP_HOST = hostname().replace(/[^\w.-]/g, '_');
const TEMP_OWNER = `${TEMP_HOST}~${process.pid}`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Left by a process of this machine that is gone, or by any process long ago. */
function isLeftOver(name: string, mtimeMs: number, now: number): boolean {
  const [host, pid] = name.split('~');
  if (host === TEMP_HOST && pid !== undefined && /^\d+$/.test(pid) && !processAlive(Number(pid))) return true;
  return now - mtimeMs > STALE_TEMP_MS;
}

/**
 * Removes the temporary files crashes left behind: those of dead processes of this machine at
 * once, those of other machines (instances on the same shared folder, which may be uploading
 * right now) only when they are old.
 */
function removeLeftOverTempFiles(tempDir: string, now: number): void {
  for (const name of readdirSync(tempDir)) {
    const file = join(tempDir, name);
    try {
      if (isLeftOver(name, statSync(file).mtimeMs, now)) rmSync(file, { recursive: true, force: true });
    } catch {
      // Renamed into place or removed by its own instance meanwhile.
    }
  }
}

function createStorage(uploadsDir: string): Storage {
  const root = uploadsDir;
  const tempDir = join(root, '.tmp');
  mkdirSync(tempDir, { recursive: true, mode: 0o700 });
  removeLeftOverTempFiles(tempDir, Date.now());

  /** Absolute path of a storagePath; refuses anything that leaves the uploads folder. */
  function resolveStored(storagePath: string): string {
    const full = normalize(join(root, storagePath));
    if (!full.startsWith(root + sep) || full.startsWith(tempDir + sep)) throw new Error(`bad storage path: ${storagePath}`);
    return full;
  }

  const storage: Storage = {
    root,
    tempPath() {
      return join(tempDir, `${TEMP_OWNER}~${randomUUID()}.part`);
    },
    writeTemp(bytes) {
      const file = storage.tempPath();
      writeFileSync(file, bytes, { mode: 0o600 });
      return file;
    },
    placeImage(tempFile, stageId, id, ext) {
      const storagePath = `operation/${stageId}/${id}.${ext}`;
      const target = resolveStored(storagePath);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      renameSync(tempFile, target);
      return storagePath;
    },
    saveImage(stageId, id, bytes, ext) {
      return storage.placeImage(storage.writeTemp(bytes), stageId, id, ext);
    },
    async read(storagePath) {
      return readFile(resolveStored(storagePath));
    },
    remove(pathOrTemp) {
      const full = pathOrTemp.startsWith(tempDir + sep) ? pathOrTemp : resolveStored(pathOrTemp);
      rmSync(full, { force: true });
    },
  };
  return storage;
}

export default fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    app.decorate('storage', createStorage(uploadsDir));
  },
  { name: 'storage' },
);
