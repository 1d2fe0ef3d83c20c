// Client profiles through the built CLI: --client (repeatable), --list-clients (table and JSON), "clients" in the
// config (validated), and how they combine with --rule.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { mkdirSync } from 'node:fs';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-clients-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Clean under the default rules; a dotted name breaks Cursor, Claude, OpenAI and VS Code, and the open object breaks
// OpenAI strict mode and (additionalProperties) Gemini's schema subset.
const TOOL = {
  name: 'meta.index',
  title: 'Index',
  description: 'Lists the sections of the site index with their titles and paths.',
  inputSchema: {
    type: 'object',
    properties: { depth: { type: 'integer', description: 'How many levels to list.' } },
    required: [],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

function caseDir(config?: unknown): string {
  const sub = mkdtempSync(join(dir, 'case-'));
  writeFileSync(join(sub, 'tools.json'), JSON.stringify({ tools: [TOOL] }, null, 2));
  if (config !== undefined) writeFileSync(join(sub, 'mcp-lint.config.json'), JSON.stringify(config));
  return sub;
}

interface JsonMessage {
  ruleId: string;
  severity: number;
  message: string;
  toolName: string;
  line: number;
}
async function findings(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stderr: string; messages: JsonMessage[] }> {
  const run = await runMcpLint(['tools.json', '--format', 'json', ...args], { cwd });
  return {
    code: run.code,
    stderr: run.stderr,
    messages: run.stdout ? (JSON.parse(run.stdout) as Array<{ messages: JsonMessage[] }>)[0]!.messages : [],
  };
}
const clientRules = (messages: JsonMessage[]) =>
  [...new Set(messages.map((m) => m.ruleId).filter((id) => id.startsWith('client-')))].sort();

describe('--client', () => {
  it('is off without --client: the dotted name is fine for MCP', async () => {
    const run = await findings([], caseDir());
    expect(run.stderr).toBe('');
    expect(run.messages).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("turns on the client's rule at error where the client drops the tool, naming the client", async () => {
    const run = await findings(['--client', 'cursor'], caseDir());
    expect(run.code).toBe(1);
    expect(run.messages).toHaveLength(1);
    expect(run.messages[0]).toMatchObject({ ruleId: 'client-cursor', severity: 2, toolName: 'meta.index', line: 4 });
    expect(run.messages[0]!.message).toMatch(/^Cursor: tool name "meta\.index" contains "\."/);
  });

  it("turns VS Code's rule on at warning (VS Code still uses the tool), so the exit code stays 0", async () => {
    const run = await findings(['--client', 'vscode'], caseDir());
    expect(run.messages.map((m) => [m.ruleId, m.severity])).toEqual([['client-vscode', 1]]);
    expect(run.messages[0]!.message).toMatch(/^VS Code: /);
    expect(run.code).toBe(0);
  });

  it('is repeatable, and openai-strict brings client-openai with it', async () => {
    const run = await findings(['--client', 'claude', '--client', 'openai-strict'], caseDir());
    expect(clientRules(run.messages)).toEqual(['client-claude', 'client-openai', 'client-openai-strict']);
    expect(run.messages.find((m) => m.ruleId === 'client-openai-strict')!.message).toMatch(
      /^OpenAI strict mode: inputSchema does not list "depth" in "required"/,
    );
  });

  it('copilot-cli: a dotted name fails every prompt there, so it is an error', async () => {
    const run = await findings(['--client', 'copilot-cli'], caseDir());
    expect(run.messages.map((m) => [m.ruleId, m.severity])).toEqual([['client-copilot-cli', 2]]);
    expect(run.messages[0]!.message).toMatch(/^GitHub Copilot CLI: tool name "meta\.index" contains "\."/);
  });

  it('prints the client in stylish output too', async () => {
    const run = await runMcpLint(['tools.json', '--client', 'gemini'], { cwd: caseDir() });
    expect(run.stdout).toMatch(/error {2}Gemini: inputSchema uses "additionalProperties".*client-gemini/);
  });

  it('--rule still wins over a client profile', async () => {
    const off = await findings(['--client', 'cursor', '--rule', 'client-cursor:off'], caseDir());
    expect(off.messages).toEqual([]);
    const down = await findings(['--client', 'cursor', '--rule', 'client-cursor:warning'], caseDir());
    expect(down.messages.map((m) => m.severity)).toEqual([1]);
    expect(down.code).toBe(0);
  });

  it('rejects an unknown client with exit 2, a suggestion and the known names', async () => {
    const run = await runMcpLint(['tools.json', '--client', 'cursr'], { cwd: caseDir() });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /unknown client "cursr"\. Did you mean "cursor"\? Known clients: vscode, cursor, claude, openai, openai-strict, gemini, copilot-cli/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects an empty --client', async () => {
    const run = await runMcpLint(['tools.json', '--client', ''], { cwd: caseDir() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--client needs a value/);
  });
});

describe('--client cursor with --client-config', () => {
  it("counts the server's key in Cursor's config toward the 60 characters", async () => {
    const sub = mkdtempSync(join(dir, 'cursor-'));
    mkdirSync(join(sub, '.cursor'));
    const server = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'named-tools.mjs');
    writeFileSync(
      join(sub, '.cursor', 'mcp.json'),
      JSON.stringify({
        mcpServers: {
          'awslabs.git-repo-research-mcp-server': {
            command: process.execPath,
            args: [server],
            env: { TOOLS: 'search_research_repository,ok' },
          },
        },
      }),
    );
    const run = await runMcpLint(['--client-config', '.cursor/mcp.json', '--client', 'cursor', '--format', 'json'], {
      cwd: sub,
    });
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as Array<{ messages: JsonMessage[] }>;
    const cursor = result!.messages.filter((m) => m.ruleId === 'client-cursor');
    expect(cursor.map((m) => m.toolName)).toEqual(['search_research_repository']);
    expect(cursor[0]!.message).toMatch(
      /^Cursor: server name "awslabs\.git-repo-research-mcp-server" plus tool name "search_research_repository" make 62 characters/,
    );
  });
});

describe('"clients" in mcp-lint.config.json', () => {
  it('turns the profiles on, and --client adds to them', async () => {
    const sub = caseDir({ clients: ['gemini'] });
    expect(clientRules((await findings([], sub)).messages)).toEqual(['client-gemini']);
    expect(clientRules((await findings(['--client', 'claude'], sub)).messages)).toEqual([
      'client-claude',
      'client-gemini',
    ]);
  });

  it('takes rule options for a client rule', async () => {
    const sub = caseDir({ clients: ['cursor'], rules: { 'client-cursor': ['error', { allowHyphen: false }] } });
    const run = await findings([], sub);
    expect(run.messages.map((m) => m.message)).toEqual([expect.stringMatching(/contains "\."; Cursor filters it out/)]);
  });

  it('is validated: an unknown client name, a string instead of an array, a repeat', async () => {
    const unknown = await runMcpLint(['tools.json'], { cwd: caseDir({ clients: ['gemni'] }) });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /mcp-lint\.config\.json: "clients" › "0" is "gemni"; it must be an array of client names without repeats, from "vscode", "cursor", "claude", "openai", "openai-strict", "gemini", "copilot-cli"/,
    );
    const notArray = await runMcpLint(['tools.json'], { cwd: caseDir({ clients: 'gemini' }) });
    expect(notArray.code).toBe(2);
    expect(notArray.stderr).toMatch(/"clients" is "gemini"; it must be an array of client names/);
    const repeated = await runMcpLint(['tools.json'], { cwd: caseDir({ clients: ['claude', 'claude'] }) });
    expect(repeated.code).toBe(2);
    expect(repeated.stderr).toMatch(/"clients"/);
  });
});

describe('--list-clients', () => {
  it('prints a table of every profile with its level, checks and source', async () => {
    const run = await runMcpLint(['--list-clients']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^client\s+level\s+checks\s+source$/);
    for (const [name, level] of [
      ['vscode', 'warning'],
      ['cursor', 'error'],
      ['claude', 'error'],
      ['openai', 'error'],
      ['openai-strict', 'error'],
      ['gemini', 'error'],
      ['copilot-cli', 'error'],
      ['claude-code', 'error'],
      ['copilot-studio', 'error'],
      ['windsurf', 'warning'],
      ['trae', 'error'],
      ['codex', 'warning'],
    ]) {
      expect(
        lines.some((line) => new RegExp(`^${name}\\s+${level}\\s+.+\\s+https://\\S+$`).test(line)),
        name,
      ).toBe(true);
    }
  });

  it('prints JSON with --format json', async () => {
    const run = await runMcpLint(['--list-clients', '--format', 'json']);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Array<{
      name: string;
      rules: string[];
      level: string;
      source: string;
      docs: string[];
    }>;
    expect(rows.map((r) => r.name)).toEqual([
      'vscode',
      'cursor',
      'claude',
      'openai',
      'openai-strict',
      'gemini',
      'copilot-cli',
      'claude-code',
      'copilot-studio',
      'windsurf',
      'trae',
      'codex',
    ]);
    for (const row of rows) {
      expect(row.source).toMatch(/^https:\/\//);
      expect(row.rules.length).toBeGreaterThan(0);
      expect(row.docs).toEqual(row.rules.map((id) => expect.stringContaining(`docs/rules/${id}.md`)));
    }
    expect(rows.find((r) => r.name === 'openai-strict')!.rules).toEqual(['client-openai', 'client-openai-strict']);
    expect(rows.find((r) => r.name === 'claude-code')!.rules).toEqual(['client-claude', 'client-claude-code']);
  });

  it('every listed rule exists and --explain prints its sources', async () => {
    const run = await runMcpLint(['--explain', 'client-openai-strict']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Constraints and sources \(checked 2026-12-01, sources re-read 2026-12-02\)/);
  });
});
