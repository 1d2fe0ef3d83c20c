// Bulk suppressions through the built CLI (ESLint's flags): suppress all, a new finding fails alone, a moved tool stays
// suppressed, prune removes what is fixed; --suppress-rule, --suppressions-location, and the file's mistakes.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

// A TS server whose tools lack parameter descriptions (property-description, on at warning) and whose handler
// returns a bare string (handler-returns-bare-string, an error).
const tool = (name: string, parameter: string, handler = "async () => ({ content: [{ type: 'text', text: 'ok' }] })") =>
  `server.registerTool('${name}', { description: 'Does ${name} for the given ${parameter}.', inputSchema: { ${parameter}: z.string() }, annotations: { readOnlyHint: true } }, ${handler});\n`;
const server = (...tools: string[]) =>
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n\n" +
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });\n\n" +
  tools.join('\n') +
  '\nexport { server };\n';

const RULES = ['--rule', 'property-description:warning', '--max-warnings', '0', '--format', 'json'];

function project(...tools: string[]): string {
  const dir = tempDir('mcp-lint-suppressions-');
  writeFileSync(join(dir, 'package.json'), '{"name":"demo","private":true}\n');
  writeFileSync(join(dir, 'server.ts'), server(...tools));
  return dir;
}

const messages = (stdout: string): Array<{ ruleId: string; message: string; line: number }> =>
  JSON.parse(stdout).flatMap((r: { messages: unknown[] }) => r.messages);
const suppressed = (stdout: string): Array<{ ruleId: string; suppressions: Array<{ kind: string }> }> =>
  JSON.parse(stdout).flatMap((r: { suppressedMessages: unknown[] }) => r.suppressedMessages);
const readFile = (dir: string) => JSON.parse(readFileSync(join(dir, 'mcp-lint-suppressions.json'), 'utf8'));

describe('bulk suppressions, through the CLI', () => {
  it('suppress all, a new finding fails alone, a moved tool stays suppressed, prune removes what is fixed', async () => {
    const search = tool('search', 'query', "async () => 'bare'");
    const fetchTool = tool('fetch', 'url');
    const dir = project(search, fetchTool);

    const before = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(before.code).toBe(1);
    expect(
      messages(before.stdout)
        .map((m) => m.ruleId)
        .sort(),
    ).toEqual(['handler-returns-bare-string', 'property-description', 'property-description']);

    const all = await runMcpLint([...RULES, '--suppress-all', 'server.ts'], { cwd: dir });
    expect(all.code, all.stderr).toBe(0);
    expect(all.stderr).toContain('now suppresses 3 findings');
    expect(messages(all.stdout)).toEqual([]);
    expect(suppressed(all.stdout).map((m) => m.suppressions)).toEqual([
      [{ kind: 'file', justification: '' }],
      [{ kind: 'file', justification: '' }],
      [{ kind: 'file', justification: '' }],
    ]);
    expect(Object.keys(readFile(dir)['server.ts']).sort()).toEqual(['fetch', 'search']);

    // Without a flag the file is honoured: nothing is reported.
    expect((await runMcpLint([...RULES, 'server.ts'], { cwd: dir })).code).toBe(0);

    // A new tool with the same mistake fails alone.
    writeFileSync(join(dir, 'server.ts'), server(search, fetchTool, tool('lookup', 'id')));
    const added = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(added.code).toBe(1);
    expect(messages(added.stdout).map((m) => m.message)).toEqual([
      expect.stringContaining('Parameter "id" has no description'),
    ]);

    // Moved code (other tools above, lines shifted, order swapped) keeps its suppressions.
    writeFileSync(join(dir, 'server.ts'), server('// a comment\n// and another\n', fetchTool, '\n\n', search));
    const moved = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(moved.code, moved.stdout).toBe(0);
    expect(suppressed(moved.stdout)).toHaveLength(3);

    // Fix one: the run passes, a warning says a suppression is left over, and prune removes it.
    writeFileSync(
      join(dir, 'server.ts'),
      server(search, tool('fetch', 'url').replace('z.string()', "z.string().describe('The URL')")),
    );
    const fixed = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(fixed.code).toBe(0);
    expect(fixed.stderr).toContain('suppresses 1 finding that no longer occurs');
    const pruned = await runMcpLint([...RULES, '--prune-suppressions', 'server.ts'], { cwd: dir });
    expect(pruned.code).toBe(0);
    expect(Object.keys(readFile(dir)['server.ts'])).toEqual(['search']);
    const after = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(after.stderr).toBe('');
    // Now the same mistake again in fetch is new.
    writeFileSync(join(dir, 'server.ts'), server(search, fetchTool));
    expect((await runMcpLint([...RULES, 'server.ts'], { cwd: dir })).code).toBe(1);
  }, 120_000);

  it('counts per entry as ESLint does: one finding more than counted shows them all again', async () => {
    const stdioServer = (logs: number) =>
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';\n" +
      "const server = new McpServer({ name: 'demo', version: '1.0.0' });\n" +
      "console.log('starting');\n".repeat(logs) +
      'await server.connect(new StdioServerTransport());\n';
    const dir = project();
    writeFileSync(join(dir, 'server.ts'), stdioServer(2));
    await runMcpLint([...RULES, '--suppress-all', 'server.ts'], { cwd: dir });
    // Two findings that differ only in their line are one entry counted twice.
    const counts = Object.values(readFile(dir)['server.ts']['']['stdio-no-console-log']);
    expect(counts).toEqual([{ count: 2 }]);
    writeFileSync(join(dir, 'server.ts'), stdioServer(3));
    const more = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(more.code).toBe(1);
    expect(messages(more.stdout)).toHaveLength(3);
    writeFileSync(join(dir, 'server.ts'), stdioServer(1));
    const fewer = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(fewer.code).toBe(0);
    expect(fewer.stderr).toContain('suppresses 1 finding that no longer occurs');
  }, 60_000);

  it('names the entry and its line when the file holds a wrong count', async () => {
    const dir = project(tool('search', 'query'));
    await runMcpLint([...RULES, '--suppress-all', 'server.ts'], { cwd: dir });
    const file = readFile(dir);
    const [hash] = Object.keys(file['server.ts'].search['property-description']);
    file['server.ts'].search['property-description'][hash] = { count: 0 };
    writeFileSync(join(dir, 'mcp-lint-suppressions.json'), JSON.stringify(file, null, 2));
    const run = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^mcp-lint: mcp-lint-suppressions\.json:5: "server\.ts" → "search" → "property-description" → "[^"]+" should be \{ "count": <a whole number from 1> \}/,
    );
  }, 60_000);

  it('--suppress-rule suppresses only that rule; --suppressions-location names another file', async () => {
    const dir = project(tool('search', 'query', "async () => 'bare'"));
    const run = await runMcpLint(
      [...RULES, '--suppress-rule', 'property-description', '--suppressions-location', 'lint/known.json', 'server.ts'],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(messages(run.stdout).map((m) => m.ruleId)).toEqual(['handler-returns-bare-string']);
    const written = JSON.parse(readFileSync(join(dir, 'lint', 'known.json'), 'utf8'));
    // Paths are relative to the suppressions file's folder.
    expect(Object.keys(written)).toEqual(['../server.ts']);
    expect(Object.keys(written['../server.ts'].search)).toEqual(['property-description']);
    // The default file is not there, so a plain run reports both; the named one suppresses one.
    expect(messages((await runMcpLint([...RULES, 'server.ts'], { cwd: dir })).stdout)).toHaveLength(2);
    expect(
      messages(
        (await runMcpLint([...RULES, '--suppressions-location', 'lint/known.json', 'server.ts'], { cwd: dir })).stdout,
      ),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses mistakes with one line each and exit 2', async () => {
    const dir = project(tool('search', 'query'));
    const cases: Array<[string[], RegExp]> = [
      [['--suppress-all', '--prune-suppressions'], /--suppress-all and --prune-suppressions cannot be used together/],
      [
        ['--suppress-rule', 'property-descriptoin'],
        /there is no rule "property-descriptoin"\. Did you mean "?property-description"?/,
      ],
      [['--suppressions-location', 'missing.json'], /missing\.json does not exist\. Run with --suppress-all/],
    ];
    for (const [flags, message] of cases) {
      const run = await runMcpLint([...RULES, ...flags, 'server.ts'], { cwd: dir });
      expect(run.code, flags.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    writeFileSync(join(dir, 'mcp-lint-suppressions.json'), '{\n  "server.ts": {\n    "search": [\n}');
    const broken = await runMcpLint([...RULES, 'server.ts'], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^mcp-lint: mcp-lint-suppressions\.json:4: the suppressions file is not valid JSON/);
  }, 60_000);

  it('never reads through a link planted at the suppressions file, so its target is never quoted', async () => {
    const dir = project(tool('search', 'query'));
    const secret = join(tempDir('mcp-lint-suppressions-secret-'), 'credentials');
    writeFileSync(secret, 'TOKEN=s3cr3t-value\n');
    symlinkSync(secret, join(dir, 'mcp-lint-suppressions.json'));
    for (const flags of [[], ['--prune-suppressions']]) {
      const run = await runMcpLint([...RULES, ...flags, 'server.ts'], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        'the suppressions file mcp-lint-suppressions.json was not read: it lies outside the folders this run may read',
      );
      expect(run.stdout + run.stderr).not.toContain('s3cr3t');
    }
  }, 60_000);

  it('never writes through a link planted at the suppressions file', async () => {
    const dir = project(tool('search', 'query'));
    // Inside the project, so it may be read; writing through it would still change another file.
    const elsewhere = join(dir, 'target.json');
    writeFileSync(elsewhere, '{}\n');
    symlinkSync(elsewhere, join(dir, 'mcp-lint-suppressions.json'));
    const run = await runMcpLint([...RULES, '--suppress-all', 'server.ts'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is a symbolic link');
    expect(readFileSync(elsewhere, 'utf8')).toBe('{}\n');
  }, 60_000);
});
