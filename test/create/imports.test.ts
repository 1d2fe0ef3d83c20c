// Start-up cost: a run without a terminal must not load `prompts` (it is imported only when a question is asked).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { IMPORT_LOG_HOOK, loadedModules, tempDir, UNBUNDLED_CREATE } from './helpers.js';

describe('modules loaded by a scaffold', () => {
  it('does not load prompts (or any SDK, zod or TypeScript) without a terminal', async () => {
    const cwd = tempDir();
    const log = join(cwd, 'imports.log');
    const run = await runBin(UNBUNDLED_CREATE, ['p', '-y', '--no-install', '--no-git'], {
      cwd,
      env: { NODE_OPTIONS: `--import=${IMPORT_LOG_HOOK}`, IMPORT_LOG: log },
    });
    expect(run.code, run.stderr).toBe(0);
    const modules = loadedModules(log);
    expect(modules.some((url) => url.includes('/dist/create/cli.js'))).toBe(true);
    expect(
      modules.filter((url) =>
        /node_modules\/(prompts|kleur|commander|typescript|zod|@modelcontextprotocol)\//.test(url),
      ),
    ).toEqual([]);
  });

  // The control (the log does see prompts once a question is asked) is in interactive.test.ts.
});
