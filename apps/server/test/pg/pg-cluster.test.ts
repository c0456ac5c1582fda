// The throw-away PostgreSQL cluster of the tests (test/support/pg-cluster.ts), driven through the
// `pg` driver the server will use: tables, a second connection, advisory locks (what start-up
// migrations will take so that two instances never migrate at once), stop and leftovers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../support/pg-cluster';

const LOCK_KEY = 1717;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('[pg] throw-away PostgreSQL cluster', () => {
  let cluster: PgCluster;
  let first: pg.Client;
  let second: pg.Client;

  beforeAll(async () => {
    cluster = await startPgCluster();
    console.info(`PostgreSQL test cluster ready in ${cluster.startMs} ms on port ${cluster.port}`);
    first = await connect(cluster.url);
    second = await connect(cluster.url);
  });

  afterAll(async () => {
    await Promise.allSettled([first?.end(), second?.end()]);
    await cluster?.stop();
  });

  it('stores and reads rows, seen from a second connection', async () => {
    await first.query('CREATE TABLE clients (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, company text NOT NULL)');
    const inserted = await first.query<{ id: number }>('INSERT INTO clients (company) VALUES ($1), ($2) RETURNING id', ['Muster Küchenbau AG', 'Alpenbau GmbH']);
    expect(inserted.rows.map((row) => row.id)).toEqual([1, 2]);
    const read = await second.query<{ company: string }>('SELECT company FROM clients ORDER BY id');
    expect(read.rows.map((row) => row.company)).toEqual(['Muster Küchenbau AG', 'Alpenbau GmbH']);
  });

  it('an advisory lock held by one connection makes the other fail to try and wait to take it', async () => {
    await first.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    const tried = await second.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY]);
    expect(tried.rows[0]!.locked).toBe(false);

    let taken = false;
    const waiting = second.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]).then(() => (taken = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taken).toBe(false);

    await first.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    await waiting;
    expect(taken).toBe(true);
    const again = await first.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY]);
    expect(again.rows[0]!.locked).toBe(false);
    await second.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  });

  it('gives each further database its own tables', async () => {
    const other = await connect(await cluster.createDatabase('tragkraft_other'));
    try {
      const tables = await other.query("SELECT 1 FROM pg_tables WHERE tablename = 'clients'");
      expect(tables.rowCount).toBe(0);
    } finally {
      await other.end();
    }
  });
});

describe('[pg] cluster start and stop', () => {
  it('stop() ends the server and removes its folder; a second stop() does nothing', async () => {
    const cluster = await startPgCluster();
    const client = await connect(cluster.url);
    await client.end();
    await cluster.stop();
    expect(existsSync(cluster.folder)).toBe(false);
    await expect(connect(cluster.url)).rejects.toThrow(/ECONNREFUSED/);
    await cluster.stop();
  });

  it('removes a cluster left behind by a test process that died, and keeps running ones', async () => {
    const leftover = await startPgCluster();
    const running = await startPgCluster();
    // The owner of `leftover` dies without stop(), as a SIGKILLed test run would.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(leftover.folder, 'owner.pid'), String(deadPid));
    const next = await startPgCluster();
    try {
      expect(existsSync(leftover.folder)).toBe(false);
      await expect(connect(leftover.url)).rejects.toThrow(/ECONNREFUSED/);
      const client = await connect(running.url);
      await client.end();
    } finally {
      await Promise.all([next.stop(), running.stop(), leftover.stop()]);
    }
  }, 90_000); // three cluster starts: seconds each on a loaded 2-core machine

  it('says clearly when PostgreSQL is not installed', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-postgresql-'));
    try {
      expect(() => findPgBin(empty)).toThrow(/PostgreSQL is not installed: .*apt-get install postgresql/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
