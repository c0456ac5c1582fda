// The database of one test app: null on SQLite (the app makes its file in DATA_DIR); on
// PostgreSQL a fresh copy of a template database of the run's cluster (pg-global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ENGINE } from '../../src/db/schema';

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database for a test app: with the demo data (as SEED_DEMO would make) or empty. */
export async function createTestDatabase(seedDemo: boolean): Promise<string | null> {
  if (ENGINE !== 'postgres') return null;
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name} TEMPLATE ${seedDemo ? 'template_demo' : 'template_empty'}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes a database createTestDatabase made (after the app closed its connections). */
export async function dropTestDatabase(url: string | null): Promise<void> {
  if (url === null) return;
  const name = new URL(url).pathname.slice(1);
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
