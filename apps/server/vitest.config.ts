import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Unit and route tests sit beside their code in src/; fault tests and the layout check in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // SQLite: the engine's tables are chosen from DATABASE_URL when a process starts (db/schema.ts).
    env: { DATABASE_URL: '' },
    // Route tests build the real app on a fresh SQLite file each; scrypt makes them CPU-bound.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
