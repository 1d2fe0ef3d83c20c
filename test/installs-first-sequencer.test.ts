// The files the sequencer starts first are the ones that install something for real.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/cli.js';
import { installs } from './installs-first-sequencer.js';

const file = (path: string) => join(REPO_ROOT, 'test', path);

describe('installs-first sequencer', () => {
  it('finds the files that pack this package, copy it as installed, make a venv or run npm install', () => {
    for (const path of [
      'create/e2e.test.ts',
      'action/local-build.test.ts',
      'bin/runs-leave-nothing.test.ts',
      'loaders/live/python-servers.test.ts',
      'create/python-e2e.test.ts',
      'loaders/source/typescript-versions.test.ts',
    ]) {
      expect(installs(file(path)), path).toBe(true);
    }
  });

  it("leaves the others in vitest's order", () => {
    for (const path of [
      'rules/definition/tool-name-format.test.ts',
      'create/cli.test.ts',
      'installs-first-sequencer.test.ts',
    ])
      expect(installs(file(path)), path).toBe(false);
  });
});
