// return-fits-output-schema (issue 36 item 7, source part): a Python tool declared `-> int` that returns a str literal
// fails every call that reaches the return. Checked against the real SDKs: each tool of
// test/fixtures/python-returns/tools.py is linted through the built CLI and called in memory, and the tools reported
// must be exactly those whose call fails on MCPServer (and only tools whose call fails on fastmcp 4, whose Client
// rejects structured content that breaks the outputSchema).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { tempDir } from '../../helpers/temp.js';

const RULE = 'return-fits-output-schema';
const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'python-returns');
const HEADS = {
  MCPServer: 'from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer("returns")\n',
  fastmcp: 'from fastmcp import FastMCP\n\nmcp = FastMCP("returns")\n',
};
const work = tempDir('mcp-lint-python-returns-');

function server(sdk: keyof typeof HEADS): { dir: string; text: string } {
  const dir = join(work, sdk);
  mkdirSync(dir, { recursive: true });
  const text = HEADS[sdk] + '\n\n' + readFileSync(join(FIXTURES, 'tools.py'), 'utf8');
  writeFileSync(join(dir, 'server.py'), text);
  return { dir, text };
}

interface Finding {
  ruleId: string;
  line: number;
  message: string;
}
async function findings(dir: string): Promise<Finding[]> {
  const run = await runMcpLint(['server.py', '--format', 'json'], { cwd: dir });
  expect(run.stderr).toBe('');
  return (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>)[0]!.messages.filter((m) => m.ruleId === RULE);
}

/** The tool a line of the file belongs to: the nearest `def` above it. */
function toolAt(text: string, line: number): string {
  const lines = text.split('\n').slice(0, line);
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^def (\w+)/.exec(lines[i]!);
    if (match) return match[1]!;
  }
  return '?';
}

describe(RULE, () => {
  it('reports each returned literal the declared type refuses, at its return, and no other', async () => {
    const { dir, text } = server('MCPServer');
    const found = (await findings(dir)).map((f) => `${toolAt(text, f.line)} ${text.split('\n')[f.line - 1]!.trim()}`);
    expect(found).toEqual([
      'count_words return "too many words"',
      'count_items return f"{n} items"',
      'label return None',
      'label return 5',
      'whole return 3.5',
      'bad_flag return 2',
      'tags return "a, b"',
      'note return "untitled"',
      'nothing return',
    ]);
    const first = (await findings(dir))[0]!;
    expect(first.message).toContain(
      'Tool "count_words" is declared to return an int, but `return "too many words"` returns a str',
    );
    expect(first.message).toContain(
      'every call that reaches this line fails with isError: true ("Error executing tool …") and the model never reads this value',
    );
  });

  it('says what fastmcp does instead', async () => {
    const { dir } = server('fastmcp');
    const messages = (await findings(dir)).map((f) => f.message);
    expect(messages.length).toBe(9);
    expect(messages[0]).toContain('fastmcp sends it as structuredContent that breaks that schema');
  });
});

describe.skipIf(!pythonAvailable)(`${RULE} against the real SDKs`, () => {
  let python = '';
  beforeAll(() => {
    python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
  }, PYTHON_SETUP_TIMEOUT_MS);

  const failing = (dir: string) =>
    Object.entries(
      JSON.parse(
        execFileSync(python, ['-I', join(FIXTURES, 'call.py'), dir], {
          encoding: 'utf8',
          timeout: 120_000,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      ) as Record<string, boolean>,
    )
      .filter(([, failed]) => failed)
      .map(([tool]) => tool)
      .sort();

  it('MCPServer: the tools reported are exactly the tools whose every call fails', async () => {
    const { dir, text } = server('MCPServer');
    const reported = [...new Set((await findings(dir)).map((f) => toolAt(text, f.line)))].sort();
    expect(reported).toEqual(failing(dir));
  });

  it('fastmcp 4: every tool reported fails in its own Client', async () => {
    const { dir, text } = server('fastmcp');
    const reported = [...new Set((await findings(dir)).map((f) => toolAt(text, f.line)))].sort();
    const failed = failing(dir);
    expect(reported.length).toBeGreaterThan(0);
    for (const tool of reported) expect(failed).toContain(tool);
  });
});
