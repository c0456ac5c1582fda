// Run as a child process by the global setups (sqlite-global-setup.ts, pg-global-setup.ts):
// migrates a template database, and with "demo" seeds the demo data, through the app's own code.
// The engine's tables are chosen from DATABASE_URL when a process starts (db/schema.ts), hence a
// process of its own. PostgreSQL: DATABASE_URL names the template database. SQLite: DATABASE_URL
// is empty and TEMPLATE_DATA_DIR is the folder that gets tragkraft.db. Test databases are then
// copies of it (test-database.ts), which costs milliseconds instead of a migration and twelve
// password hashes per test app.
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { seedDemo } from '../../src/db/seed-demo';

const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.TEMPLATE_DATA_DIR ?? '';
if (!databaseUrl && !dataDir) throw new Error('DATABASE_URL (PostgreSQL) or TEMPLATE_DATA_DIR (SQLite) is required');
const database = await openDatabase({ dataDir, databaseUrl, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
try {
  if (process.argv[2] === 'demo') await seedDemo(database.db);
} finally {
  // On SQLite closing the last connection folds the write-ahead log into tragkraft.db, so the
  // file alone is the whole database.
  await database.close();
}
