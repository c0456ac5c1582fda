// The temporary files of uploads being read and checked, in UPLOADS_DIR/.tmp on the local disk
// for both backends: an upload is checked there (type, size, pixels) before it is moved into the
// folder or sent to the bucket. Temporary files are named '<host>~<pid>~<uuid>.part': whose
// process wrote them, so a starting instance removes what crashes left behind.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary file of another machine this old belongs to no running upload (an upload must be
 * done within UPLOAD_TIMEOUT_SECONDS, 5 minutes by default): it was left by a crash.
 */
export const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

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

export interface TempFiles {
  readonly dir: string;
  /** A fresh temporary file name; nothing is created. */
  path(): string;
}

/** Creates UPLOADS_DIR/.tmp (owner only) and clears what crashes left in it. */
export function openTempFiles(uploadsDir: string): TempFiles {
  const dir = join(uploadsDir, '.tmp');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeLeftOverTempFiles(dir, Date.now());
  return { dir, path: () => join(dir, `${TEMP_OWNER}~${randomUUID()}.part`) };
}
