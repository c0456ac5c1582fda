// The receivables migration (issue 28) on data written before it, on both engines: a payment
// booked on an invoice becomes an allocation, an invoice marked paid by hand gets a manual
// payment of what its payments left open, and nothing is counted twice.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';

const PG_MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations-pg', import.meta.url));

/** A copy of a migrations folder whose journal ends before the migration tagged `tag`. */
function folderBefore(dir: string, tag: string, into: string): string {
  cpSync(dir, into, { recursive: true });
  const journalFile = join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return into;
}

// Before: client, order, stage; invoice 1 paid in part by a camt payment; invoice 2 marked paid
// by hand after a camt payment of 300.00; invoice 3 marked paid by hand without payments; an
// unassigned payment.
const LEGACY = [
  "INSERT INTO clients (id, company, address) VALUES (1, 'Muster AG', 'Weg 1')",
  "INSERT INTO invoices (id, year, sequence, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time, invoice_sent_time) VALUES (1, 2026, 1, 92507, 7493, 0, 100000, '2026-01-01T08:00:00.000Z', '2026-01-01T09:00:00.000Z')",
  "INSERT INTO invoices (id, year, sequence, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time, invoice_sent_time, invoice_paid_time) VALUES (2, 2026, 2, 92507, 7493, 0, 100000, '2026-01-01T08:00:00.000Z', '2026-01-01T09:00:00.000Z', '2026-02-03T10:00:00.000Z')",
  "INSERT INTO invoices (id, year, sequence, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time, invoice_sent_time, invoice_paid_time) VALUES (3, 2026, 3, 46253, 3747, 0, 50000, '2026-01-01T08:00:00.000Z', '2026-01-01T09:00:00.000Z', '2026-02-04T10:00:00.000Z')",
  "INSERT INTO payments (invoice_id, amount_rp, value_date, reference, key, file_name) VALUES (1, 40000, '2026-01-20', 'R1', 'ref:BANK-1', 'a.xml')",
  "INSERT INTO payments (invoice_id, amount_rp, value_date, reference, key, file_name) VALUES (2, 30000, '2026-01-21', 'R2', 'hash:abc', 'a.xml')",
  "INSERT INTO payments (invoice_id, amount_rp, value_date, reference, key, file_name) VALUES (NULL, 5000, '2026-01-22', '', 'ref:BANK-3', 'a.xml')",
];

// CAST: the money columns are bigint on PostgreSQL since migration 0014, which raw queries read as text.
const PAYMENTS = 'SELECT CAST(amount_rp AS integer) AS amount, status, source, bank_reference AS "bankReference", booking_date AS "bookingDate" FROM payments ORDER BY id';
const ALLOCATIONS = 'SELECT invoice_id AS invoice, CAST(amount_rp AS integer) AS amount FROM payment_allocations ORDER BY invoice_id, amount_rp';

const EXPECTED_PAYMENTS = [
  { amount: 40000, status: 'assigned', source: 'camt', bankReference: 'BANK-1', bookingDate: '2026-01-20' },
  { amount: 30000, status: 'assigned', source: 'camt', bankReference: null, bookingDate: '2026-01-21' },
  { amount: 5000, status: 'unassigned', source: 'camt', bankReference: 'BANK-3', bookingDate: '2026-01-22' },
  { amount: 70000, status: 'assigned', source: 'manual', bankReference: null, bookingDate: '2026-02-03' },
  { amount: 50000, status: 'assigned', source: 'manual', bankReference: null, bookingDate: '2026-02-04' },
];
const EXPECTED_ALLOCATIONS = [
  { invoice: 1, amount: 40000 },
  { invoice: 2, amount: 30000 },
  { invoice: 2, amount: 70000 },
  { invoice: 3, amount: 50000 },
];

describe('[pg] receivables migration on existing data', () => {
  let cluster: PgCluster;
  let pool: pg.Pool;
  let dir: string;

  beforeAll(async () => {
    cluster = await startPgCluster();
    pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    dir = mkdtempSync(join(tmpdir(), 'tragkraft-receivables-migration-'));
  });

  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pool?.end();
    await cluster?.stop();
  });

  it('SQLite: payments become allocations, hand-paid invoices get their manual payment', () => {
    const sqlite = new Database(join(dir, 'tragkraft.db'));
    try {
      migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: folderBefore(MIGRATIONS_DIR, '_receivables', join(dir, 'sqlite-before')) });
      for (const statement of LEGACY) sqlite.prepare(statement).run();
      migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: MIGRATIONS_DIR });
      expect(sqlite.prepare(PAYMENTS).all()).toEqual(EXPECTED_PAYMENTS);
      expect(sqlite.prepare(ALLOCATIONS).all()).toEqual(EXPECTED_ALLOCATIONS);
    } finally {
      sqlite.close();
    }
  });

  it('PostgreSQL: the same', async () => {
    await migrate(drizzle({ client: pool }), { migrationsFolder: folderBefore(PG_MIGRATIONS_DIR, '_receivables', join(dir, 'pg-before')) });
    for (const statement of LEGACY) await pool.query(statement);
    await migrate(drizzle({ client: pool }), { migrationsFolder: PG_MIGRATIONS_DIR });
    expect((await pool.query(PAYMENTS)).rows).toEqual(EXPECTED_PAYMENTS);
    expect((await pool.query(ALLOCATIONS)).rows).toEqual(EXPECTED_ALLOCATIONS);
  });
});
