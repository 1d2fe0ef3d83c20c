// A file too large to read is one finding on that file; every other file is still linted (security review item 4).
// Sparse files: the size is real to stat, but no disk or memory is spent on it.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { ReadRefusedError } from '../../src/files/read.js';
import { MAX_JSON_FILE_BYTES, MAX_SOURCE_FILE_BYTES, readInputFile } from '../../src/inputs/read.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-size-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const MiB = 1024 * 1024;

function sparse(path: string, bytes: number): void {
  writeFileSync(path, '');
  truncateSync(path, bytes);
}

const goodWithFinding = JSON.stringify({
  tools: [
    {
      name: 'get_user',
      description: 'Gets a user.',
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string', description: 'User id.' } },
        required: ['id', 'missing'],
      },
    },
  ],
});

interface JsonResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string; line: number }>;
}

describe('file size limit (security review item 4)', () => {
  it('a 600 MB .json file in a walked directory is one finding; the other file is still linted (security review item 4)', async () => {
    const dir = join(temp, 'walked');
    mkdirSync(dir);
    sparse(join(dir, 'huge.json'), 600 * MiB);
    writeFileSync(join(dir, 'tools.json'), goodWithFinding);
    const run = await runMcpLint(['walked', '--format', 'json'], { cwd: temp });
    // huge.json was not checked: exit 2, said in one line; the report still has both files.
    expect(run.stderr).toMatch(/^mcp-lint: could not check walked\/huge\.json: .*600 MiB.*\n$/);
    expect(run.code).toBe(2);
    const results = JSON.parse(run.stdout) as JsonResult[];
    const huge = results.find((r) => r.filePath.endsWith('huge.json'))!;
    expect(huge.messages).toHaveLength(1);
    expect(huge.messages[0]!.message).toContain('600 MiB');
    expect(huge.messages[0]!.message).toContain(`at most ${MAX_JSON_FILE_BYTES / MiB} MiB`);
    const tools = results.find((r) => r.filePath.endsWith('tools.json'))!;
    expect(tools.messages.map((m) => m.ruleId)).toContain('required-property-exists');
  }, 60_000);

  it('a named .json file over 2 GB is a finding, not a usage error (security review item 4)', async () => {
    const dir = join(temp, 'named');
    mkdirSync(dir);
    sparse(join(dir, 'capture.json'), 3 * 1024 * MiB);
    writeFileSync(join(dir, 'tools.json'), goodWithFinding);
    const run = await runMcpLint(['capture.json', 'tools.json'], { cwd: dir });
    expect(run.stderr).toMatch(/^mcp-lint: could not check capture\.json: File is 3072 MiB.*\n$/);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^capture\.json:1:1\s+(fatal|error)\s+File is 3072 MiB/m);
    expect(run.stdout).toContain('required-property-exists');
  }, 60_000);

  it('a huge TS source file is one finding; the other files are still linted (security review item 4)', async () => {
    const dir = join(temp, 'source');
    mkdirSync(dir);
    sparse(join(dir, 'bundle.ts'), 600 * MiB);
    writeFileSync(join(dir, 'tools.json'), goodWithFinding);
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toMatch(/^mcp-lint: could not check bundle\.ts: .*\n$/);
    expect(run.code).toBe(2);
    const results = JSON.parse(run.stdout) as JsonResult[];
    const bundle = results.find((r) => r.filePath.endsWith('bundle.ts'))!;
    expect(bundle.messages).toHaveLength(1);
    expect(bundle.messages[0]!.message).toContain(`at most ${MAX_SOURCE_FILE_BYTES / MiB} MiB`);
    expect(results.find((r) => r.filePath.endsWith('tools.json'))!.messages.map((m) => m.ruleId)).toContain(
      'required-property-exists',
    );
  }, 60_000);

  it('a huge file imported by a linted source file stays unresolved, without ending the run', async () => {
    const dir = join(temp, 'imports');
    mkdirSync(join(dir, 'lib'), { recursive: true });
    sparse(join(dir, 'lib', 'huge.ts'), 600 * MiB);
    writeFileSync(
      join(dir, 'server.ts'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { schema } from './lib/huge.js';",
        "const server = new McpServer({ name: 's', version: '1.0.0' });",
        "server.registerTool('get_user', { description: 'Gets a user by id.', inputSchema: schema }, async () => ({ content: [] }));",
      ].join('\n'),
    );
    const run = await runMcpLint(['server.ts', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).not.toBe(2);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results).toHaveLength(1);
    expect(results[0]!.messages.some((m) => m.ruleId === 'source-unresolved')).toBe(true);
  }, 60_000);

  it("readInputFile reads a file within its kind's limit and refuses one over it", () => {
    const path = join(temp, 'bounded.ts');
    sparse(path, MAX_SOURCE_FILE_BYTES + 1);
    expect(() => readInputFile(path, 'source')).toThrow(ReadRefusedError);
    expect(readInputFile(path, 'json').length).toBe(MAX_SOURCE_FILE_BYTES + 1);
  });
});
