// Issue 36 item 2: --source-root reports everything live mode finds, placed where it can, with one verdict. Tools
// defined in different files at the same line and column were taken for one finding repeated, and the server whose
// findings all moved to its files was still printed as "✔ …: no problems" above the count of problems.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const TOOLS = ['add_numbers', 'read_document', 'get_weather'];
const server = [
  '--env',
  `TOOLS=${TOOLS.join(',')}`,
  '--stdio',
  `${process.execPath} ${join(FIXTURES, 'named-tools.mjs')}`,
];

interface JsonResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; toolName?: string; line?: number }>;
}

const pairs = (results: JsonResult[]) =>
  new Set(results.flatMap((r) => r.messages.map((m) => `${m.toolName} ${m.ruleId}`)));

let root = '';
beforeAll(() => {
  root = tempDir('mcp-lint-hybrid-');
  mkdirSync(join(root, 'src', 'tools'), { recursive: true });
  // One file per tool, each registration at the same line and column, as a generated project's tools are.
  for (const name of TOOLS) {
    writeFileSync(
      join(root, 'src', 'tools', `${name}.ts`),
      `export function register(server) {\n  server.registerTool(\n    '${name}',\n    { inputSchema: {} },\n    async () => ({ content: [] }),\n  );\n}\n`,
    );
  }
});

describe('hybrid mode (--source-root) and live mode on the same server', () => {
  it('hybrid reports every (tool, rule) that live reports', async () => {
    const live = await runMcpLint(['--format', 'json', ...server], { cwd: root });
    const hybrid = await runMcpLint(['--format', 'json', '--source-root', 'src', ...server], { cwd: root });
    const livePairs = pairs(JSON.parse(live.stdout) as JsonResult[]);
    expect(livePairs.size).toBeGreaterThanOrEqual(TOOLS.length);
    const hybridResults = JSON.parse(hybrid.stdout) as JsonResult[];
    expect([...livePairs].filter((pair) => !pairs(hybridResults).has(pair))).toEqual([]);
    // Placed: each tool's findings are in its own file.
    for (const name of TOOLS)
      expect(hybridResults.find((r) => r.filePath.endsWith(`${name}.ts`))?.messages.length, name).toBeGreaterThan(0);
    expect(hybrid.code).toBe(live.code);
  });

  it('says one verdict: no ✔ for a server whose findings are shown at its source lines', async () => {
    const hybrid = await runMcpLint(['--source-root', 'src', ...server], { cwd: root });
    expect(hybrid.stdout).not.toContain('✔');
    expect(hybrid.stdout).not.toContain('no problems');
    expect(hybrid.stdout).toMatch(/^[✖⚠] \d+ problems/m);
  });
});
