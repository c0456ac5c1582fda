// Drizzle builds a query's SQL and SQLite compiles it on every call of .all()/.get(); for the
// queries behind every operation list that was the largest part of the request's CPU time
// (decision 010). A prepared statement does both once; its values are placeholders filled
// per call. It belongs to one connection, so the statements are kept per connection.
import type Database from 'better-sqlite3';
import type { Db } from './open-database';

/** `prepare` runs once per database connection; later calls answer the same statements. */
export function perConnection<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Database.Database, T>();
  return (db) => {
    let statements = prepared.get(db.$client);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db.$client, statements);
    }
    return statements;
  };
}
