// What the server keeps in DATA_DIR is for its own user only: the database (every person's
// data), mail/ (live password reset links), uploads/ (site photos), the token secret and
// backups. Files are created 0600 and folders 0700; at start, whatever an older version or
// a copy left readable for the group or the world is closed (decision 013).
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GROUP_AND_WORLD = 0o077;

/** The database with its WAL and shared-memory files, and the generated token secret and push keys. */
const PRIVATE_FILES = ['tragkraft.db', 'tragkraft.db-wal', 'tragkraft.db-shm', 'jwt-secret', 'vapid-keys.json'];
const PRIVATE_TREES = ['mail', 'uploads'];

/** Takes group and world access away from a file or folder and everything below it. */
export function restrictTree(path: string): void {
  if (!existsSync(path)) return;
  const stat = lstatSync(path);
  // A link is left alone: its target may be anything (a mounted volume, a system file).
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & GROUP_AND_WORLD) !== 0) chmodSync(path, stat.mode & 0o777 & ~GROUP_AND_WORLD);
  if (stat.isDirectory()) for (const name of readdirSync(path)) restrictTree(join(path, name));
}

/**
 * Closes what the server keeps in DATA_DIR. DATA_DIR itself is only created private
 * (readConfig): an existing folder may be a mount point the operator shares on purpose.
 */
export function restrictDataDir(dataDir: string): void {
  for (const name of [...PRIVATE_FILES, ...PRIVATE_TREES]) restrictTree(join(dataDir, name));
}
