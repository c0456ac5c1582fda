import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace package (unit and in-process route tests).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
