// Run as a child process by pg-global-setup.ts, with DATABASE_URL set (the engine's tables are
// chosen from it when the process starts): migrates the database, and with "demo" seeds the demo
// data, through the app's own code. Test databases are then copied from it (CREATE DATABASE …
// TEMPLATE), which costs a few milliseconds instead of a migration and twelve password hashes.
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { seedDemo } from '../../src/db/seed-demo';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ dataDir: '', databaseUrl, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
try {
  if (process.argv[2] === 'demo') await seedDemo(database.db);
} finally {
  await database.close();
}
