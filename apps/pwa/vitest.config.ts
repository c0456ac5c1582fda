import { defineConfig } from 'vitest/config';

// Unit tests of pure code in node (no DOM, no stubbed globals, no fake timers): one worker runs
// many files without loading them again (decision 031).
export default defineConfig({
  test: { name: 'pwa', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
