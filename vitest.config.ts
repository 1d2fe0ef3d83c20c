import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'templates/**', 'test/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
