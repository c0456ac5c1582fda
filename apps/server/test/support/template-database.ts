// Run as a child process by the global setups (sqlite-global-setup.ts, pg-global-setup.ts):
// migrates a template database, and with "demo" seeds the demo data, through the app's own code.
// The engine's tables are chosen from DATABASE_URL when a process starts (db/schema.ts), hence a
// process of its own. PostgreSQL: DATABASE_URL names the template database. SQLite: DATABASE_URL
// is empty and TEMPLATE_DATA_DIR is the folder that gets tragkraft.db. Test databases are then
// copies of it (test-database.ts), which costs milliseconds instead of a migration and twelve
// password hashes per test app.
import { isNotNull } from 'drizzle-orm';
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { users } from '../../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { testPasswordHash } from './test-password-hash';

const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.TEMPLATE_DATA_DIR ?? '';
if (!databaseUrl && !dataDir) throw new Error('DATABASE_URL (PostgreSQL) or TEMPLATE_DATA_DIR (SQLite) is required');
const database = await openDatabase({ dataDir, databaseUrl, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
try {
  if (process.argv[2] === 'demo') {
    await seedDemo(database.db);
    // The seed hashed 'demo1234' at the production cost. Every sign-in of a test (thousands per
    // run) verifies one of these hashes, so the copies get a hash of the same password at a low
    // cost instead: verification reads the cost from the stored hash (as for hashes made before
    // a change of the cost), the production cost stays where it is (password-hash.test.ts).
    await database.db.update(users).set({ passwordHash: testPasswordHash(DEMO_PASSWORD) }).where(isNotNull(users.passwordHash));
  }
} finally {
  // On SQLite closing the last connection folds the write-ahead log into tragkraft.db, so the
  // file alone is the whole database.
  await database.close();
}
