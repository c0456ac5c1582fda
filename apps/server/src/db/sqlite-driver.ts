// SQLite behind drizzle's asynchronous interface, the same one PostgreSQL has, so one use-case
// code path runs on both engines (decision 020).
//
// better-sqlite3 is synchronous and one connection has one transaction. With async use cases a
// transaction spans awaits, and during those another request's query would run on the same
// connection, inside the open transaction (seen in a spike). So there are two connections:
// - the reader (read-only) runs every read outside a transaction; in WAL mode it sees the last
//   committed state, never another request's open transaction;
// - the writer runs transactions and single writes, one at a time (an async mutex, FIFO).
// A transaction hands its work its own `tx` (as on PostgreSQL): queries on `tx` run on the
// writer inside the transaction, queries on the plain db never do. So code inside a transaction
// uses `tx` for everything; a write on the plain db there would wait for its own transaction.
// (AsyncLocalStorage could route the plain db too, but on Node 20 it hooks every promise of the
// process and cost a quarter of the API's CPU per request.)
import Database from 'better-sqlite3';
import { type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import * as sqliteSchema from './schema-sqlite';

type Method = 'run' | 'all' | 'values' | 'get';

/** Prepared statements by SQL text, per connection: SQLite compiles a statement once. */
class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();
  constructor(private readonly connection: Database.Database) {}

  get(sqlText: string): Database.Statement {
    let statement = this.statements.get(sqlText);
    if (statement === undefined) {
      // Lists of ids make texts of many lengths; a full cache starts over instead of growing.
      if (this.statements.size >= 1000) this.statements.clear();
      statement = this.connection.prepare(sqlText);
      this.statements.set(sqlText, statement);
    }
    return statement;
  }
}

/** A FIFO mutex: `run` waits until every earlier holder has finished. */
class WriteLock {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }
}

type SqliteDb = ReturnType<typeof drizzle<typeof sqliteSchema>>;
type RawRunner = <T>(query: SQL) => Promise<T[]>;

export interface SqliteConnections {
  db: SqliteDb;
  close(): void;
}

/**
 * Opens the reader and the writer on a database file the writer has already migrated.
 * `registerRaw` learns how to run raw SQL for the db and for each transaction's `tx`.
 */
export function openSqliteConnections(writer: Database.Database, file: string, registerRaw: (db: object, run: RawRunner) => void): SqliteConnections {
  const reader = new Database(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const readerStatements = new StatementCache(reader);
  const writerStatements = new StatementCache(writer);
  const lock = new WriteLock();
  const dialect = new SQLiteAsyncDialect();

  // drizzle's callback type says rows: any[]; 'get' answers one row (an array) or undefined.
  function execute(statement: Database.Statement, params: unknown[], method: Method): { rows: unknown[] } {
    if (method === 'run' || !statement.reader) {
      statement.run(...params);
      return { rows: [] };
    }
    statement.raw(true);
    if (method === 'get') return { rows: statement.get(...params) as unknown[] };
    return { rows: statement.all(...params) };
  }

  /** Outside a transaction: reads on the reader; a single write after the open transaction. */
  async function outside(sqlText: string, params: unknown[], method: Method): Promise<{ rows: unknown[] }> {
    const read = readerStatements.get(sqlText);
    if (read.readonly) return execute(read, params, method);
    return lock.run(async () => execute(writerStatements.get(sqlText), params, method));
  }

  function rawOn(statements: StatementCache, sqlText: string, params: unknown[]): unknown[] {
    const statement = statements.get(sqlText);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.raw(false).all(...params);
  }

  async function rawOutside<T>(rawQuery: SQL): Promise<T[]> {
    const { sql: sqlText, params } = dialect.sqlToQuery(rawQuery);
    if (readerStatements.get(sqlText).readonly) return rawOn(readerStatements, sqlText, params) as T[];
    return lock.run(async () => rawOn(writerStatements, sqlText, params) as T[]);
  }

  const db = drizzle(outside as Parameters<typeof drizzle>[0], { schema: sqliteSchema });
  registerRaw(db, rawOutside);

  /** The `tx` of one transaction: on the writer while the transaction is open, else like db. */
  function transactionDb(isOpen: () => boolean): SqliteDb {
    const inside = async (sqlText: string, params: unknown[], method: Method) =>
      isOpen() ? execute(writerStatements.get(sqlText), params, method) : outside(sqlText, params, method);
    const tx = drizzle(inside as Parameters<typeof drizzle>[0], { schema: sqliteSchema });
    let savepoints = 0;
    // Nested transactions are savepoints of the open one.
    Object.assign(tx, {
      async transaction<T>(work: (inner: SqliteDb) => Promise<T>): Promise<T> {
        const name = `sp${++savepoints}`;
        writer.exec(`SAVEPOINT ${name}`);
        try {
          const result = await work(tx);
          writer.exec(`RELEASE ${name}`);
          return result;
        } catch (error) {
          writer.exec(`ROLLBACK TO ${name}`);
          writer.exec(`RELEASE ${name}`);
          throw error;
        }
      },
    });
    registerRaw(tx, async <T>(rawQuery: SQL) => {
      if (!isOpen()) return rawOutside<T>(rawQuery);
      const { sql: sqlText, params } = dialect.sqlToQuery(rawQuery);
      return rawOn(writerStatements, sqlText, params) as T[];
    });
    return tx;
  }

  async function transaction<T>(work: (tx: SqliteDb) => Promise<T>): Promise<T> {
    return lock.run(async () => {
      let open = true;
      // Work the transaction started but did not await must not reach the writer later.
      const tx = transactionDb(() => open);
      writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(tx);
        writer.exec('COMMIT');
        return result;
      } catch (error) {
        if (writer.inTransaction) writer.exec('ROLLBACK');
        throw error;
      } finally {
        open = false;
      }
    });
  }

  // drizzle's own transaction for this driver sends BEGIN through the shared query path.
  Object.assign(db, { transaction });

  return {
    db,
    close() {
      reader.close();
      writer.close();
    },
  };
}
