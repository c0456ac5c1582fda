// The column kit: the only place where a table's words become SQLite or PostgreSQL (decision
// 030). db/schema-tables.ts writes every table once against a kit; schema-sqlite.ts and
// schema-pg.ts build that definition with sqliteKit and pgKit (what drizzle-kit generates each
// dialect's migrations from). Drizzle itself has no dialect-neutral table (drizzle issue #1196).
//
// Mappings (issue 17): boolean for SQLite's 0/1 integers, jsonb for JSON text, double precision
// for real, identity (by default, so explicit ids still load) for AUTOINCREMENT, ISO-8601 UTC
// text instants on both, with the same millisecond default.
import { type SQL, sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as sqlite from 'drizzle-orm/sqlite-core';

export const pgKit = {
  table: pg.pgTable,
  integer: pg.integer,
  text: pg.text,
  boolean: pg.boolean,
  /** JSON of any shape (give it one with .$type<…>()). */
  json: pg.jsonb,
  real: pg.doublePrecision,
  /**
   * Integer Rappen. bigint on PostgreSQL (read as a number, exact up to 2^53): a bank file may
   * carry more than integer's CHF 21'474'836.47 (issue 29 item 5); SQLite's integers are 64-bit.
   */
  money: <N extends string>(name: N) => pg.bigint(name, { mode: 'number' }),
  /** Values beyond 32 bits (epoch milliseconds): SQLite's integers are 64-bit, PostgreSQL needs bigint. */
  int64: <N extends string>(name: N) => pg.bigint(name, { mode: 'number' }),
  /** The id the database gives on insert. */
  id: () => pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /**
   * The same on PostgreSQL; on SQLite a plain rowid alias without AUTOINCREMENT (ids may be
   * used again after a delete, fine for rows nothing points at; kept as the migrations have it).
   */
  rowId: () => pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /**
   * The ISO-8601 UTC instant of the statement, with milliseconds: SQLite's
   * strftime('%Y-%m-%dT%H:%M:%fZ','now') is one value for every row of one statement, as
   * PostgreSQL's statement_timestamp().
   */
  createdAt: () => pg.text('created_at').notNull().default(sql`to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
  /**
   * A JSON column's top-level field as an index expression: json_extract on SQLite, ->> (text)
   * on PostgreSQL (a cast to numeric there would make an insert fail on a non-numeric figure,
   * which SQLite stores).
   */
  jsonField: (column: pg.AnyPgColumn, key: string): SQL => sql`(${column} ->> ${sql.raw(`'${plainKey(key)}'`)})`,
  index: pg.index,
  uniqueIndex: pg.uniqueIndex,
  primaryKey: pg.primaryKey,
};

/** The kit tables are written against: PostgreSQL's, whose table types the use cases see (db/schema.ts). */
export type Kit = typeof pgKit;

const sqliteKitOwn = {
  table: sqlite.sqliteTable,
  integer: <N extends string>(name: N) => sqlite.integer(name),
  text: sqlite.text,
  boolean: <N extends string>(name: N) => sqlite.integer(name, { mode: 'boolean' }),
  json: <N extends string>(name: N) => sqlite.text(name, { mode: 'json' }),
  real: sqlite.real,
  money: <N extends string>(name: N) => sqlite.integer(name),
  int64: <N extends string>(name: N) => sqlite.integer(name),
  id: () => sqlite.integer('id').primaryKey({ autoIncrement: true }),
  rowId: () => sqlite.integer('id').primaryKey(),
  createdAt: () => sqlite.text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  jsonField: (column: sqlite.AnySQLiteColumn, key: string): SQL => sql`json_extract(${column}, ${sql.raw(`'$.${plainKey(key)}'`)})`,
  index: sqlite.index,
  uniqueIndex: sqlite.uniqueIndex,
  primaryKey: sqlite.primaryKey,
} satisfies Record<keyof Kit, unknown>;

// What a column holds in JavaScript must not depend on the engine: the use cases are typed
// with PostgreSQL's tables and run on SQLite's. A kit column whose value type differs between
// the two kits fails to compile here.
type DataOf<F> = F extends (...args: never[]) => { _: { data: infer D } } ? D : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ColumnKind = 'integer' | 'boolean' | 'json' | 'real' | 'money' | 'int64' | 'id' | 'rowId' | 'createdAt';
const sameValueTypes: { [K in ColumnKind]: Same<DataOf<(typeof sqliteKitOwn)[K]>, DataOf<Kit[K]>> } = {
  integer: true,
  boolean: true,
  json: true,
  real: true,
  money: true,
  int64: true,
  id: true,
  rowId: true,
  createdAt: true,
};
void sameValueTypes;

/**
 * SQLite's kit under the kit's type: a definition written against `Kit` builds SQLite tables
 * with it. Only the kit's own functions and the builder methods both dialects have
 * (notNull, default, $type, references, primaryKey, on) may be used in a definition.
 */
export const sqliteKit = sqliteKitOwn as unknown as Kit;

function plainKey(key: string): string {
  if (!/^\w+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
  return key;
}
