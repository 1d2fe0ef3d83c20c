// What the built mcp-lint says, end to end: diff and pin findings name their tool and the lockfile given, stylish
// prints one line per finding off a terminal, wraps on one, and names what a clean run checked, and every misspelt flag, level or format
// gets a "did you mean".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { joinedStylish } from '../helpers/stylish-rows.js';
import { captureIo } from '../helpers/cli-io.js';
import { main } from '../../src/cli/mcp-lint.js';

const search = (properties: Record<string, unknown>, required: string[]) => ({
  name: 'search',
  title: 'Search issues',
  description: 'Searches the issues of a project by text. Use it to find an issue before you update it.',
  inputSchema: { type: 'object', properties, required, additionalProperties: false },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
});
const text = (description: string) => ({ type: 'string', description, minLength: 1, maxLength: 200 });
const OLD = [search({ q: text('Words to look for') }, ['q'])];
const NEW = [search({ q: text('Words to look for'), project: text('Project key, e.g. WEB') }, ['q', 'project'])];

// Lists $TOOLS under the server name $SERVER_NAME.
const SERVER = join(REPO_ROOT, 'test/fixtures/servers/listed-tools.mjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-messages-'));
  // Minified, as a --save capture or an API response is: one line, so only a column tells tools apart.
  writeFileSync(join(dir, 'old.json'), JSON.stringify({ tools: OLD }));
  writeFileSync(join(dir, 'new.json'), JSON.stringify({ tools: NEW }));
  const server = (tools: unknown[]) => ({
    command: process.execPath,
    args: [SERVER],
    env: { TOOLS: JSON.stringify(tools), SERVER_NAME: 'issues' },
  });
  writeFileSync(
    join(dir, 'client.json'),
    JSON.stringify({
      mcpServers: { issues: server(OLD), broken: server([{ name: 'broken tool', inputSchema: { type: 'object' } }]) },
    }),
  );
  writeFileSync(join(dir, 'clean-client.json'), JSON.stringify({ mcpServers: { issues: server(OLD) } }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lint = (args: string[]) => runMcpLint(args, { cwd: dir });

describe('diff and pin findings', () => {
  it('a diff finding on a minified capture names its tool', async () => {
    const run = await lint(['diff', 'old.json', 'new.json']);
    expect(run.code).toBe(1);
    const row = joinedStylish(run.stdout)
      .split('\n')
      .find((line) => line.includes('required-parameter-added'))!;
    expect(row).toMatch(/^new\.json:1:\d+ +error +Tool "search": New required/);
    expect(row.replace(/ +required-parameter-added/, '')).toContain(
      'Tool "search": New required parameter "project": existing calls',
    );
    const github = await lint(['diff', 'old.json', 'new.json', '--format', 'github']);
    expect(github.stdout).toMatch(
      /^::error file=new\.json,line=1,.*::Tool "search": New required parameter "project"/m,
    );
  });

  it('pin hints name the lockfile given to --pins, so --update rewrites that file', async () => {
    expect((await lint(['pin', 'old.json', '-o', 'approved.lock.json'])).code).toBe(0);
    const run = await lint(['new.json', '--pins', 'approved.lock.json', '--format', 'json']);
    const messages = (JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)[0]!
      .messages;
    const notPinned = messages.find((m) => m.ruleId === 'tool-not-pinned')!;
    expect(notPinned.message).toContain('"approved.lock.json" has no entry for "new.json"');
    expect(notPinned.message).toContain('run mcp-lint pin --update -o approved.lock.json with the inputs of this run');
    // The command the hint gives does update that lockfile: the next --pins run is clean.
    expect((await lint(['pin', '--update', '-o', 'approved.lock.json', 'new.json'])).code).toBe(0);
    const after = await lint(['new.json', '--pins', 'approved.lock.json']);
    expect(after.stdout).toBe('✔ 1 file, 1 tool: no problems\n');
  });

  it('a changed pinned tool names its server, its change count in words and the lockfile', async () => {
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: OLD }));
    expect((await lint(['pin', 'tools.json', '-o', 'team lock.json'])).code).toBe(0);
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: NEW }));
    const run = await lint(['tools.json', '--pins', 'team lock.json', '--format', 'json']);
    const [changed] = (JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)[0]!
      .messages;
    expect(changed).toMatchObject({ ruleId: 'pinned-tool-changed' });
    expect(changed!.message).toMatch(
      /^Tool "search" of "tools\.json" changed since it was pinned \(1 change\): \[required-parameter-added\] New required parameter "project"/,
    );
    expect(changed!.message).toContain("run mcp-lint pin --update -o 'team lock.json' with the inputs of this run");
  });
});

describe('stylish', () => {
  it('prints one line per finding when the output is not a terminal: path:line:col  severity  message  rule', async () => {
    const run = await runMcpLint(['examples/tools.json']);
    const json = await runMcpLint(['examples/tools.json', '--format', 'json']);
    const messages = (
      JSON.parse(json.stdout) as Array<{
        messages: Array<{ ruleId: string; level: string; message: string; line: number; column: number }>;
      }>
    )[0]!.messages;
    expect(messages.length).toBe(10);
    const lines = run.stdout.split('\n');
    for (const m of messages)
      expect(lines).toContain(`examples/tools.json:${m.line}:${m.column}  ${m.level}  ${m.message}  ${m.ruleId}`);
    // Every other line is blank or the summary: no message is wrapped, no rule id stands alone.
    expect(lines.length).toBe(messages.length + 4);
    expect(lines.at(-2)).toMatch(/^✖ \d+ problems/);
  });

  it('wraps only on a terminal, at its width', async () => {
    const io = captureIo(REPO_ROOT, { isTTY: true, columns: () => 100 });
    expect(await main(['examples/tools.json', '--no-color'], io)).toBe(1);
    const lines = io.out.split('\n').filter((line) => line.startsWith('  '));
    expect(lines.filter((line) => /^ {2}\d+:\d+ /.test(line)).length).toBe(10);
    // A word is never split: only a line holding one word wider than its column may pass the width.
    const over = lines.filter((line) => line.length > 100 && !line.split(/ +/).some((word) => word.length > 30));
    expect(over).toEqual([]);
    expect(lines.some((line) => line.length > 80)).toBe(true);
  });

  it('a clean run says what it checked, in one line', async () => {
    const run = await runMcpLint(['examples/clean-tools.json']);
    expect(run).toMatchObject({ code: 0, stdout: '✔ 1 file, 4 tools: no problems\n', stderr: '' });
  });

  it('--client-config names a clean server, alone and beside one with findings', async () => {
    const clean = await lint(['--client-config', 'clean-client.json']);
    expect(clean).toMatchObject({ code: 0, stdout: '✔ issues (issues 1.0.0): 1 tool, no problems\n' });
    const mixed = await lint(['--client-config', 'client.json']);
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toMatch(/^broken \(issues 1\.0\.0\): tool \S+.* {2}\S+$/m);
    expect(mixed.stdout).toContain('\n✔ issues (issues 1.0.0): 1 tool, no problems\n✖ ');
  });
});

describe('did you mean', () => {
  it.each([
    [['--formt', 'json', 'old.json'], "mcp-lint: unknown option '--formt' Did you mean --format?"],
    [
      ['old.json', '--format', 'styish'],
      'Allowed choices are stylish, json, sarif, github, html. Did you mean "stylish"?',
    ],
    [['old.json', '--spec', '2025-11-2'], 'Did you mean "2025-11-25"?'],
    [
      ['old.json', '--rule', 'tool-description:warn'],
      '--rule expects <rule-id>:<off|info|warning|error>, got "tool-description:warn". Did you mean "tool-description:warning"?',
    ],
    [
      ['old.json', '--rule', 'tool-descriptio:warning'],
      '--rule: unknown rule "tool-descriptio". Did you mean "tool-description"?',
    ],
    [['diff', 'old.json', 'new.json', '--format', 'gihub'], 'Did you mean "github"?'],
    [['diff', 'old.json', 'new.json', '--max-warning', '0'], 'Did you mean --max-warnings?'],
    [['pin', 'old.json', '--updat'], 'Did you mean --update?'],
    [['serve', '--rot', '.'], 'serve does not take "--rot". Did you mean --root?'],
  ])('%j', async (args, said) => {
    const run = await lint(args);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toContain(said);
  });
});
