// mcp-lint's own MCP server must pass mcp-lint: run live against the built `mcp-lint serve`, and in source mode on
// the files that register its tools, under the recommended rules and the strict preset.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, runMcpLint } from '../../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-self-'));
const strictConfig = join(temp, 'strict.json');
writeFileSync(strictConfig, JSON.stringify({ extends: 'strict' }));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const serveCommand = `"${process.execPath}" "${MCP_LINT_BIN}" serve`;

interface JsonResult {
  kind: string;
  toolCount: number;
  messages: Array<{ ruleId: string | null; message: string }>;
}

function parse(stdout: string): JsonResult[] {
  return JSON.parse(stdout) as JsonResult[];
}

describe('mcp-lint lints its own MCP server clean', () => {
  it('mcp-lint --stdio "node bin/mcp-lint.js serve" exits 0 with no findings', async () => {
    // The command line as a user types it, in the repository (the test's node is first on PATH under npm/npx).
    const run = await runMcpLint(['--stdio', 'node bin/mcp-lint.js serve']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✔ stdio:node bin\/mcp-lint\.js serve \(mcp-lint [^)]+\): 6 tools, no problems\n$/);
    const json = parse((await runMcpLint(['--stdio', serveCommand, '--format', 'json'])).stdout);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ kind: 'live', toolCount: 6, messages: [] });
  });

  it('has no findings under the strict preset either', async () => {
    const run = await runMcpLint(['--stdio', serveCommand, '--config', strictConfig, '--format', 'json']);
    expect(run.code).toBe(0);
    expect(parse(run.stdout).flatMap((r) => r.messages)).toEqual([]);
  });

  it('source mode reads all six tools from src/cli/serve and finds nothing, under recommended and strict', async () => {
    for (const extra of [[], ['--config', strictConfig]]) {
      const run = await runMcpLint(['src/cli/serve', '--format', 'json', ...extra]);
      expect(run.code).toBe(0);
      const results = parse(run.stdout);
      expect(results.reduce((sum, r) => sum + r.toolCount, 0)).toBe(6);
      expect(results.flatMap((r) => r.messages)).toEqual([]);
    }
  });
});
