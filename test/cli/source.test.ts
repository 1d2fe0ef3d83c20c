// Source mode through the built CLI, as a user runs it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { fromPackage, isVendorFile, runMcpLintTraced, type TracedRun } from '../helpers/module-trace.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'source');
const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-source-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface JsonMessage {
  ruleId: string | null;
  line?: number;
  column?: number;
  message: string;
  suppressions?: Array<{ kind: string; justification: string }>;
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
  suppressedMessages: JsonMessage[];
}

function parseJson(stdout: string): JsonResult[] {
  return JSON.parse(stdout) as JsonResult[];
}

describe('mcp-lint on source files', () => {
  test('a server whose tools cannot be rebuilt is never a silent clean run (built CLI)', async () => {
    const run = await runMcpLint(['test/fixtures/source/recall/silent.ts']);
    expect(run.code).toBe(0);
    expect(joinedStylish(run.stdout)).toMatch(
      /5:16\s+info\s+This file creates an MCP server .*but mcp-lint rebuilt no tool from it.*source-unresolved/,
    );
  });

  test('recall shapes of published servers reach the rules through the built CLI (issue 8, second round)', async () => {
    // A server subclass's own registration method called on an untyped receiver: the tools are rebuilt and linted,
    // and what the method adds on its own is said to be unknown, so annotations-present stays quiet.
    // property-description and annotations-present (in `strict`) on: their findings show the tools reached the rules.
    const methods = await runMcpLint([
      'test/fixtures/source/recall/server-methods',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
    ]);
    expect(joinedStylish(methods.stdout)).toMatch(
      /6:5\s+info\s+Tool "labels-create": `annotations` comes from `addWriteTool\(…\)`, a method of the server's class/,
    );
    expect(joinedStylish(methods.stdout)).toMatch(/6:62\s+warning\s+Parameter "name" has no description/);
    expect(methods.stdout).not.toMatch(/annotations-present/);
    // A loop that skips items over a project class's field: an upper bound, said once.
    const loop = await runMcpLint([
      'test/fixtures/source/recall/instance-loop',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
    ]);
    expect(joinedStylish(loop.stdout)).toMatch(
      /8:9\s+info\s+The 2 tools rebuilt from this tool list are an upper bound: `readOnly && tool.method !== 'get'` decides at run time/,
    );
    expect(joinedStylish(loop.stdout)).toMatch(/9:5\s+warning\s+The tool has no annotations/);
    // Tool classes registered by their base class, from a package folder: no never-silent finding, the tools are linted.
    const classes = await runMcpLint([
      '--format',
      'json',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
      'test/fixtures/source/recall/class-tools',
    ]);
    const results = parseJson(classes.stdout);
    expect(results.flatMap((r) => r.messages).some((m) => /rebuilt no tool/.test(m.message))).toBe(false);
    const base = results.find((r) => r.filePath.endsWith('base-tool.js'))!;
    // One tool per created subclass (EchoTool's `text`, ForecastTool's `city`), none for the never-created DraftTool.
    expect(
      base.messages
        .filter((m) => m.ruleId === 'property-description')
        .map((m) => `${m.line}:${m.column} ${m.message.slice(0, 16)}`),
    ).toEqual(['16:12 Parameter "text"', '16:12 Parameter "city"']);
  });

  test('a loop registering each tool on one arm or another is no upper bound; one that skips tools is (built CLI)', async () => {
    // circleci's shape: `if (annotations) server.tool(…, annotations, h) else server.tool(…, h)` lists every tool, as do
    // both arms of `?:`, a switch with a default, and a throw that stops the start when a tool has no handler.
    const always = await runMcpLint(['test/fixtures/source/recall/every-arm/server.js', '--no-config']);
    expect(always.code).toBe(0);
    // One deprecated-tool-api note per tool: 4 servers of 3 tools, none listed twice from two clauses of a switch.
    expect(always.stdout).toMatch(/12 problems \(0 errors, 0 warnings, 12 info\)/);
    expect(always.stdout).not.toMatch(/upper bound/);
    const narrowed = await runMcpLint(['test/fixtures/source/recall/every-arm/narrowed.js', '--no-config']);
    const bounds = joinedStylish(narrowed.stdout)
      .split('\n')
      .filter((line) => /upper bound/.test(line))
      .map((line) =>
        line.replace(/\s+info\s+The 3 tools rebuilt from this tool list are an upper bound: (`[^`]*`).*/, ' $1'),
      );
    expect(bounds.map((line) => line.replace(/^.*narrowed\.js:/, ''))).toEqual([
      '9:7 `process.env[tool.name]`',
      '17:7 `process.env.PREFIX`',
      "24:3 `switch (process.env.MODE) { case 'all': third.tool(tool.nam…`",
      '35:9 `!tool.annotations`',
    ]);
  });

  test('a switch in a tool loop lists each tool once, from the clauses that run for it (built CLI)', async () => {
    const run = await runMcpLint(['test/fixtures/source/recall/every-arm/switch.js', '--no-config']);
    const tools = joinedStylish(run.stdout)
      .split('\n')
      .flatMap((line) => /switch\.js:(\d+):\d+\s+info\s+Tool "([^"]+)"/.exec(line)?.slice(1, 3).join(' ') ?? []);
    // The clauses that run per tool (`default` first, a fall-through), then one tool per name where the
    // discriminant is known only at run time: from the first clause that registers it.
    expect(tools.sort()).toEqual([
      '13 list_builds',
      '16 cancel_build_dry_run',
      '18 cancel_build',
      '18 retry_build',
      '27 cancel_build',
      '27 list_builds',
      '27 retry_build',
    ]);
  });

  test('a compiled test helper that parses a schema of an MCP package is not read as a server (built CLI)', async () => {
    // mongodb-mcp-server's test-helpers: `require("@mongodb-js/mcp-cli").UserConfigSchema.parse({})`, no server.
    const run = await runMcpLint(['test/fixtures/source/recall/silent-package/test-config.cjs', '--no-config']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/rebuilt no tool/);
    const server = await runMcpLint(['test/fixtures/source/recall/silent-package/cli.js', '--no-config']);
    expect(joinedStylish(server.stdout)).toMatch(/5:7\s+info\s+This file calls `runMcpCli\(…\)` of the MCP package/);
  });

  test('the classic tutorial server is flagged by json-schema-in-zod-api and handler-returns-bare-string', async () => {
    const run = await runMcpLint(['test/fixtures/source/sdk-v1/tutorial.ts']);
    expect(run.code).toBe(1);
    expect(joinedStylish(run.stdout)).toMatch(
      /10:3\s+error\s+Tool "add" passes a plain JSON Schema to server\.tool\(\).*json-schema-in-zod-api/,
    );
    expect(joinedStylish(run.stdout)).toMatch(
      /15:23\s+error\s+Tool "add" handler returns a bare string \(`String\(a \+ b\)`\).*return `\{ content: \[\{ type: "text", text \}\] \}`.*handler-returns-bare-string/i,
    );
  });

  test('suppressed findings stay in --format json as suppressedMessages, with the reason', async () => {
    const run = await runMcpLint(['--format', 'json', 'test/fixtures/source/directives.ts']);
    const [file] = parseJson(run.stdout);
    const kept = file!.messages
      .filter((m) => m.ruleId === 'handler-returns-bare-string' || m.ruleId === 'deprecated-tool-api')
      .map((m) => `${m.ruleId} ${m.line}:${m.column}`);
    expect(kept).toEqual(['handler-returns-bare-string 13:77']);
    const suppressed = file!.suppressedMessages
      .map((m) => `${m.ruleId} ${m.line} ${m.suppressions?.[0]?.justification ?? ''}`)
      .sort();
    expect(suppressed).toEqual([
      'deprecated-tool-api 10 this file keeps the old API on purpose',
      'deprecated-tool-api 13 this file keeps the old API on purpose',
      'deprecated-tool-api 16 this file keeps the old API on purpose',
      'deprecated-tool-api 7 this file keeps the old API on purpose',
      'handler-returns-bare-string 10 ',
      'handler-returns-bare-string 7 covered by an integration test',
    ]);
  });

  test('--report-unused-disable-directives reports the directive that suppresses nothing', async () => {
    const run = await runMcpLint([
      '--format',
      'json',
      '--report-unused-disable-directives',
      'warning',
      'test/fixtures/source/directives.ts',
    ]);
    const [file] = parseJson(run.stdout);
    const unused = file!.messages.filter((m) => m.ruleId === null);
    expect(unused.map((m) => `${m.line}:${m.column}`)).toEqual(['15:1']);
    expect(unused[0]!.message).toContain('"tool-name-format", "handler-returns-result"');
    const without = parseJson((await runMcpLint(['--format', 'json', 'test/fixtures/source/directives.ts'])).stdout);
    expect(without[0]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
  });

  test('a syntax error is one fatal finding with its line and column, not a crash', async () => {
    const file = join(scratch, 'broken.ts');
    writeFileSync(
      file,
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" };\n',
    );
    const run = await runMcpLint(['--format', 'json', file]);
    const [result] = parseJson(run.stdout);
    expect(result!.messages).toHaveLength(1);
    expect(result!.messages[0]).toMatchObject({ ruleId: null, line: 2 });
    expect(result!.messages[0]!.message).toMatch(/Syntax error: .*expected/i);
    expect(run.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  test('a server that imports from an SDK bundle over 1 MB: the tool is linted, the bundle is not parsed, and the finding says why', async () => {
    const dir = join(scratch, 'imports-bundle');
    mkdirSync(dir);
    const filler = '// inlined package code\n'.repeat(50_000);
    writeFileSync(
      join(dir, 'vendor.js'),
      `${filler}throw new Error(\`Server does not support tools (required for \${m})\`);\nexport const lookupShape = {};\n`,
    );
    writeFileSync(
      join(dir, 'server.js'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { lookupShape } from './vendor.js';",
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        "server.registerTool('lookup', { description: 'Look a word up', inputSchema: lookupShape }, async () => ({ content: [] }));",
      ].join('\n'),
    );
    const run = await runMcpLint(['server.js'], { cwd: dir });
    expect(joinedStylish(run.stdout)).toMatch(
      /4:\d+\s+info\s+Tool "lookup": .*imported from "\.\/vendor\.js" \(a bundle of the MCP SDK over 1 MB, which source mode does not read\)/,
    );
    expect(run.stderr).toBe('');
  });

  test('a directory of fixture servers: only the fixtures with registrations have findings', async () => {
    const run = await runMcpLint(['--format', 'json', 'test/fixtures/source/']);
    const results = parseJson(run.stdout);
    const plain = results.find((r) => r.filePath.endsWith('plain.ts'));
    expect(plain?.messages ?? []).toEqual([]);
    expect(results.some((r) => r.filePath.endsWith(join('sdk-v1', 'tutorial.ts')))).toBe(true);
  });
});

describe('loading cost', () => {
  test('a JSON-only run never loads the TypeScript compiler; a source run does', async () => {
    const json = join(scratch, 'tools.json');
    writeFileSync(
      json,
      JSON.stringify({
        tools: [
          {
            name: 'a',
            description: 'Adds two numbers together',
            inputSchema: { type: 'object', properties: {}, required: [] },
          },
        ],
      }),
    );
    const jsonRun = await runMcpLintTraced([json]);
    expect(jsonRun.signal).toBeNull();
    expect(jsonRun.modules.length).toBeGreaterThan(0);
    // The compiler is the bundled one (dist/bundle/vendor/typescript.cjs), required or compiled by the shim.
    const loadsTypeScript = (run: TracedRun) =>
      [...run.modules, ...run.vendorReads].filter((m) => fromPackage(m, 'typescript') || isVendorFile(m, 'typescript'));
    expect(loadsTypeScript(jsonRun)).toEqual([]);
    const sourceRun = await runMcpLintTraced([join(FIXTURES, 'plain.ts')]);
    expect(loadsTypeScript(sourceRun).length).toBeGreaterThan(0);
    expect(sourceRun.modules.filter((m) => fromPackage(m, 'typescript'))).toEqual([]);
    // Source files that never mention zod do not load it either.
    expect(sourceRun.modules.filter((m) => fromPackage(m, 'zod'))).toEqual([]);
  });
});
