import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { InstallsFirstSequencer } from './test/installs-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'templates/**', 'test/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // vitest's default is one worker fewer than the cores: a single worker on 2 cores, which leaves the second core
    // idle while a test waits for the CLI it spawned. Most files do exactly that, so two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: InstallsFirstSequencer },
    globalSetup: ['test/run-folder.ts'],
  },
});
