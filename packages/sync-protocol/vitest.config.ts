import { defineConfig } from 'vitest/config';

// Pure schemas without global state: one worker runs many files without loading them again (decision 031).
export default defineConfig({
  test: { name: 'sync-protocol', include: ['src/**/*.test.ts'], isolate: false },
});
