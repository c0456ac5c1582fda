import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens (or creates, owner-only) DATA_DIR/tragkraft.db with WAL and foreign keys, and migrates it. */
export function openDatabase(dataDir: string, migrationsDir: string): Db {
  const file = join(dataDir, 'tragkraft.db');
  // SQLite would create the file 0644; created 0600 here, and SQLite gives the WAL and
  // shared-memory files the mode of the database file.
  closeSync(openSync(file, 'a', 0o600));
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsDir });
  return db;
}
