// Run as a child process by the global setups (sqlite-global-setup.ts, pg-global-setup.ts): makes
// the run's two template databases through the app's own code, first "empty" (migrated), then
// "demo" (a copy of it, seeded with the demo data). The engine's tables are chosen from
// DATABASE_URL when a process starts (db/schema.ts), hence a process of its own; one process for
// both templates loads the app once, not twice (decision 031).
// SQLite: DATABASE_URL is empty and TEMPLATE_DATA_DIR has the folders empty/ and demo/, each gets
// tragkraft.db. PostgreSQL: DATABASE_URL names the cluster's maintenance database; the templates
// are the databases template_empty (made with the cluster, pg-global-setup.ts) and template_demo.
// Test databases are then copies of them (test-database.ts), which costs milliseconds instead of
// a migration and twelve password hashes per test app.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { users } from '../../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { testPasswordHash } from './test-password-hash';

const adminUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.TEMPLATE_DATA_DIR ?? '';
if (!adminUrl && !dataDir) throw new Error('DATABASE_URL (PostgreSQL) or TEMPLATE_DATA_DIR (SQLite) is required');

/** The template `kind` (SQLite: its folder; PostgreSQL: its database), migrated by the app. */
function open(kind: 'empty' | 'demo') {
  const databaseUrl = adminUrl && Object.assign(new URL(adminUrl), { pathname: `/template_${kind}` }).toString();
  return openDatabase({ dataDir: join(dataDir, kind), databaseUrl, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
}

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// On SQLite closing the last connection folds the write-ahead log into tragkraft.db, so the file
// alone is the whole database; on PostgreSQL a template must have no connection when copied.
await (await open('empty')).close();
if (adminUrl) await onAdmin('CREATE DATABASE template_demo TEMPLATE template_empty');
else copyFileSync(join(dataDir, 'empty', 'tragkraft.db'), join(dataDir, 'demo', 'tragkraft.db'));
const demo = await open('demo');
try {
  await seedDemo(demo.db);
  // The seed hashed 'demo1234' at the production cost. Every sign-in of a test (thousands per
  // run) verifies one of these hashes, so the copies get a hash of the same password at a low
  // cost instead: verification reads the cost from the stored hash (as for hashes made before a
  // change of the cost), the production cost stays where it is (password-hash.test.ts).
  await demo.db.update(users).set({ passwordHash: testPasswordHash(DEMO_PASSWORD) }).where(isNotNull(users.passwordHash));
} finally {
  await demo.close();
}
