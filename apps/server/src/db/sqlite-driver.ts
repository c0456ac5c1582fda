// SQLite behind drizzle's asynchronous interface, the same one PostgreSQL has, so one use-case
// code path runs on both engines (decision 020).
//
// better-sqlite3 is synchronous and one connection has one transaction. With async use cases a
// transaction spans awaits, and during those another request's query would run on the same
// connection, inside the open transaction (seen in the spike). So there are two connections:
// - the reader (read-only) runs every read outside a transaction; in WAL mode it sees the last
//   committed state, never another request's open transaction;
// - the writer runs transactions and single writes, one at a time (an async mutex, FIFO).
// Which transaction a query belongs to follows the async call chain (AsyncLocalStorage), not the
// object it was called on, so a transaction's queries reach the writer even through helpers
// that were handed the plain db.
import Database from 'better-sqlite3';
import { type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { AsyncLocalStorage } from 'node:async_hooks';
import * as sqliteSchema from './schema-sqlite';

type Method = 'run' | 'all' | 'values' | 'get';

interface TransactionScope {
  open: boolean;
  savepoints: number;
}

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

export interface SqliteConnections {
  db: ReturnType<typeof drizzle<typeof sqliteSchema>>;
  /** Raw SQL rows as objects, on the connection the current call chain belongs to. */
  rawRows<T>(query: SQL): Promise<T[]>;
  close(): void;
}

/** Opens the reader and the writer on a database file the writer has already migrated. */
export function openSqliteConnections(writer: Database.Database, file: string): SqliteConnections {
  const reader = new Database(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const readerStatements = new StatementCache(reader);
  const writerStatements = new StatementCache(writer);
  const lock = new WriteLock();
  const scope = new AsyncLocalStorage<TransactionScope>();

  const inTransaction = () => scope.getStore()?.open === true;

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

  async function query(sqlText: string, params: unknown[], method: Method): Promise<{ rows: unknown[] }> {
    if (inTransaction()) return execute(writerStatements.get(sqlText), params, method);
    const read = readerStatements.get(sqlText);
    if (read.readonly) return execute(read, params, method);
    // A single write outside a transaction: its own implicit transaction, after the open one.
    return lock.run(async () => execute(writerStatements.get(sqlText), params, method));
  }

  const db = drizzle(query as Parameters<typeof drizzle>[0], { schema: sqliteSchema });
  const dialect = new SQLiteAsyncDialect();

  async function transaction<T>(work: (tx: typeof db) => Promise<T>): Promise<T> {
    const current = scope.getStore();
    if (current?.open) return savepoint(current, work);
    return lock.run(() => {
      const own: TransactionScope = { open: true, savepoints: 0 };
      return scope.run(own, async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(db);
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        } finally {
          // Work the transaction started but did not await must not reach the writer later.
          own.open = false;
        }
      });
    });
  }

  async function savepoint<T>(current: TransactionScope, work: (tx: typeof db) => Promise<T>): Promise<T> {
    const name = `sp${++current.savepoints}`;
    writer.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work(db);
      writer.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      writer.exec(`ROLLBACK TO ${name}`);
      writer.exec(`RELEASE ${name}`);
      throw error;
    }
  }

  // drizzle's own transaction for this driver sends BEGIN through the shared query path.
  Object.assign(db, { transaction });

  async function rawRows<T>(rawQuery: SQL): Promise<T[]> {
    const { sql: sqlText, params } = dialect.sqlToQuery(rawQuery);
    const run = (statements: StatementCache): T[] => {
      const statement = statements.get(sqlText);
      if (!statement.reader) {
        statement.run(...params);
        return [];
      }
      return statement.raw(false).all(...params) as T[];
    };
    if (inTransaction()) return run(writerStatements);
    if (readerStatements.get(sqlText).readonly) return run(readerStatements);
    return lock.run(async () => run(writerStatements));
  }

  return {
    db,
    rawRows,
    close() {
      reader.close();
      writer.close();
    },
  };
}
