import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Route tests build the real app on a fresh SQLite file each; scrypt makes them CPU-bound.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
