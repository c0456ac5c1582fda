// better-sqlite3 for the generator's second connection to the app's file. It is the server's
// dependency, not the workspace root's, so it is loaded from the server package.
import { createRequire } from 'node:module';
import type { openSqliteConnections } from '../../apps/server/src/db/sqlite-driver';

/** better-sqlite3's Database, as the server's SQLite driver takes it. */
export type SqliteDatabase = Parameters<typeof openSqliteConnections>[0];

const Database = createRequire(new URL('../../apps/server/package.json', import.meta.url))('better-sqlite3') as new (file: string) => SqliteDatabase;

/** A connection to the SQLite file the app has open (WAL: the app's readers see what it commits). */
export function openSqlite(file: string): SqliteDatabase {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return db;
}
