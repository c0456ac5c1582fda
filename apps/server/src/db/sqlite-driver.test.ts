// The SQLite side of the one data-access layer: async transactions that span awaits, while other
// requests read and write at the same time (decision 020).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../config';
import { openDatabase, rawRows, type AppDatabase } from './open-database';
import { clients } from './schema';

describe('[db] SQLite behind the async interface', () => {
  let dir: string;
  let database: AppDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tragkraft-driver-'));
    database = await openDatabase({ dataDir: dir, databaseUrl: null, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const companies = async () => (await database.db.select({ company: clients.company }).from(clients)).map((row) => row.company).sort();
  const addClient = (company: string) => database.db.insert(clients).values({ company, address: '', invoiceEmail: '' });

  it('keeps another request’s write out of an open transaction that awaits, and its rollback takes only its own rows', async () => {
    const order: string[] = [];
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(clients).values({ company: 'In der Transaktion', address: '', invoiceEmail: '' });
        await sleep(50); // I/O inside the transaction: other requests run meanwhile
        order.push('transaction done');
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);

    await sleep(10);
    // Another request reads: it sees the last committed state, not the open transaction.
    expect(await companies()).toEqual([]);
    // Another request writes: it waits for the transaction instead of joining it.
    await addClient('Daneben');
    order.push('other write done');

    expect(await transaction).toBe('rolled back');
    expect(order).toEqual(['transaction done', 'other write done']);
    expect(await companies()).toEqual(['Daneben']);
  });

  it('reads its own writes through tx; the plain db sees the last commit, as on PostgreSQL', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.insert(clients).values({ company: 'Eigene', address: '', invoiceEmail: '' });
      return { viaTx: (await tx.select().from(clients)).length, viaDb: (await database.db.select().from(clients)).length };
    });
    expect(seen).toEqual({ viaTx: 1, viaDb: 0 });
    expect(await companies()).toEqual(['Eigene']);
  });

  it('sends a query of a transaction that is already over to the plain path, not into the next one', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      late = sleep(20).then(() => tx.insert(clients).values({ company: 'Nachzügler', address: '', invoiceEmail: '' }));
    });
    await database.db
      .transaction(async (tx) => {
        await tx.insert(clients).values({ company: 'Zweite', address: '', invoiceEmail: '' });
        await sleep(40);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await late;
    expect(await companies()).toEqual(['Nachzügler']);
  });

  it('rolls a nested transaction back to its savepoint and keeps the outer work', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(clients).values({ company: 'Aussen', address: '', invoiceEmail: '' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(clients).values({ company: 'Innen', address: '', invoiceEmail: '' });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect(await companies()).toEqual(['Aussen']);
  });

  it('runs many concurrent transactions one at a time, none lost', async () => {
    await addClient('Zähler');
    const [counter] = await database.db.select().from(clients);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await tx.select({ address: clients.address }).from(clients).where(eq(clients.id, counter!.id));
          await sleep(Math.random() * 3);
          await tx.update(clients).set({ address: String(Number(row!.address || 0) + 1) }).where(eq(clients.id, counter!.id));
        }),
      ),
    );
    const [after] = await database.db.select().from(clients).where(eq(clients.id, counter!.id));
    expect(after!.address).toBe('40');
  });

  it('answers raw SQL rows as objects, inside and outside a transaction', async () => {
    await addClient('Roh');
    expect(await rawRows(database.db, sql`SELECT company FROM clients`)).toEqual([{ company: 'Roh' }]);
    const inside = await database.db.transaction(async (tx) => {
      await tx.insert(clients).values({ company: 'Roh 2', address: '', invoiceEmail: '' });
      return rawRows<{ n: number }>(tx, sql`SELECT count(*) AS n FROM clients`);
    });
    expect(inside).toEqual([{ n: 2 }]);
  });
});
