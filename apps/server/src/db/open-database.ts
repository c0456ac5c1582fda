// One data-access layer, two engines (decision 020). Use cases see ONE type, drizzle's
// PostgreSQL database over the tables of db/schema.ts: asynchronous, no synchronous
// .get()/.all()/.run() to call by mistake. On SQLite the same calls run through
// sqlite-driver.ts; the tables in db/schema.ts are the engine's own.
import Database from 'better-sqlite3';
import { type SQL } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ENGINE, type Engine, type Tables } from './schema';
import * as pgSchema from './schema-pg';
import { openSqliteConnections } from './sqlite-driver';

/** A database or an open transaction: use cases accept either. */
export type Db = PgDatabase<NodePgQueryResultHKT, Tables>;

// int8 (count(*), sums of integers) and numeric arrive as strings from pg; SQLite gives numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** PostgreSQL's connection pool at this moment (metrics, decision 036). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppDatabase {
  engine: Engine;
  db: Db;
  /** The pool's use; null on SQLite (one writer and one reader connection, no pool). */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  /** postgres://… for PostgreSQL; null keeps SQLite in dataDir. */
  databaseUrl: string | null;
  migrationsDir: string;
  migrationsPgDir: string;
}

// Raw SQL differs per engine (SQLite: rows from the connection; pg: execute().rows).
const rawRunners = new WeakMap<object, <T>(query: SQL) => Promise<T[]>>();

/** Raw SQL rows of either engine, in the transaction the call chain belongs to. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const sqlite = rawRunners.get(db);
  if (sqlite) return sqlite<T>(query);
  return (await db.execute(query)).rows as T[];
}

export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  const wanted: Engine = options.databaseUrl ? 'postgres' : 'sqlite';
  // The tables were chosen when the process started (db/schema.ts reads the environment).
  if (wanted !== ENGINE) throw new Error(`The database URL asks for ${wanted}, but DATABASE_URL in the environment says ${ENGINE}.`);
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.migrationsPgDir) : openSqlite(options.dataDir, options.migrationsDir);
}

/** Opens (or creates, owner-only) DATA_DIR/tragkraft.db with WAL and foreign keys, and migrates it. */
function openSqlite(dataDir: string, migrationsFolder: string): AppDatabase {
  const file = join(dataDir, 'tragkraft.db');
  // SQLite would create the file 0644; created 0600 here, and SQLite gives the WAL and
  // shared-memory files the mode of the database file.
  closeSync(openSync(file, 'a', 0o600));
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('synchronous = NORMAL');
  migrateSqlite(drizzleSqlite(writer), { migrationsFolder });
  const connections = openSqliteConnections(writer, file, (db, run) => rawRunners.set(db, run));
  const db = connections.db as unknown as Db;
  return { engine: 'sqlite', db, poolUse: () => null, close: async () => connections.close() };
}

// Any constant shared by every instance: pg_advisory_lock takes a 64-bit key.
const MIGRATION_LOCK = 20_017;

async function openPostgres(url: string, migrationsFolder: string): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's connection error (database restarted) must not end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema: pgSchema });
  // Two instances starting at once: the second waits here, then finds every migration applied.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
  return {
    engine: 'postgres',
    db: db as unknown as Db,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
