// mcp-lint diff, pin and --pins end to end through the built CLI, on real captures mutated in the test.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { capture, toolOf } from '../helpers/diff.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-diff-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const EV = 'modelcontextprotocol__server-everything';
let counter = 0;
function workspace(files: Record<string, unknown>): string {
  const dir = join(temp, String(counter++));
  for (const [name, value] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  }
  return dir;
}
interface JsonResult {
  filePath: string;
  messages: Array<{
    ruleId: string;
    severity: number;
    toolName?: string;
    pointer: string;
    line?: number;
    column?: number;
  }>;
}

function breakingRelease() {
  const after = capture(EV);
  after.tools = after.tools.filter((t: { name: string }) => t.name !== 'get-env');
  toolOf(after, 'get-sum').inputSchema.properties.a.type = 'integer';
  toolOf(after, 'echo').description = 'Echoes back the input string.';
  return after;
}

describe('mcp-lint diff', () => {
  it('exits 1 on a breaking change and reports each change with its rule id', async () => {
    const dir = workspace({ 'old.json': capture(EV), 'new.json': breakingRelease() });
    const run = await runMcpLint(['diff', 'old.json', 'new.json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-removed');
    expect(run.stdout).toContain('parameter-type-narrowed');
    expect(run.stdout).toContain('description-reworded');
  });

  it('--format json gives toolName, a pointer into the new definition and its line in new.json', async () => {
    const dir = workspace({ 'old.json': capture(EV), 'new.json': breakingRelease() });
    const run = await runMcpLint(['diff', 'old.json', 'new.json', '--format', 'json'], { cwd: dir });
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.filePath).toBe(join(dir, 'new.json'));
    const narrowed = result!.messages.find((m) => m.ruleId === 'parameter-type-narrowed')!;
    expect(narrowed).toMatchObject({ toolName: 'get-sum', pointer: '/inputSchema/properties/a/type', severity: 2 });
    const lines = readFileSync(join(dir, 'new.json'), 'utf8').split('\n');
    expect(lines[narrowed.line! - 1]).toContain('"type": "integer"');
    expect(result!.messages.find((m) => m.ruleId === 'tool-removed')).toMatchObject({
      toolName: 'get-env',
      pointer: '',
      line: 1,
    });
  });

  it('exits 0 when every change is compatible, and --rule levels apply', async () => {
    const after = capture(EV);
    after.tools.push({ ...toolOf(after, 'echo'), name: 'echo-loud', description: 'Echoes the message in capitals' });
    const dir = workspace({ 'old.json': capture(EV), 'new.json': after, 'broken.json': breakingRelease() });
    const compatible = await runMcpLint(['diff', 'old.json', 'new.json'], { cwd: dir });
    expect(compatible.code).toBe(0);
    expect(compatible.stdout).toContain('tool-added');
    const relaxed = await runMcpLint(
      ['diff', 'old.json', 'broken.json', '--rule', 'tool-removed:warning', '--rule', 'parameter-type-narrowed:off'],
      { cwd: dir },
    );
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toMatch(/warning.*tool-removed/);
    expect(relaxed.stdout).not.toContain('parameter-type-narrowed');
  });

  it('--max-warnings and --quiet work as for linting', async () => {
    const after = capture(EV);
    toolOf(after, 'get-resource-links').inputSchema.properties.count.default = 5;
    const dir = workspace({ 'old.json': capture(EV), 'new.json': after });
    expect((await runMcpLint(['diff', 'old.json', 'new.json'], { cwd: dir })).code).toBe(0);
    const strict = await runMcpLint(['diff', 'old.json', 'new.json', '--max-warnings', '0'], { cwd: dir });
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('default-changed');
    const quiet = await runMcpLint(['diff', 'old.json', 'new.json', '--quiet'], { cwd: dir });
    expect(quiet.stdout).not.toContain('default-changed');
  });

  it('--format github annotates the new file', async () => {
    const dir = workspace({ 'base.json': capture(EV), 'tools.json': breakingRelease() });
    const run = await runMcpLint(['diff', 'base.json', 'tools.json', '--format', 'github'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+,.*parameter-type-narrowed/m);
  });

  it('exits 2 with a clear message for a missing side or an unreadable path', async () => {
    const dir = workspace({ 'old.json': capture(EV) });
    const missing = await runMcpLint(['diff', 'old.json'], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing the new side');
    const absent = await runMcpLint(['diff', 'old.json', 'nope.json'], { cwd: dir });
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain('nope.json');
    expect(absent.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('reads TS source directories as sides (definitions rebuilt statically, never run)', async () => {
    const server = (tools: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "calc", version: "1.0.0" });
${tools}
`;
    const add = (schema: string) =>
      `server.registerTool("add", { description: "Adds two numbers", inputSchema: ${schema}, annotations: { readOnlyHint: true } }, async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }));`;
    const reset =
      'server.registerTool("reset", { description: "Resets the memory", inputSchema: {} }, async () => ({ content: [{ type: "text", text: "ok" }] }));';
    const dir = workspace({
      'old/server.ts': server(
        `${add('{ a: z.number().describe("First"), b: z.number().describe("Second") }')}\n${reset}`,
      ),
      'new/server.ts': server(
        add(
          '{ a: z.number().describe("First"), b: z.number().describe("Second"), round: z.boolean().describe("Round the sum") }',
        ),
      ),
    });
    const run = await runMcpLint(['diff', 'old', 'new', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.filePath).toBe(join(dir, 'new', 'server.ts'));
    expect(result!.messages.map((m) => [m.ruleId, m.toolName, m.pointer])).toEqual([
      ['tool-removed', 'reset', ''],
      ['required-parameter-added', 'add', '/inputSchema/properties/round'],
    ]);
    expect(result!.messages[1]!.line).toBe(4);
  });

  it('reports a side that is not valid JSON instead of calling every tool added', async () => {
    const dir = workspace({ 'old.json': '{ "tools": [', 'new.json': capture(EV) });
    const run = await runMcpLint(['diff', 'old.json', 'new.json', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(2);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'old.json')]);
  });
});

describe('mcp-lint pin and --pins', () => {
  it('pins, refuses to overwrite, reports changed / new / missing tools, and accepts them with --update', async () => {
    const dir = workspace({ 'tools.json': capture(EV) });
    const pinned = await runMcpLint(['pin', 'tools.json'], { cwd: dir });
    expect(pinned.stderr).toBe('');
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain('Pinned 13 tools of 1 server in mcp-tools.lock.json');
    const lock = JSON.parse(readFileSync(join(dir, 'mcp-tools.lock.json'), 'utf8'));
    expect(lock.lockfileVersion).toBe(1);
    expect(lock.servers['tools.json'].tools.echo.hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(lock.servers['tools.json'].tools.echo.definition.name).toBe('echo');

    const again = await runMcpLint(['pin', 'tools.json'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--update');

    const clean = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(clean.stdout) as JsonResult[])[0]!.messages.filter((m) => /pin/.test(m.ruleId))).toEqual([]);

    const changed = capture(EV);
    changed.tools = changed.tools.filter((t: { name: string }) => t.name !== 'get-env');
    toolOf(changed, 'echo').annotations.openWorldHint = true;
    changed.tools.push({
      ...toolOf(changed, 'get-sum'),
      name: 'get-product',
      description: 'Returns the product of two numbers',
    });
    writeFileSync(join(dir, 'tools.json'), JSON.stringify(changed, null, 2));
    const check = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '--format', 'json'], { cwd: dir });
    expect(check.code).toBe(1);
    const messages = (JSON.parse(check.stdout) as JsonResult[])[0]!.messages.filter((m) => /pin/.test(m.ruleId));
    expect(messages.map((m) => [m.ruleId, m.toolName]).sort()).toEqual([
      ['pinned-tool-changed', 'echo'],
      ['pinned-tool-missing', 'get-env'],
      ['tool-not-pinned', 'get-product'],
    ]);
    expect(messages.find((m) => m.ruleId === 'pinned-tool-changed')!.pointer).toBe('/annotations/openWorldHint');

    const updated = await runMcpLint(['pin', '--update', 'tools.json'], { cwd: dir });
    expect(updated.code).toBe(0);
    const after = await runMcpLint(['tools.json', '--pins', 'mcp-tools.lock.json', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(after.stdout) as JsonResult[])[0]!.messages.filter((m) => /pin/.test(m.ruleId))).toEqual([]);
  });

  it('diff takes the lockfile as its old side, to list every change behind a pinned-tool-changed', async () => {
    const dir = workspace({ 'tools.json': capture(EV) });
    expect((await runMcpLint(['pin', 'tools.json'], { cwd: dir })).code).toBe(0);
    writeFileSync(join(dir, 'tools.json'), JSON.stringify(breakingRelease(), null, 2));
    const run = await runMcpLint(['diff', 'mcp-tools.lock.json', 'tools.json', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.messages.map((m) => m.ruleId).sort()).toEqual([
      'description-reworded',
      'parameter-type-narrowed',
      'tool-removed',
    ]);
    writeFileSync(join(dir, 'mcp-tools.lock.json'), '{ "lockfileVersion": 1, "servers": 3 }');
    const corrupt = await runMcpLint(['diff', 'mcp-tools.lock.json', 'tools.json'], { cwd: dir });
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toContain('Lockfile mcp-tools.lock.json: "servers": must be object');
  });

  it('keys files by their path relative to the lockfile, so checks work from any working directory', async () => {
    const dir = workspace({ 'captures/tools.json': capture(EV) });
    expect(
      (await runMcpLint(['pin', 'captures/tools.json', '-o', 'locks/mcp-tools.lock.json'], { cwd: dir })).code,
    ).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'locks', 'mcp-tools.lock.json'), 'utf8'));
    expect(Object.keys(lock.servers)).toEqual(['../captures/tools.json']);
    const fromCaptures = await runMcpLint(
      ['tools.json', '--pins', '../locks/mcp-tools.lock.json', '--format', 'json'],
      { cwd: join(dir, 'captures') },
    );
    expect((JSON.parse(fromCaptures.stdout) as JsonResult[])[0]!.messages.filter((m) => /pin/.test(m.ruleId))).toEqual(
      [],
    );
  });

  it('writes the same bytes whatever the key order and whitespace of the input', async () => {
    const reordered = capture(EV);
    reordered.tools = reordered.tools.map((tool: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(tool).reverse()),
    );
    const a = workspace({ 'tools.json': capture(EV) });
    const b = workspace({ 'tools.json': JSON.stringify(reordered) });
    expect((await runMcpLint(['pin', 'tools.json'], { cwd: a })).code).toBe(0);
    expect((await runMcpLint(['pin', 'tools.json'], { cwd: b })).code).toBe(0);
    expect(readFileSync(join(b, 'mcp-tools.lock.json'), 'utf8')).toBe(
      readFileSync(join(a, 'mcp-tools.lock.json'), 'utf8'),
    );
  });

  it('exits 2 naming the problem for a corrupt lockfile, never crashing', async () => {
    const dir = workspace({ 'tools.json': capture(EV) });
    expect((await runMcpLint(['pin', 'tools.json'], { cwd: dir })).code).toBe(0);
    const good = JSON.parse(readFileSync(join(dir, 'mcp-tools.lock.json'), 'utf8'));
    const edited = structuredClone(good);
    edited.servers['tools.json'].tools.echo.definition.description = 'Something else';
    const cases: Array<[string, string, RegExp]> = [
      ['syntax.lock.json', '{ "lockfileVersion": 1, ', /is not valid JSON/],
      ['newer.lock.json', JSON.stringify({ ...good, lockfileVersion: 2 }), /lockfileVersion 2.*Upgrade mcp-lint/],
      [
        'shape.lock.json',
        JSON.stringify({
          lockfileVersion: 1,
          servers: { 'tools.json': { tools: { echo: { hash: 'md5-x', definition: {} } } } },
        }),
        /"servers" › "tools.json" › "tools" › "echo" › "hash": is not a "sha256-<base64>" hash/,
      ],
      [
        'edited.lock.json',
        JSON.stringify(edited),
        /"tools.json" › "echo": the hash does not match the pinned definition/,
      ],
      ['other.lock.json', '[1, 2]', /not an mcp-lint lockfile/],
    ];
    for (const [name, text, message] of cases) {
      writeFileSync(join(dir, name), text);
      const run = await runMcpLint(['tools.json', '--pins', name], { cwd: dir });
      expect(run.code, name).toBe(2);
      expect(run.stderr, name).toMatch(message);
      expect(run.stderr, name).toContain(`Lockfile ${name}`);
      expect(run.stderr, name).not.toContain('internal error');
    }
    const missing = await runMcpLint(['tools.json', '--pins', 'absent.lock.json'], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('not found');
  });

  it('refuses to write the lockfile through a symbolic link', async () => {
    const empty = '{ "lockfileVersion": 1, "servers": {} }';
    const dir = workspace({ 'tools.json': capture(EV), 'target.json': empty });
    symlinkSync(join(dir, 'target.json'), join(dir, 'mcp-tools.lock.json'));
    const run = await runMcpLint(['pin', '--update', 'tools.json', '-o', 'mcp-tools.lock.json'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is a symbolic link');
    expect(readFileSync(join(dir, 'target.json'), 'utf8')).toBe(empty);
  });
});
