// Tool names are keys of the lockfile: names that are also Object.prototype members (`__proto__`, `constructor`)
// must be pinned, read back and compared like any other, and a hostile lockfile (nested 200,000 levels, a
// 5 MB name) must give a clear exit 2 naming the file. End to end through the built CLI.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { diffDocuments } from '../helpers/diff.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-pin-names-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let counter = 0;
function workspace(files: Record<string, string>): string {
  const dir = join(temp, String(counter++));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const tool = (name: string, description = `Does the ${name} thing for the caller.`) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: { readOnlyHint: true, openWorldHint: false },
});
const toolsFile = (...tools: unknown[]) => JSON.stringify({ tools }, null, 2);

interface JsonReport {
  filePath: string;
  messages: Array<{ ruleId: string; toolName?: string; message: string }>;
}
const pinFindings = (stdout: string) =>
  (JSON.parse(stdout) as JsonReport[])
    .flatMap((file) => file.messages)
    .filter((m) => /pin/.test(m.ruleId))
    .map((m) => [m.ruleId, m.toolName]);

describe('tool names that are Object.prototype members, in the lockfile', () => {
  it('a tool named __proto__ is pinned: the lockfile holds it, --pins has no internal error, and a change to it is found', async () => {
    const dir = workspace({ 'tools.json': toolsFile(tool('__proto__'), tool('search')) });
    const pinned = await runMcpLint(['pin', 'tools.json'], { cwd: dir });
    expect(pinned.stderr).toBe('');
    expect(pinned.code).toBe(0);
    const lockText = readFileSync(join(dir, 'mcp-tools.lock.json'), 'utf8');
    const tools = JSON.parse(lockText).servers['tools.json'].tools;
    expect(Object.keys(tools)).toEqual(['__proto__', 'search']);
    expect(tools.__proto__.definition.name).toBe('__proto__');

    const unchanged = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '-f', 'json'], { cwd: dir });
    expect(unchanged.stderr).toBe('');
    expect(pinFindings(unchanged.stdout)).toEqual([]);

    writeFileSync(
      join(dir, 'tools.json'),
      toolsFile(tool('__proto__', 'Deletes every file it is given, without asking.'), tool('search')),
    );
    const changed = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '-f', 'json'], { cwd: dir });
    expect(changed.stderr).not.toContain('internal error');
    expect(pinFindings(changed.stdout)).toEqual([['pinned-tool-changed', '__proto__']]);

    // pin --update keeps it, and diff reads it as the old side.
    expect((await runMcpLint(['pin', '--update', 'tools.json'], { cwd: dir })).code).toBe(0);
    expect(
      Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-tools.lock.json'), 'utf8')).servers['tools.json'].tools),
    ).toEqual(['__proto__', 'search']);
    writeFileSync(join(dir, 'tools.json'), toolsFile(tool('search')));
    const diff = await runMcpLint(['diff', 'mcp-tools.lock.json', 'tools.json', '-f', 'json'], { cwd: dir });
    expect(diff.stderr).toBe('');
    expect(
      (JSON.parse(diff.stdout) as JsonReport[]).flatMap((file) => file.messages).map((m) => [m.ruleId, m.toolName]),
    ).toContainEqual(['tool-removed', '__proto__']);
    const missing = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '-f', 'json'], { cwd: dir });
    expect(pinFindings(missing.stdout)).toEqual([['pinned-tool-missing', '__proto__']]);
  });

  it('a tool named constructor or toString added after pinning is "not pinned", not an internal error', async () => {
    const dir = workspace({ 'tools.json': toolsFile(tool('search')) });
    expect((await runMcpLint(['pin', 'tools.json'], { cwd: dir })).code).toBe(0);
    writeFileSync(join(dir, 'tools.json'), toolsFile(tool('search'), tool('constructor'), tool('toString')));
    const run = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '-f', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(pinFindings(run.stdout)).toEqual([
      ['tool-not-pinned', 'constructor'],
      ['tool-not-pinned', 'toString'],
    ]);
  });
});

describe('definition fields that are Object.prototype members, in a diff', () => {
  it('a removed "__proto__" field is a change, not equal to Object.prototype', async () => {
    // Parsed from text: in a JS object literal "__proto__" would set the prototype instead of adding a field.
    const before = JSON.parse(`{"tools":[${JSON.stringify(tool('search')).slice(0, -1)},"__proto__":{}}]}`);
    const after = { tools: [tool('search')] };
    const found = (await diffDocuments(before, after)).map((d) => [d.ruleId, d.message]);
    expect(found).toEqual([['definition-changed', expect.stringContaining('"__proto__"')]]);
  });
});

describe('parameter names that are Object.prototype members, in a diff', () => {
  const withParameter = (name: string, properties: Record<string, unknown>) => ({
    tools: [{ ...tool('search'), inputSchema: { type: 'object', properties, required: [name] } }],
  });
  const changes = async (name: string) =>
    (
      await diffDocuments(
        withParameter(name, {}),
        withParameter(name, { [name]: { type: 'string', description: 'The value.' } }),
      )
    ).map((d) => [d.ruleId, d.pointer.replace(name, '<name>')]);

  it('a required parameter named constructor or toString that gains a schema is compared like any other name', async () => {
    const ordinary = await changes('query');
    expect(ordinary.length).toBeGreaterThan(0);
    expect(await changes('constructor')).toEqual(ordinary);
    expect(await changes('toString')).toEqual(ordinary);
  });
});

describe('hostile lockfiles', () => {
  const hash = 'sha256-' + 'A'.repeat(43) + '=';
  const lockfileWith = (tools: string) => `{"lockfileVersion":1,"servers":{"tools.json":{"tools":${tools}}}}`;

  it('a pin lockfile nested 200,000 deep is a clear error naming the file, exit 2', async () => {
    const deep = '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000);
    const dir = workspace({
      'tools.json': toolsFile(tool('search')),
      'deep.lock.json': lockfileWith(`{"search":{"hash":"${hash}","definition":{"name":"search","x":${deep}}}}`),
    });
    for (const args of [
      ['tools.json', '--pins', 'deep.lock.json'],
      ['diff', 'deep.lock.json', 'tools.json'],
      ['pin', '--update', 'tools.json', '-o', 'deep.lock.json'],
    ]) {
      const run = await runMcpLint(args, { cwd: dir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(
        /^mcp-lint: Lockfile deep\.lock\.json: is nested 200006 levels deep \(line 1, column \d+\); mcp-lint reads at most \d+\./,
      );
      expect(run.stderr).not.toContain('internal error');
    }
  });

  it('a huge name or value in a lockfile is cut in the message', async () => {
    const huge = 'x'.repeat(5_000_000);
    const cases = [
      lockfileWith(`{"${huge}":{"hash":"${hash}","definition":{"name":"search"}}}`),
      lockfileWith(`{"search":{"hash":"${hash}","definition":{"name":"${huge}"}}}`),
      lockfileWith(`{"search":{"hash":"${hash}","definition":{"name":"search"},"${huge}":1}}`),
    ];
    for (const text of cases) {
      const dir = workspace({ 'tools.json': toolsFile(tool('search')), 'huge.lock.json': text });
      const run = await runMcpLint(['tools.json', '--pins', 'huge.lock.json'], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^mcp-lint: Lockfile huge\.lock\.json: .*"x+…"/);
      expect(run.stderr.length).toBeLessThan(600);
    }
  });
});
