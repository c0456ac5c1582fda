// Consistent online backup of an installation while the server runs, and its restore, on both
// engines (decision 034). A backup folder holds:
//   manifest.json        engine, time, the database file and every stored file with size and sha256
//   tragkraft.db         SQLite: the online backup API's snapshot (consistent while the server writes)
//   database.dump        PostgreSQL: pg_dump's custom format (one consistent snapshot)
//   uploads/<path>       the stored files, from the folder or the bucket
//   jwt-secret, vapid-keys.json   DATA_DIR's secrets when they live there (SQLite)
// The files are copied after the database: a file is stored before its row commits and never
// changes afterwards, so every file the snapshot names is already stored when they are copied.
// A restore goes into an empty database (PostgreSQL) and an empty bucket; a SQLite data folder
// and an uploads folder are moved aside first, as before. Everything is for the owner only.
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import pg from 'pg';
import { createStorage, type StorageSettings } from '../plugins/storage';
import { restrictTree } from '../security/file-modes';
import { dumpDatabase, restoreDatabase } from './pg-tools';
import { putStoredFiles, saveStoredFiles, sha256OfFile, type FileEntry } from './stored-files';

const SQLITE_FILE = 'tragkraft.db';
const PG_DUMP = 'database.dump';
const UPLOADS = 'uploads';
const MANIFEST = 'manifest.json';
const KEPT_FILES = ['jwt-secret', 'vapid-keys.json'];

/** Where an installation keeps its data: DATA_DIR, DATABASE_URL and the stored files' store. */
export interface Installation {
  dataDir: string;
  databaseUrl: string | null;
  files: StorageSettings;
}

/** SQLite in dataDir, the stored files in a folder (DATA_DIR/uploads unless given). */
export const sqliteInstallation = (dataDir: string, uploadsDir = join(dataDir, UPLOADS)): Installation => ({
  dataDir,
  databaseUrl: null,
  files: { uploadsDir, s3: null },
});

interface Manifest {
  format: 1;
  createdAt: string;
  engine: 'sqlite' | 'postgresql';
  database: FileEntry;
  files: FileEntry[];
}

export interface BackupResult {
  dir: string;
  engine: Manifest['engine'];
  databaseBytes: number;
  files: number;
}

async function snapshotSqlite(dataDir: string, file: string): Promise<void> {
  const source = join(dataDir, SQLITE_FILE);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  const check = new Database(file, { readonly: true });
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  if (integrity !== 'ok') throw new Error(`backup failed the integrity check: ${String(integrity)}`);
}

export async function backupInstallation(from: Installation, targetDir: string): Promise<BackupResult> {
  if (!from.databaseUrl && !existsSync(join(from.dataDir, SQLITE_FILE))) throw new Error(`no database at ${join(from.dataDir, SQLITE_FILE)}`);
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0) throw new Error(`backup folder ${targetDir} is not empty`);
  mkdirSync(targetDir, { recursive: true, mode: 0o700 });
  const engine = from.databaseUrl ? 'postgresql' : 'sqlite';
  const databaseFile = join(targetDir, engine === 'postgresql' ? PG_DUMP : SQLITE_FILE);
  if (from.databaseUrl) await dumpDatabase(from.databaseUrl, databaseFile);
  else await snapshotSqlite(from.dataDir, databaseFile);

  const storage = createStorage(from.files);
  let files: FileEntry[];
  try {
    files = await saveStoredFiles(storage, join(targetDir, UPLOADS));
  } finally {
    storage.close();
  }
  for (const file of KEPT_FILES) {
    if (existsSync(join(from.dataDir, file))) cpSync(join(from.dataDir, file), join(targetDir, file));
  }
  const database = { path: relative(targetDir, databaseFile), ...(await sha256OfFile(databaseFile)) };
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), engine, database, files };
  writeFileSync(join(targetDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  restrictTree(targetDir);
  return { dir: targetDir, engine, databaseBytes: database.bytes, files: files.length };
}

/** A backup made before manifests (SQLite only): its files are listed and hashed as found. */
async function readManifest(backupDir: string): Promise<Manifest> {
  if (existsSync(join(backupDir, MANIFEST))) return JSON.parse(readFileSync(join(backupDir, MANIFEST), 'utf8')) as Manifest;
  if (!existsSync(join(backupDir, SQLITE_FILE))) throw new Error(`no backup at ${backupDir}`);
  const uploads = join(backupDir, UPLOADS);
  const files: FileEntry[] = [];
  if (existsSync(uploads)) {
    for (const entry of readdirSync(uploads, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      files.push({ path: relative(uploads, full).split(sep).join('/'), ...(await sha256OfFile(full)) });
    }
  }
  const database = { path: SQLITE_FILE, ...(await sha256OfFile(join(backupDir, SQLITE_FILE))) };
  return { format: 1, createdAt: statSync(join(backupDir, SQLITE_FILE)).mtime.toISOString(), engine: 'sqlite', database, files };
}

async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.n) === 0;
  } finally {
    await client.end();
  }
}

async function isEmptyBucket(files: StorageSettings): Promise<boolean> {
  const storage = createStorage(files);
  try {
    const first = await storage.list()[Symbol.asyncIterator]().next();
    return first.done === true;
  } finally {
    storage.close();
  }
}

/** Copies `path` to '<path>.before-restore-<stamp>' for the owner only; answers the copy. */
function moveAside(path: string, stamp: number): string {
  const aside = `${path.replace(/\/+$/, '')}.before-restore-${stamp}`;
  cpSync(path, aside, { recursive: true });
  restrictTree(aside);
  return aside;
}

/**
 * Restores a backup into an installation of the same engine. The server must be stopped.
 * PostgreSQL: the database must be empty (created, nothing in it). A bucket must be empty.
 * SQLite: the old data folder is kept aside (answered), an uploads folder outside it too.
 */
export async function restoreInstallation(backupDir: string, into: Installation): Promise<{ movedAside: string | null }> {
  const manifest = await readManifest(backupDir);
  const engine = into.databaseUrl ? 'postgresql' : 'sqlite';
  if (manifest.engine !== engine) throw new Error(`the backup is of ${manifest.engine}, the target of ${engine}: restore it into the same engine`);
  const database = join(backupDir, manifest.database.path);
  if ((await sha256OfFile(database)).sha256 !== manifest.database.sha256) throw new Error(`${manifest.database.path} does not match its checksum`);
  if (into.databaseUrl && !(await isEmptyDatabase(into.databaseUrl))) throw new Error('the target database is not empty: create an empty one to restore into');
  if (into.files.s3 && !(await isEmptyBucket(into.files))) throw new Error(`the bucket ${into.files.s3.bucket} is not empty: restore into an empty bucket`);

  const stamp = Date.now();
  let movedAside: string | null = null;
  const { dataDir } = into;
  if (!into.databaseUrl && existsSync(join(dataDir, SQLITE_FILE))) movedAside = moveAside(dataDir, stamp);
  const { uploadsDir } = into.files;
  const uploadsInData = uploadsDir === join(dataDir, UPLOADS);
  if (!into.files.s3) {
    if (!uploadsInData && existsSync(uploadsDir)) moveAside(uploadsDir, stamp);
    rmSync(uploadsDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });

  if (into.databaseUrl) {
    await restoreDatabase(into.databaseUrl, database);
  } else {
    for (const name of [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`]) rmSync(join(dataDir, name), { force: true });
    cpSync(database, join(dataDir, SQLITE_FILE));
  }
  for (const file of KEPT_FILES) {
    if (existsSync(join(backupDir, file))) cpSync(join(backupDir, file), join(dataDir, file));
  }
  const storage = createStorage(into.files);
  try {
    await putStoredFiles(storage, join(backupDir, UPLOADS), manifest.files);
  } finally {
    storage.close();
  }
  for (const path of [join(dataDir, SQLITE_FILE), uploadsDir, ...KEPT_FILES.map((file) => join(dataDir, file))]) {
    if (existsSync(path)) restrictTree(path);
  }
  return { movedAside };
}
