// Precision first: an error from source mode is certain. Duplicate tool names are judged per server object and per
// path through the code; stdout writes only where stdio is in use; the same finding is reported once.
// The fixtures in test/fixtures/source/precision/ reconstruct shapes seen in published servers.
import { afterAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanScratch, FIXTURES, lintFiles, lintText, loadFixtures, loadText, only } from './helpers.js';
import type { Diagnostic, LintResult } from '../../../src/core/types.js';

afterAll(cleanScratch);

const at = (diagnostics: Diagnostic[], ruleId: string) =>
  only(diagnostics, ruleId).map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.severity}`);
const byFile = (results: LintResult[], end: string) => results.find((r) => r.source.endsWith(end))!;

describe('tool-name-unique in source', () => {
  test('one helper called with two registrars is not a duplicate', async () => {
    const [result] = await lintFiles(['precision/two-registrars.ts']);
    expect(only(result!.diagnostics, 'tool-name-unique')).toEqual([]);
    // Both calls were followed: the helper builds one tool per call (its config uses a parameter).
    const [source] = await loadFixtures(['precision/two-registrars.ts']);
    const search = source!.tools.filter((t) => (t.definition as { name: string }).name === 'developer_search');
    expect(search).toHaveLength(2);
    expect(new Set(search.map((t) => t.sourceFacts!.registration!.placements![0]!.receiver)).size).toBe(2);
  });

  test('registrations in alternative branches are not duplicates: if/else, switch, ternary, early return, try/catch', async () => {
    const [result] = await lintFiles(['precision/branches.ts']);
    expect(result!.toolCount).toBe(11);
    expect(only(result!.diagnostics, 'tool-name-unique')).toEqual([]);
  });

  test('a real duplicate on one server in one path is still an error, also through an alias or a helper called twice', async () => {
    const [result] = await lintFiles(['precision/real-duplicates.ts']);
    const found = only(result!.diagnostics, 'tool-name-unique');
    expect(found.map((d) => `${d.range!.start.line} ${d.severity} ${d.toolName}`)).toEqual([
      '9 error search',
      '12 error status',
      '22 error ping',
    ]);
    expect(found[0]!.message).toContain('already registered on the same server on line 7');
    expect(found[1]!.message).toContain('registered twice on the same server');
    expect(found[2]!.message).toContain('on line 19');
  });

  test('duplicates across two files that register on the same imported server are errors, in the later file', async () => {
    const results = await lintFiles([
      'precision/shared-server/server.ts',
      'precision/shared-server/tools-a.ts',
      'precision/shared-server/tools-b.ts',
    ]);
    expect(only(byFile(results, 'tools-a.ts').diagnostics, 'tool-name-unique')).toEqual([]);
    const found = only(byFile(results, 'tools-b.ts').diagnostics, 'tool-name-unique');
    expect(found.map((d) => `${d.range!.start.line} ${d.toolName}`)).toEqual(['5 search']);
    expect(found[0]!.message).toContain('in precision/shared-server/tools-a.ts (line 3)');
  });

  test('duplicates across helper files called with the same server are errors; the mirror server is another server', async () => {
    const results = await lintFiles([
      'precision/helper-server/index.ts',
      'precision/helper-server/issues.ts',
      'precision/helper-server/pulls.ts',
    ]);
    expect(only(byFile(results, 'issues.ts').diagnostics, 'tool-name-unique')).toEqual([]);
    const found = only(byFile(results, 'pulls.ts').diagnostics, 'tool-name-unique');
    expect(found.map((d) => `${d.range!.start.line} ${d.toolName}`)).toEqual(['5 search']);
    // Without the file that calls both helpers, nothing ties them to one server: no error.
    const alone = await lintFiles(['precision/helper-server/issues.ts', 'precision/helper-server/pulls.ts']);
    expect(alone.flatMap((r) => only(r.diagnostics, 'tool-name-unique'))).toEqual([]);
  });

  test('compiled CommonJS: a helper exported with exports.x and called for two servers, and if/else arms', async () => {
    const [result] = await lintFiles(['precision/compiled-main.js']);
    expect(result!.toolCount).toBe(3);
    expect(only(result!.diagnostics, 'tool-name-unique')).toEqual([]);
  });

  test('registrations under opposite tests of one flag are alternatives; under unrelated flags they are not', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "t", version: "1.0.0" });',
        'const ok = async () => ({ content: [] });',
        'if (process.env.MODE === "lite") server.registerTool("a", { description: "The lite variant of a." }, ok);',
        'if (process.env.MODE !== "lite") server.registerTool("a", { description: "The full variant of a." }, ok);',
        'if (process.env.B) server.registerTool("b", { description: "First registration of b." }, ok);',
        'if (process.env.C) server.registerTool("b", { description: "Second registration of b." }, ok);',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'tool-name-unique')).toEqual(['7:40 error']);
  });

  test('two servers created by one factory are two servers; a factory registering one name twice is a duplicate', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const ok = async () => ({ content: [] });',
        'function createServer(name: string) {',
        '  const server = new McpServer({ name, version: "1.0.0" });',
        '  server.registerTool("ping", { description: "Answers with pong, always." }, ok);',
        '  return server;',
        '}',
        'export const a = createServer("a");',
        'export const b = createServer("b");',
        'function createBroken() {',
        '  const server = new McpServer({ name: "broken", version: "1.0.0" });',
        '  server.registerTool("echo", { description: "Echoes the text it is given." }, ok);',
        '  server.registerTool("echo", { description: "Echoes the text it is given." }, ok);',
        '  return server;',
        '}',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'tool-name-unique')).toEqual(['13:23 error']);
  });

  test('registrations whose server cannot be traced are never reported as duplicates', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { getServer } from "some-package";',
        'const ok = async () => ({ content: [] });',
        'getServer().registerTool("ping", { description: "Answers with pong, always." }, ok);',
        'getServer().registerTool("ping", { description: "Answers with pong, always." }, ok);',
        'export function onStart(s: McpServer) { s.registerTool("echo", { description: "Echoes the text it is given." }, ok); }',
        'export function onReload(s: McpServer) { s.registerTool("echo", { description: "Echoes the text it is given." }, ok); }',
      ].join('\n'),
    );
    expect(only(result.diagnostics, 'tool-name-unique')).toEqual([]);
  });

  test('class-based servers: methods called from the constructor register on this.server', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const ok = async () => ({ content: [] });',
        'class Weather {',
        '  private server = new McpServer({ name: "weather", version: "1.0.0" });',
        '  constructor(readonly offline: boolean) {',
        '    if (offline) this.registerOffline(); else this.registerOnline();',
        '    this.registerCommon();',
        '  }',
        '  private registerOffline() { this.server.registerTool("forecast", { description: "Forecast from the cache." }, ok); }',
        '  private registerOnline() { this.server.registerTool("forecast", { description: "Forecast from the web." }, ok); }',
        '  private registerCommon() {',
        '    this.server.registerTool("alerts", { description: "Weather alerts for a state." }, ok);',
        '    this.server.registerTool("alerts", { description: "Weather alerts for a state." }, ok);',
        '  }',
        '}',
        'new Weather(false);',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'tool-name-unique')).toEqual(['13:30 error']);
  });
});

describe('stdio-no-console-log in source', () => {
  test('writes in the SSE and HTTP branches (and a helper only they call) are not reported; the signal handler is, as a warning, when uncertain writes are asked for', async () => {
    const [byDefault] = await lintFiles(['precision/transport-choice.ts']);
    expect(only(byDefault!.diagnostics, 'stdio-no-console-log')).toEqual([]);
    const [result] = await lintFiles(['precision/transport-choice.ts'], {
      ruleOptions: { 'stdio-no-console-log': { uncertainWrites: true } },
    });
    const found = only(result!.diagnostics, 'stdio-no-console-log');
    // A signal handler runs only if the signal comes (when the client stops the server): it may write while stdio
    // is spoken, not surely.
    expect(found.map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.severity}`)).toEqual(['27:5 warning']);
    // The message names the write, and says which line starts stdio (not the write's own line).
    expect(found[0]!.message).toContain('`console.log` writes to stdout');
    expect(found[0]!.message).toContain('the stdio transport is started on line 20');
  });

  test('compiled CommonJS: an early-return HTTP branch inside __awaiter is not stdio; the line after connect is', async () => {
    const [result] = await lintFiles(['precision/compiled-main.js']);
    expect(at(result!.diagnostics, 'stdio-no-console-log')).toEqual(['35:9 error']);
  });

  test.each([
    ['an object', 'const api = { startHttp() { return 1; }, other: { startHttp: 2 } };'],
    ['a class', 'class Api { startHttp() { return 1; } get startHttp2() { return 2; } }'],
    [
      'a destructuring and a renamed import',
      'const { startHttp: renamed } = { startHttp: 1 };\nimport { startHttp as fromElsewhere } from "./elsewhere.js";',
    ],
    [
      're-exports from another module',
      'export { startHttp } from "./elsewhere.js";\nexport { other as startHttp2 } from "./elsewhere.js";\nexport * as startHttpAll from "./elsewhere.js";',
    ],
    ['a type', 'type Started = typeof import("./elsewhere.js").startHttp;'],
  ])(
    'a helper only the HTTP branch calls is not stdio, beside %s using its name as a property name',
    async (_label, members) => {
      const result = await lintText(
        [
          'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
          'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
          'const server = new McpServer({ name: "t", version: "1.0.0" });',
          'function startHttp() { console.log("listening on 3000"); }',
          members,
          'if (process.env.HTTP) startHttp(); else await server.connect(new StdioServerTransport());',
        ].join('\n'),
      );
      expect(at(result.diagnostics, 'stdio-no-console-log')).toEqual([]);
    },
  );

  test('a switch on the transport: only the stdio case and code common to every case are reported', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'const server = new McpServer({ name: "t", version: "1.0.0" });',
        'switch (process.env.TRANSPORT) {',
        '  case "http":',
        '    console.log("http on 3000");',
        '    break;',
        '  case "stdio":',
        '  default:',
        '    console.log("starting stdio");',
        '    await server.connect(new StdioServerTransport());',
        '}',
        'console.debug("common to both");',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'stdio-no-console-log')).toEqual(['10:5 error', '13:1 error']);
  });

  test('a ternary that picks the transport: the write in the other arm is not reported', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'const server = new McpServer({ name: "t", version: "1.0.0" });',
        'process.env.PORT ? console.log("http on", process.env.PORT) : await server.connect(new StdioServerTransport());',
      ].join('\n'),
    );
    expect(only(result.diagnostics, 'stdio-no-console-log')).toEqual([]);
  });

  test('a later if on the same flag as the transport choice is the same alternative; an unrelated flag is not', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'declare function startHttp(server: McpServer): void;',
        'const server = new McpServer({ name: "t", version: "1.0.0" });',
        'const useHttp = process.env.TRANSPORT === "http";',
        'if (useHttp) startHttp(server);',
        'else await server.connect(new StdioServerTransport());',
        'if (useHttp) console.log("http is up");',
        'if (!useHttp) console.log("stdio is up");',
        'if (process.env.DEBUG) console.log("debugging");',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'stdio-no-console-log')).toEqual(['9:15 error', '10:24 error']);
  });

  test('a flag that prints and exits before a class-based server starts stdio is not reported; without the exit it is', async () => {
    const [result] = await lintFiles(['precision/list-tools-flag.ts']);
    expect(only(result!.diagnostics, 'stdio-no-console-log')).toEqual([]);
    const text = readFileSync(join(FIXTURES, 'precision/list-tools-flag.ts'), 'utf8').replace(
      '  process.exit(0);\n',
      '',
    );
    const without = await lintText(text);
    expect(at(without.diagnostics, 'stdio-no-console-log')).toEqual(['17:3 error']);
  });

  test('what an arm says about a flag holds in the helpers it calls: else of `stdio() || x` is not stdio', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'const shouldStartStdio = () => !process.env.PORT;',
        'async function getServer() {',
        '  const server = new McpServer({ name: "t", version: "1.0.0" });',
        '  if (shouldStartStdio() || !process.env.GCP_PROJECT) console.error("local tools");',
        '  else console.log("remote tools");',
        '  if (process.env.VERBOSE && shouldStartStdio()) console.log("verbose local");',
        '  return server;',
        '}',
        'if (shouldStartStdio()) {',
        '  const server = await getServer();',
        '  await server.connect(new StdioServerTransport());',
        '} else {',
        '  const server = await getServer();',
        '  console.log("listening", server);',
        '}',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'stdio-no-console-log')).toEqual(['8:50 error']);
  });

  test('a stdio-only server is still reported, in tool handlers too', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'const server = new McpServer({ name: "t", version: "1.0.0" });',
        'server.registerTool("ping", { description: "Answers with pong, always." }, async () => {',
        '  console.log("ping called");',
        '  return { content: [] };',
        '});',
        'await server.connect(new StdioServerTransport());',
      ].join('\n'),
    );
    expect(at(result.diagnostics, 'stdio-no-console-log')).toEqual(['5:3 error']);
  });

  test('fastmcp: start({ transportType: "stdio" }) counts; a transport read at run time does not', async () => {
    const header =
      'import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "t", version: "1.0.0" });\nconsole.log("starting");\n';
    const stdio = await lintText(header + 'await server.start({ transportType: "stdio" });\n');
    expect(at(stdio.diagnostics, 'stdio-no-console-log')).toEqual(['3:1 error']);
    const chosen = await lintText(
      header + 'declare const args: { transportType: "stdio" | "httpStream" };\nawait server.start(args);\n',
    );
    expect(only(chosen.diagnostics, 'stdio-no-console-log')).toEqual([]);
  });
});

describe('identical findings', () => {
  test('one config registered on two servers gives one finding per place, not one per server', async () => {
    const [result] = await lintFiles(['precision/repeated-findings.ts']);
    expect(result!.toolCount).toBe(2);
    expect(at(result!.diagnostics, 'property-description')).toEqual(['9:18 warning']);
    expect(only(result!.diagnostics, 'tool-name-unique')).toEqual([]);
  });
});

describe('unresolved parts', () => {
  const text = [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'import { DESCRIPTION, TITLE } from "some-package";',
    'const server = new McpServer({ name: "t", version: "1.0.0" });',
    'server.registerTool("a", { title: TITLE, description: DESCRIPTION }, async () => ({ content: [] }));',
    'server.tool("b", DESCRIPTION, async () => ({ content: [] }));',
  ].join('\n');

  test('are left out of the definition and listed as unresolved, not written as a placeholder string', async () => {
    const source = await loadText(text);
    expect(source.tools).toHaveLength(2);
    for (const tool of source.tools) {
      expect(JSON.stringify(tool.definition)).not.toContain('unresolved');
      expect(tool.definition).not.toHaveProperty('description');
      expect(tool.sourceFacts!.unresolved!.map((u) => u.pointer)).toContain('/description');
    }
    expect(source.tools[0]!.definition).not.toHaveProperty('title');
  });

  test('no rule judges them: only source-unresolved speaks about them', async () => {
    const result = await lintText(text);
    expect(
      result.diagnostics.filter(
        (d) => d.ruleId !== 'source-unresolved' && (d.pointer === '/description' || d.pointer === '/title'),
      ),
    ).toEqual([]);
    expect(only(result.diagnostics, 'source-unresolved').length).toBeGreaterThan(0);
  });
});

describe('bounded', () => {
  test('a generated else-if chain deeper than the analysis follows gives no placement findings, and ends', async () => {
    const lines = [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
      'const server = new McpServer({ name: "t", version: "1.0.0" });',
    ];
    for (let i = 0; i < 400; i++) {
      lines.push(
        `${i ? 'else ' : ''}if (process.env.A${i}) { console.log("a${i}"); server.registerTool("t", { description: "The same tool in arm ${i}." }, async () => ({ content: [] })); }`,
      );
    }
    lines.push('else { await server.connect(new StdioServerTransport()); }');
    // No time limit asserted (shared machines): that the analysis ends, with every arm's tool read, is the evidence;
    // vitest's 60 s test timeout is the safety net for a regression that never ends.
    const result = await lintText(lines.join('\n'));
    expect(result.toolCount).toBe(400);
    expect(only(result.diagnostics, 'tool-name-unique')).toEqual([]);
    expect(only(result.diagnostics, 'stdio-no-console-log')).toEqual([]);
  });

  test('helpers that call helpers twice, 200 deep: bounded, and the real duplicate at the bottom is still found', async () => {
    const lines = [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'const server = new McpServer({ name: "t", version: "1.0.0" });',
    ];
    lines.push(
      'function h0(s: McpServer) { s.registerTool("x", { description: "A tool registered deep down." }, async () => ({ content: [] })); }',
    );
    for (let i = 1; i < 200; i++) lines.push(`function h${i}(s: McpServer) { h${i - 1}(s); h${i - 1}(s); }`);
    lines.push('h199(server);');
    // 2^199 paths if every call were followed: ending at all shows the bound (vitest's 60 s timeout is the safety net).
    const result = await lintText(lines.join('\n'));
    expect(only(result.diagnostics, 'tool-name-unique').map((d) => d.message)).toEqual([
      expect.stringContaining('registered twice on the same server'),
    ]);
  });
});
