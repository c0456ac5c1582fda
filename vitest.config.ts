import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace package (unit and in-process route tests); the server's
// tests run twice, on SQLite and on PostgreSQL (apps/server/vitest.pg.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/pwa', 'apps/server/vitest.config.ts', 'apps/server/vitest.pg.config.ts'],
  },
});
