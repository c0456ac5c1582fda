import { defineConfig } from 'vitest/config';

// Pure rules without global state: one worker runs many files without loading them again (decision 031).
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
