// The database of one test app, a copy of a template of this run: on SQLite the template file
// copied into the app's DATA_DIR (sqlite-global-setup.ts); on PostgreSQL a database made with
// CREATE DATABASE … TEMPLATE in the run's cluster (pg-global-setup.ts). Either way the app finds
// its migrations applied and, with the demo data, does not seed again.
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * A new database for a test app: with the demo data (as SEED_DEMO would make) or empty. On SQLite
 * it is written to dataDir/tragkraft.db and the answer is null (the app opens its file there); on
 * PostgreSQL the answer is the new database's URL.
 */
export async function createTestDatabase(seedDemo: boolean, dataDir: string): Promise<string | null> {
  const template = seedDemo ? 'demo' : 'empty';
  if (ENGINE !== 'postgres') {
    const file = join(dataDir, 'tragkraft.db');
    copyFileSync(join(inject('sqliteTemplateDir'), template, 'tragkraft.db'), file);
    // Owner-only, as the app creates it (security/file-modes.test.ts checks the app's own).
    chmodSync(file, 0o600);
    return null;
  }
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name} TEMPLATE template_${template}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL: a new database with nothing in it, not even the migrations (a restore's target). */
export async function createBlankDatabase(): Promise<string> {
  const name = `blank_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
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
