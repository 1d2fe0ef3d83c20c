// Issue 36 item 7, the probe side: under --probe, a tool that answers isError for arguments its schema allows is a
// finding, in both languages, through the built CLI on real SDK servers.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { FIXTURES, REPO_ROOT } from './helpers.js';

interface Finding {
  ruleId: string | null;
  toolName?: string;
  message: string;
  severity: number;
}

async function probe(command: string): Promise<{ code: number | null; findings: Finding[] }> {
  const run = await runMcpLint(['--format', 'json', '--probe', '--stdio', command], { timeoutMs: 90_000 });
  expect(run.stderr).toBe('');
  const findings = (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>).flatMap((result) => result.messages);
  return { code: run.code, findings };
}

describe('tool-call-succeeds on an SDK v1 server', () => {
  it("reports the tool that throws on every call, not the one that knows the example its description gives, nor the SDK's unknown-tool answer", async () => {
    const { code, findings } = await probe(`${process.execPath} ${join(FIXTURES, 'errors-on-valid-args.mjs')}`);
    expect(code).toBe(0); // a warning: mcp-lint fails the run on errors (and on warnings with --max-warnings 0)
    expect(findings.map((f) => [f.ruleId, f.toolName])).toEqual([['tool-call-succeeds', 'always_fails']]);
    expect(findings[0]!.message).toMatch(
      /^Calling "always_fails" with \{"id":"example"\}, which mcp-lint built from its inputSchema, returned an isError result \("The records database is not configured"\)/,
    );
    expect(findings[0]!.severity).toBe(1);
  });
});

describe.skipIf(!pythonAvailable)('tool-call-succeeds on a Python MCPServer (mcp 2.x)', () => {
  let python = '';
  beforeAll(() => {
    // The venv the other Python tests share (fastmcp's mcp is the same 2.x): one venv fewer to build per run.
    python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
  }, PYTHON_SETUP_TIMEOUT_MS);

  it('reports a tool declared -> int that returns a str, and says why such a tool fails', async () => {
    const { code, findings } = await probe(
      `${python} ${join(REPO_ROOT, 'test', 'fixtures', 'python-servers', 'return-type', 'server.py')}`,
    );
    expect(code).toBe(0); // a warning: mcp-lint fails the run on errors (and on warnings with --max-warnings 0)
    expect(findings.map((f) => [f.ruleId, f.toolName])).toEqual([['tool-call-succeeds', 'count_letters']]);
    expect(findings[0]!.message).toContain('Calling "count_letters" with {"word":"apple"}');
    expect(findings[0]!.message).toContain('("Error executing tool count_letters")');
    expect(findings[0]!.message).toContain('-> int returning a str');
  });
});
