import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Unit and route tests sit beside their code in src/; fault tests and the layout check in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // SQLite: the engine's tables are chosen from DATABASE_URL when a process starts (db/schema.ts).
    env: { DATABASE_URL: '' },
    // One worker runs many test files and keeps the modules it loaded: the app's ~300 modules are
    // loaded once per worker, not once per file (decision 031). Safe because every test file
    // builds its own app, data folder and database, and nothing in src keeps per-app state in a
    // module (ENGINE is the same for the whole project, chosen by DATABASE_URL above).
    isolate: false,
    // Migrated and demo-seeded template files, made once per run; each test app copies one.
    globalSetup: ['test/support/sqlite-global-setup.ts'],
    // Route tests build the real app on a copy of the template each; scrypt (sign-ins) makes them CPU-bound.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
