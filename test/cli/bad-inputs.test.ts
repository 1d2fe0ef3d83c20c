// Hostile and broken input, end to end through the built CLI: each gets findings or a clear message
// naming the file, never a stack trace or a hang, and the documented exit code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint, type CliRun } from '../helpers/cli.js';
import { MAX_JSON_DEPTH } from '../../src/json-text/depth.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-bad-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return name;
}

function expectNoCrash(run: CliRun): void {
  expect(run.signal).toBeNull();
  expect(run.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  expect(run.stderr).not.toMatch(/RangeError|TypeError|internal error/);
}

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: name,
  description: `Look up ${name} records by id and return their title, owner and last-modified date.`,
  inputSchema: {
    type: 'object',
    properties: { id: { type: 'string', maxLength: 64, description: 'Record id.' } },
    required: ['id'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
  ...extra,
});

describe('bad input', () => {
  it('missing path: exit 2 naming it', async () => {
    const run = await runMcpLint(['does-not-exist.json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mcp-lint: No such file or directory: does-not-exist.json\n');
    expect(run.stdout).toBe('');
  });

  it('directory with no JSON: exit 2 saying what was looked for', async () => {
    write('docs-only/README.md', '# nothing here');
    write('docs-only/node_modules/dep/tools.json', JSON.stringify({ tools: [tool('hidden')] }));
    const run = await runMcpLint(['docs-only'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^mcp-lint: Nothing to lint in docs-only\. Looked for \.json files holding tool definitions, TS\/JS sources \(.*\) and Python sources \(\.py\)/,
    );
    write('json-but-no-tools/package.json', JSON.stringify({ name: 'x', version: '1.0.0' }));
    const notTools = await runMcpLint(['json-but-no-tools'], { cwd: dir });
    expect(notTools.code).toBe(2);
    expect(notTools.stderr).toContain('(1 .json file was not tool definitions)');
  });

  it('empty file: a finding naming the file', async () => {
    write('empty.json', '');
    const run = await runMcpLint(['empty.json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2); // the file could not be read: nothing in it was checked
    expect(run.stdout).toMatch(/^empty\.json:1:1\s+(fatal|error)\s+File is empty\. Expected a tools\/list result/m);
  });

  it('invalid UTF-8: a finding at the line and column of the bad byte', async () => {
    const prefix = Buffer.from('{\n  "tools": [\n    {"name": "caf');
    write(
      'latin1.json',
      Buffer.concat([prefix, Buffer.from([0xe9]), Buffer.from('", "inputSchema": {"type": "object"}}\n  ]\n}\n')]),
    );
    const run = await runMcpLint(['latin1.json', '--format', 'json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2); // the file could not be read: nothing in it was checked
    const [result] = JSON.parse(run.stdout);
    expect(result.messages).toMatchObject([
      { ruleId: null, fatal: true, severity: 2, line: 3, column: 18, endLine: 3, endColumn: 19 },
    ]);
    expect(result.messages[0].message).toContain('not valid UTF-8: byte 0xE9');
  });

  it('JSON syntax error: a finding at its line:column, and the other files are still linted', async () => {
    write('syntax/broken.json', '{\n  "tools": [\n    { "name": "a", "description": "x" "inputSchema": {} }\n  ]\n}\n');
    write('syntax/good.json', JSON.stringify({ tools: [tool('fine'), tool('fine')] }, null, 2));
    const run = await runMcpLint(['syntax/broken.json', 'syntax/good.json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2); // the file could not be read: nothing in it was checked
    expect(joinedStylish(run.stdout)).toMatch(
      /syntax\/broken\.json:3:39\s+(fatal|error)\s+JSON syntax error: Expected "," between values, found "inputSchema"\. Add the missing comma before it\./,
    );
    expect(run.stdout).toMatch(/^syntax\/good\.json:.*tool-name-unique$/m);
  });

  it('JSON that is not tool-shaped, named explicitly: a finding that says what is accepted', async () => {
    write('package.json', JSON.stringify({ name: 'my-server', version: '1.0.0', description: 'A server' }, null, 2));
    const run = await runMcpLint(['package.json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2); // the file could not be read: nothing in it was checked
    expect(joinedStylish(run.stdout)).toContain(
      'Not an MCP tool list: found an object with keys "name", "version", "description".',
    );
    expect(joinedStylish(run.stdout)).toContain('Expected a tools/list result ({"tools": [...]})');
  });

  it('a 50 MB file is linted', async () => {
    const properties: Record<string, unknown> = {};
    for (let p = 0; p < 100; p++)
      properties[`field_${p}`] = {
        type: 'string',
        maxLength: 100,
        description: `Field ${p} of the record. `.repeat(10),
      };
    const big = (i: number) =>
      tool(`bulk_update_${i}`, {
        inputSchema: { type: 'object', properties, required: ['field_0'], additionalProperties: false },
      });
    const tools = Array.from({ length: 2000 }, (_, i) => big(i));
    (tools[1999]!.inputSchema as { required: string[] }).required = ['field_100'];
    const text = JSON.stringify({ tools }, null, 1);
    expect(text.length).toBeGreaterThan(50_000_000);
    write('fifty-mb.json', text);
    // context-budget (in `strict`) on too: its counting must also stay linear on a file this size.
    const run = await runMcpLint(['fifty-mb.json', '--format', 'json', '--rule', 'context-budget:warning'], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    expectNoCrash(run);
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout);
    // context-budget also reports every one of these 1,000-token tools, the server total and the tool count.
    const others = (result.messages as Array<{ ruleId: string; line: number }>).filter(
      (m) => m.ruleId !== 'context-budget',
    );
    expect(result.messages.length - others.length).toBe(2002);
    expect(others).toMatchObject([
      { ruleId: 'required-property-exists', toolName: 'bulk_update_1999', pointer: '/inputSchema/required/0' },
    ]);
    expect(others[0]!.line).toBeGreaterThan(1_000_000);
  }, 180_000);

  it('a schema nested 10,000 levels deep: a finding, not a stack overflow', async () => {
    const depth = 10_000;
    const schema = '{"type":"object","properties":{"a":'.repeat(depth) + '{"type":"string"}' + '}}'.repeat(depth);
    write('deep.json', `{"tools":[{"name":"deep","description":"Deep","inputSchema":${schema}}]}`);
    const run = await runMcpLint(['deep.json'], { cwd: dir });
    expectNoCrash(run);
    expect(run.code).toBe(2); // too deep to read: nothing in it was checked
    expect(joinedStylish(run.stdout)).toMatch(
      /deep\.json:1:\d+\s+(fatal|error)\s+JSON is nested 20004 levels deep; mcp-lint reads at most 256 levels/,
    );
  });

  it('a schema just inside the nesting limit goes through every rule without overflowing', async () => {
    const levels = Math.floor((MAX_JSON_DEPTH - 4) / 2);
    const schema = '{"type":"object","properties":{"a":'.repeat(levels) + '{"type":"string"}' + '}}'.repeat(levels);
    write(
      'deep-ok.json',
      `{"tools":[{"name":"deep","description":"Deeply nested on purpose","inputSchema":${schema}}]}`,
    );
    const run = await runMcpLint(['deep-ok.json', '--format', 'json'], { cwd: dir });
    expectNoCrash(run);
    const [result] = JSON.parse(run.stdout);
    expect(result.messages.some((m: { fatal?: boolean }) => m.fatal)).toBe(false);
    expect([0, 1]).toContain(run.code);
  });

  it('a $ref cycle: linted, no hang', async () => {
    const cyclic = tool('walk_tree', {
      inputSchema: {
        type: 'object',
        properties: { root: { $ref: '#/$defs/node', description: 'Tree to walk.' } },
        required: ['root'],
        $defs: {
          node: {
            type: 'object',
            properties: {
              children: { type: 'array', items: { $ref: '#/$defs/node' } },
              next: { $ref: '#/$defs/other' },
            },
          },
          other: { $ref: '#/$defs/node' },
          self: { $ref: '#/$defs/self' },
        },
      },
    });
    write('cycle.json', JSON.stringify({ tools: [cyclic] }, null, 2));
    const run = await runMcpLint(['cycle.json', '--format', 'json'], { cwd: dir, timeoutMs: 30_000 });
    expectNoCrash(run);
    expect([0, 1]).toContain(run.code);
    const [result] = JSON.parse(run.stdout);
    expect(result.filePath).toContain('cycle.json');
    expect(result.messages.every((m: { fatal?: boolean }) => !m.fatal)).toBe(true);
  });

  it('100,000 tools: linted, with the one duplicate found', async () => {
    const tools = Array.from({ length: 100_000 }, (_, i) => tool(`record_${i}`));
    tools[99_999]!.name = 'record_5';
    write('many.json', JSON.stringify({ tools }));
    const run = await runMcpLint(['many.json', '--format', 'json', '--rule', 'context-budget:warning'], {
      cwd: dir,
      timeoutMs: 150_000,
    });
    expectNoCrash(run);
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout);
    expect(result.toolCount).toBe(100_000);
    // context-budget also reports the tool count and the server's token total.
    const others = (result.messages as Array<{ ruleId: string }>).filter((m) => m.ruleId !== 'context-budget');
    expect(result.messages.length - others.length).toBe(2);
    expect(others).toMatchObject([{ ruleId: 'tool-name-unique', toolName: 'record_5', pointer: '/name' }]);
  }, 180_000);
});
