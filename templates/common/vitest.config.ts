import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The smoke test starts the built server as a separate process; give it room on slow CI machines.
    testTimeout: 20_000,
  },
});
