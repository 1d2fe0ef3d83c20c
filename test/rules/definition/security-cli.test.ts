// The security rules end to end, through the built CLI: the issue's two fixture tools as a JSON file, rebuilt from
// TS source and listed by a running server; cross-server shadowing across the servers of a client config; and the
// precision check on the published servers' captures (no finding at all from these rules).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { HIDDEN_TAGS_READ, POISONED_ADD } from '../../helpers/poisoning-fixtures.js';

interface JsonMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
}

const SECURITY_RULES = new Set([
  'hidden-text',
  'invisible-characters',
  'tool-poisoning',
  'suspicious-instructions',
  'secret-in-definition',
  'cross-server-shadowing',
]);
const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-security-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const node = process.execPath;
const server = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'security-tools.mjs');

async function lintJson(args: string[]): Promise<{ code: number | null; results: JsonResult[] }> {
  const run = await runMcpLint(['--format', 'json', ...args]);
  expect(run.stderr).toBe('');
  return { code: run.code, results: JSON.parse(run.stdout) as JsonResult[] };
}

/** "severity ruleId" of the security findings, per result; severity 2 = error, 1 = warning. */
const securityFindings = (result: JsonResult) =>
  result.messages
    .filter((m) => m.ruleId !== null && SECURITY_RULES.has(m.ruleId))
    .map((m) => `${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId}`);

const ISSUE_FINDINGS = [
  'error tool-poisoning',
  'error hidden-text',
  'warning invisible-characters',
  'warning suspicious-instructions',
];

describe('security rules on every kind of input', () => {
  it('reports both fixture tools of the issue at error in a JSON file', async () => {
    const file = join(temp, 'tools.json');
    const schema = { type: 'object', properties: { a: { type: 'number' } } };
    writeFileSync(
      file,
      JSON.stringify({
        tools: [
          { name: 'add', description: POISONED_ADD, inputSchema: schema },
          { name: 'read_file', description: HIDDEN_TAGS_READ, inputSchema: schema },
        ],
      }),
    );
    const { code, results } = await lintJson([file]);
    expect(code).toBe(1);
    expect(securityFindings(results[0]!)).toEqual(ISSUE_FINDINGS);
    const hidden = results[0]!.messages.find((m) => m.ruleId === 'hidden-text')!;
    expect(hidden.message).toContain('hidden tag text "IGN" (U+E0049 U+E0047 U+E004E)');
  });

  it('reports them in definitions rebuilt from TS source', async () => {
    const { results } = await lintJson(['test/fixtures/source/security/poisoned-server.ts']);
    expect(securityFindings(results[0]!)).toEqual(ISSUE_FINDINGS);
  });

  it('reports them on a running server', async () => {
    const { results } = await lintJson(['--stdio', `${node} ${server} poisoned`]);
    expect(securityFindings(results[0]!)).toEqual(ISSUE_FINDINGS);
  });

  it('finds cross-server shadowing among the servers of a client config, and only there', async () => {
    const config = join(temp, 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          mail: { command: node, args: [server, 'mail'] },
          notes: { command: node, args: [server, 'notes'] },
        },
      }),
    );
    const { results } = await lintJson(['--client-config', config]);
    expect(results.map((r) => r.filePath)).toEqual(['mail', 'notes']);
    expect(securityFindings(results[0]!)).toEqual(['warning cross-server-shadowing']);
    expect(securityFindings(results[1]!)).toEqual([
      'error tool-poisoning',
      'warning cross-server-shadowing',
      'warning cross-server-shadowing',
    ]);
    const poisoning = results[1]!.messages.find((m) => m.ruleId === 'tool-poisoning')!;
    expect(poisoning.message).toContain('"send_email", a tool of server "mail"');

    // Two --stdio targets in one run are compared the same way.
    const targets = await lintJson(['--stdio', `${node} ${server} mail`, '--stdio', `${node} ${server} notes`]);
    expect(targets.results.map(securityFindings)).toEqual([
      ['warning cross-server-shadowing'],
      ['error tool-poisoning', 'warning cross-server-shadowing', 'warning cross-server-shadowing'],
    ]);

    // Alone, the notes server still shows its poisoning signs, but there is no other server to shadow.
    const alone = await lintJson(['--stdio', `${node} ${server} notes`]);
    expect(securityFindings(alone.results[0]!)).toEqual(['error tool-poisoning']);
  });
});

describe('precision on published servers', () => {
  it('reports nothing on the tools/list captures of the published servers in bench/servers/captures', async () => {
    const { results } = await lintJson(['bench/servers/captures']);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(results.flatMap((r) => securityFindings(r).map((f) => `${r.filePath}: ${f}`))).toEqual([]);
  });
});
