// Drizzle builds a query's SQL on every call; for the queries behind every operation list that
// was the largest part of the request's CPU time (decision 010). A prepared query builds it
// once; its values are placeholders filled per call. PostgreSQL needs a name per prepared
// statement, SQLite ignores it.
import type { Db } from './open-database';

/** `prepare` runs once per database (or transaction); later calls answer the same queries. */
export function perConnection<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
