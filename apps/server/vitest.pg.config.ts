// The same route and unit tests on PostgreSQL (issue #17): one throw-away cluster per run
// (test/support/pg-global-setup.ts), a fresh database per test app (test/support/test-database.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      // About SQLite itself: its driver, its file modes, its online backup.
      'src/db/sqlite-driver.test.ts',
      'src/security/file-modes.test.ts',
      'src/backup/backup.test.ts',
      // Engine-free checks, run once in the SQLite project.
      'test/src-layout.test.ts',
      'test/contract-layout.test.ts',
      'test/deploy/**',
      // They start their own clusters or server processes.
      'test/pg/**',
      'test/fault/**',
    ],
    // Any non-empty value selects PostgreSQL's tables in the test processes (db/schema.ts); each
    // test app gets its own database URL from test-database.ts.
    env: { DATABASE_URL: 'postgres://per-test-app' },
    // Modules loaded once per worker, as in the SQLite project (vitest.config.ts, decision 031).
    isolate: false,
    globalSetup: ['test/support/pg-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
