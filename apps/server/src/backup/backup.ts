// Consistent online backup of DATA_DIR while the server runs, and its restore.
// The database goes through SQLite's online backup API (a consistent snapshot even while
// the server writes, WAL included); the uploads are copied after it. Images are written to
// disk before their rows commit and never change afterwards, so every image the snapshot
// names is already on disk when the files are copied.
// A backup holds everything DATA_DIR holds (and the uploads, also when UPLOADS_DIR puts them
// elsewhere) and is made for the owner only, as DATA_DIR is.
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { restrictTree } from '../security/file-modes';

const DB_FILE = 'tragkraft.db';
const UPLOADS = 'uploads';
const KEPT_FILES = ['jwt-secret', 'vapid-keys.json'];

export interface BackupResult {
  dir: string;
  databaseBytes: number;
  uploads: number;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

export async function backupDataDir(dataDir: string, targetDir: string, uploadsDir = join(dataDir, UPLOADS)): Promise<BackupResult> {
  const source = join(dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0) throw new Error(`backup folder ${targetDir} is not empty`);
  mkdirSync(targetDir, { recursive: true, mode: 0o700 });

  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(join(targetDir, DB_FILE));
  } finally {
    db.close();
  }
  if (existsSync(uploadsDir)) {
    const temp = join(uploadsDir, '.tmp');
    cpSync(uploadsDir, join(targetDir, UPLOADS), { recursive: true, filter: (path) => path !== temp && !path.startsWith(`${temp}/`) });
  }
  for (const file of KEPT_FILES) {
    if (existsSync(join(dataDir, file))) cpSync(join(dataDir, file), join(targetDir, file));
  }
  const check = new Database(join(targetDir, DB_FILE), { readonly: true });
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  if (integrity !== 'ok') throw new Error(`backup failed the integrity check: ${String(integrity)}`);
  writeFileSync(join(targetDir, 'BACKUP.txt'), `Tragkraft backup of ${dataDir}\ncreated ${new Date().toISOString()}\n`);
  restrictTree(targetDir);
  return { dir: targetDir, databaseBytes: statSync(join(targetDir, DB_FILE)).size, uploads: countFiles(join(targetDir, UPLOADS)) };
}

/**
 * Restores a backup into DATA_DIR (and the uploads into UPLOADS_DIR). The server must be
 * stopped; the old data is moved aside, the uploads too when they live outside DATA_DIR.
 */
export function restoreDataDir(backupDir: string, dataDir: string, uploadsDir = join(dataDir, UPLOADS)): { movedAside: string | null } {
  if (!existsSync(join(backupDir, DB_FILE))) throw new Error(`no backup at ${backupDir}`);
  let movedAside: string | null = null;
  const stamp = Date.now();
  if (existsSync(join(dataDir, DB_FILE))) {
    movedAside = `${dataDir.replace(/\/+$/, '')}.before-restore-${stamp}`;
    cpSync(dataDir, movedAside, { recursive: true });
    restrictTree(movedAside);
  }
  const uploadsElsewhere = uploadsDir !== join(dataDir, UPLOADS);
  if (uploadsElsewhere && existsSync(uploadsDir)) {
    const aside = `${uploadsDir.replace(/\/+$/, '')}.before-restore-${stamp}`;
    cpSync(uploadsDir, aside, { recursive: true });
    restrictTree(aside);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) rmSync(join(dataDir, name), { force: true });
  rmSync(uploadsDir, { recursive: true, force: true });
  cpSync(join(backupDir, DB_FILE), join(dataDir, DB_FILE));
  if (existsSync(join(backupDir, UPLOADS))) cpSync(join(backupDir, UPLOADS), uploadsDir, { recursive: true });
  for (const file of KEPT_FILES) {
    if (existsSync(join(backupDir, file))) cpSync(join(backupDir, file), join(dataDir, file));
  }
  for (const path of [join(dataDir, DB_FILE), uploadsDir, ...KEPT_FILES.map((file) => join(dataDir, file))]) restrictTree(path);
  return { movedAside };
}
