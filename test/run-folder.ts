// vitest's global set-up: one temporary folder for the whole run, where test files share what is made once per run
// (test/helpers/made-once.ts: the packed package, the built wheel), removed when the run ends. Workers start after
// this runs, so they inherit the variable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RUN_FOLDER_VARIABLE = 'MCP_LINT_TEST_RUN_FOLDER';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'mcp-lint-test-run-'));
  process.env[RUN_FOLDER_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
