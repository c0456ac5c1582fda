import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'pwa', include: ['src/**/*.test.ts'], environment: 'node' },
});
