import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace package (unit and in-process route tests); the server's
// tests run twice, on SQLite and on PostgreSQL (apps/server/vitest.pg.config.ts).
export default defineConfig({
  test: {
    // Vitest's default in a run is one core fewer than the machine has: one test file at a time
    // on the 2-core CI host. The files wait a good part of their time (mails, retries, PostgreSQL),
    // and each has its own app, data folder and database, so they run side by side on every core.
    maxWorkers: '100%',
    projects: ['packages/*', 'apps/pwa', 'apps/server/vitest.config.ts', 'apps/server/vitest.pg.config.ts'],
  },
});
