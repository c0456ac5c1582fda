// The PostgreSQL migrations (src/db/migrations-pg) on a throw-away cluster, applied with drizzle's
// node-postgres migrator: they build exactly the tables of db/schema-pg.ts, and their triggers
// mark the same stages stale as SQLite's triggers (migration 0003) for the same writes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config';
import * as pgSchema from '../../src/db/schema-pg';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';

const PG_MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations-pg', import.meta.url));
const tables = (Object.values(pgSchema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe('[pg] PostgreSQL migrations', () => {
  let cluster: PgCluster;
  let pool: pg.Pool;
  let sqliteDir: string;
  // The SQLite side as plain better-sqlite3: this compares the engines' migrations, not the app.
  let sqlite: Database.Database;

  const rows = async <T extends pg.QueryResultRow>(text: string) => (await pool.query<T>(text)).rows;

  beforeAll(async () => {
    cluster = await startPgCluster();
    pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    await migrate(drizzle({ client: pool }), { migrationsFolder: PG_MIGRATIONS_DIR });
    sqliteDir = mkdtempSync(join(tmpdir(), 'tragkraft-pg-migrations-'));
    sqlite = new Database(join(sqliteDir, 'tragkraft.db'));
    migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    sqlite?.close();
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    await pool?.end();
    await cluster?.stop();
  });

  it('applies once: a second run changes nothing', async () => {
    const applied = await rows<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await migrate(drizzle({ client: pool }), { migrationsFolder: PG_MIGRATIONS_DIR });
    expect(await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual(applied);
    // Every migration of the journal (a new one adds an entry), each applied once.
    const journal = JSON.parse(readFileSync(join(PG_MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(applied[0]!.n).toBe(journal.entries.length);
  });

  it('creates every table of schema-pg.ts and no other', async () => {
    const found = await rows<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    expect(found.map((row) => row.name)).toEqual(tables.map((table) => getTableName(table)).sort());
  });

  it('gives every column the type, nullability, default and identity of schema-pg.ts', async () => {
    const found = await rows<{ line: string }>(`
      SELECT table_name || '.' || column_name || ' ' || data_type
        || CASE WHEN is_nullable = 'NO' THEN ' not null' ELSE '' END
        || CASE WHEN is_identity = 'YES' THEN ' identity' WHEN column_default IS NOT NULL THEN ' default' ELSE '' END AS line
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`);
    const expected = tables.flatMap((table) =>
      Object.values(getTableColumns(table)).map((column) => {
        const generated = column.generatedIdentity ? ' identity' : column.default !== undefined ? ' default' : '';
        return `${getTableName(table)}.${column.name} ${column.getSQLType()}${column.notNull ? ' not null' : ''}${generated}`;
      }),
    );
    expect(found.map((row) => row.line)).toEqual(expected.sort());
  });

  it('has the primary keys, indexes and foreign keys of schema-pg.ts', async () => {
    const keyColumns = (keys: string, table: string) =>
      `(SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(${keys}) WITH ORDINALITY k(num, ord) JOIN pg_attribute a ON a.attrelid = ${table} AND a.attnum = k.num)`;
    const found = await rows<{ line: string }>(`
      SELECT c.conrelid::regclass::text || ' pk (' || ${keyColumns('c.conkey', 'c.conrelid')} || ')' AS line
        FROM pg_constraint c WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace
      UNION ALL
      SELECT c.conrelid::regclass::text || ' fk (' || ${keyColumns('c.conkey', 'c.conrelid')} || ') -> '
          || c.confrelid::regclass::text || '(' || ${keyColumns('c.confkey', 'c.confrelid')} || ') '
          || CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'a' THEN 'no action' WHEN 'n' THEN 'set null' WHEN 'r' THEN 'restrict' ELSE c.confdeltype::text END
        FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
      UNION ALL
      SELECT i.tablename || CASE WHEN i.indexdef LIKE 'CREATE UNIQUE%' THEN ' unique ' ELSE ' index ' END || i.indexname
        FROM pg_indexes i WHERE i.schemaname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype = 'p')
      ORDER BY 1`);
    const expected = tables.flatMap((table) => {
      const name = getTableName(table);
      const config = getTableConfig(table);
      const singleKey = Object.values(getTableColumns(table)).filter((column) => column.primary);
      return [
        ...singleKey.map((column) => `${name} pk (${column.name})`),
        ...config.primaryKeys.map((key) => `${name} pk (${key.columns.map((column) => column.name).join(',')})`),
        ...config.indexes.map((index) => `${name} ${index.config.unique ? 'unique' : 'index'} ${index.config.name}`),
        ...config.foreignKeys.map((fk) => {
          const ref = fk.reference();
          const columns = (list: { name: string }[]) => list.map((column) => column.name).join(',');
          return `${name} fk (${columns(ref.columns)}) -> ${getTableName(ref.foreignTable)}(${columns(ref.foreignColumns)}) ${fk.onDelete ?? 'no action'}`;
        }),
      ];
    });
    expect(found.map((row) => row.line)).toEqual(expected.sort());
  });

  it('stamps created_at like SQLite: ISO-8601 UTC with milliseconds, the time of the write', async () => {
    const before = Date.now();
    const insert = "INSERT INTO client_errors (message) VALUES ('Zeitstempel') RETURNING created_at";
    const [pgRow] = await rows<{ created_at: string }>(insert);
    const sqliteRow = sqlite.prepare(insert).get() as { created_at: string };
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(pgRow!.created_at).toMatch(iso);
    expect(sqliteRow.created_at).toMatch(iso);
    // The cluster runs on this machine: the same clock, within the test's own duration.
    expect(Date.parse(pgRow!.created_at)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(pgRow!.created_at)).toBeLessThanOrEqual(Date.now() + 5);
  });

  it('marks the same stages stale as the SQLite triggers for the same writes', async () => {
    // Plain SQL both engines accept (JSON as text literals, no booleans), run on each database
    // in turn; after each step both lists of stale stages are read and emptied.
    const steps: [step: string, sql: string, stale: number[]][] = [
      [
        'clients, users, two calculations and orders, three stages',
        `INSERT INTO clients (company) VALUES ('Muster Küchenbau AG'), ('Alpenbau GmbH');
         INSERT INTO users (client_id, email, role) VALUES (1, 'kunde@example.ch', 'client');
         INSERT INTO users (email, role) VALUES ('mitarbeiter@example.ch', 'employee');
         INSERT INTO calculations (client_id, user_id, type_id, params, price, total_rp) VALUES
           (1, 1, 1, '{}', '{"rideCost":10000,"count":2}', 50000), (2, 1, 1, '{}', '{"rideCost":5000}', 20000);
         INSERT INTO orders (calculation_id, client_id, user_id, type_id, order_address) VALUES
           (1, 1, 1, 1, 'Bahnhofstrasse 1, 8001 Zürich'), (2, 2, 1, 1, 'Seestrasse 5, 8002 Zürich');
         INSERT INTO stages (order_id, stage_number) VALUES (1, 1), (1, 2), (2, 1);`,
        [1, 2, 3],
      ],
      ['stage date', "UPDATE stages SET date = '2026-01-05' WHERE id = 1", [1]],
      ['stage remarks (not counted)', "UPDATE stages SET remarks = 'Lift defekt' WHERE id = 1", []],
      ['stage completed', "UPDATE stages SET completed_time = '2026-01-05T15:00:00.000Z' WHERE id = 2", [2]],
      ['stage amount', 'UPDATE stages SET amount = 3 WHERE id = 3', [3]],
      ['stage moved to another order', 'UPDATE stages SET order_id = 2 WHERE id = 2', [2]],
      ['order cancelled', "UPDATE orders SET status = 'cancelled' WHERE id = 2", [2, 3]],
      ['order contact (not counted)', "UPDATE orders SET contact_general = 'Herr Muster' WHERE id = 1", []],
      ['order stages count', 'UPDATE orders SET stages_count = 2 WHERE id = 1', [1]],
      ['calculation price', `UPDATE calculations SET price = '{"rideCost":20000}' WHERE id = 1`, [1]],
      ['calculation description (not counted)', "UPDATE calculations SET object_description = 'Küche' WHERE id = 1", []],
      [
        'invoice of a stage',
        "INSERT INTO invoices (year, sequence, stage_id, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time) VALUES (2026, 1, 1, 1000, 81, 0, 1081, '2026-01-06T08:00:00.000Z')",
        [1],
      ],
      [
        'invoice of a whole order',
        "INSERT INTO invoices (year, sequence, service_order_id, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time) VALUES (2026, 2, 2, 2000, 162, 0, 2162, '2026-01-06T08:00:00.000Z')",
        [2, 3],
      ],
      ['invoice line of the stage invoice', "INSERT INTO invoice_lines (invoice_id, position, type, description, total_rp) VALUES (1, 1, 'drive', 'Anfahrt', 1000)", [1]],
      ['invoice line of the order invoice', "INSERT INTO invoice_lines (invoice_id, position, type, description, total_rp) VALUES (2, 1, 'service', 'Montage', 2000)", [2, 3]],
      ['invoice line text (not counted)', "UPDATE invoice_lines SET description = 'Anfahrt Zürich'", []],
      ['invoice line total', 'UPDATE invoice_lines SET total_rp = 1200 WHERE invoice_id = 1', [1]],
      ['invoice line moved to the order invoice', 'UPDATE invoice_lines SET invoice_id = 2 WHERE id = 1', [1, 2, 3]],
      ['invoice subtotal', 'UPDATE invoices SET subtotal_rp = 1100 WHERE id = 1', [1]],
      ['invoice sent (not counted)', "UPDATE invoices SET invoice_sent_time = '2026-01-07T08:00:00.000Z'", []],
      ['invoice moved to another stage', 'UPDATE invoices SET stage_id = 3 WHERE id = 1', [1, 3]],
      ['staff assigned', 'INSERT INTO stage_assignments (stage_id, user_id) VALUES (1, 2)', [1]],
      ['staff hours', 'UPDATE stage_assignments SET hours = 4.5, rating = 5', [1]],
      ['staff comment (not counted)', "UPDATE stage_assignments SET comment = 'gut'", []],
      ['staff moved to another stage', 'UPDATE stage_assignments SET stage_id = 3', [1, 3]],
      ['staff removed', 'DELETE FROM stage_assignments', [3]],
      ['order invoice deleted with its lines', 'DELETE FROM invoices WHERE id = 2', [2, 3]],
      ['stage deleted', 'DELETE FROM stages WHERE id = 1', [1]],
      ['empty order deleted', 'DELETE FROM orders WHERE id = 1', []],
    ];

    const marks: { step: string; sqlite: number[]; pg: number[] }[] = [];
    for (const [step, text] of steps) {
      sqlite.exec(text);
      await pool.query(text);
      const sqliteStale = (sqlite.prepare('SELECT stage_id FROM stale_stage_figures ORDER BY stage_id').all() as { stage_id: number }[]).map((row) => row.stage_id);
      const pgStale = (await rows<{ stage_id: number }>('SELECT stage_id FROM stale_stage_figures ORDER BY stage_id')).map((row) => row.stage_id);
      sqlite.exec('DELETE FROM stale_stage_figures');
      await pool.query('DELETE FROM stale_stage_figures');
      marks.push({ step, sqlite: sqliteStale, pg: pgStale });
    }
    expect(marks).toEqual(steps.map(([step, , stale]) => ({ step, sqlite: stale, pg: stale })));
  });
});
