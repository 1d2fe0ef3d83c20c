import { afterAll, describe, expect, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cleanScratch, lintFiles, lintText, only, scratchDir, SDK } from '../../loaders/source/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';
import stdioNoConsoleLog from '../../../src/rules/source/stdio-no-console-log.js';
import { runRule, testRule } from '../../helpers/rule-tester.js';
import { pythonStdioFacts } from '../../../src/loaders/python/stdio.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { parsePython } from '../../../src/loaders/python/syntax.js';
import { fixtureServer, lintLive, liveOptions } from '../../loaders/live/helpers.js';

afterAll(cleanScratch);

const RULE = 'stdio-no-console-log';
// The writes that may never run while stdio is spoken are said only when asked (`strict` asks).
const UNCERTAIN = { [RULE]: { uncertainWrites: true } };
const PY_HEAD = 'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("t")\n';

describe(RULE, () => {
  test('console.log and process.stdout.write in a stdio server', async () => {
    const result = await lintText(
      SDK +
        [
          'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
          'console.log("starting");',
          'console.error("fine: stderr");',
          'process.stdout.write("oops\\n");',
          'await server.connect(new StdioServerTransport());',
        ].join('\n'),
    );
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.severity}`)).toEqual([
      '5:1 error',
      '7:1 error',
    ]);
    expect(findings[0]!.message).toContain('Log with console.error (stderr) instead');
  });

  test('stays silent without a stdio transport, and on ordinary code', async () => {
    const http = await lintText(SDK + 'console.log("http server listening");\n');
    expect(only(http.diagnostics, RULE)).toEqual([]);
    const plain = await lintText(
      'class StdioServerTransport {}\nnew StdioServerTransport();\nconsole.log("not an MCP server");\n',
    );
    expect(only(plain.diagnostics, RULE)).toEqual([]);
  });
});

describe(`${RULE}: console output sent elsewhere`, () => {
  const STDIO = 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\n';
  const start = 'await server.connect(new StdioServerTransport());\n';
  const lines = (result: Awaited<ReturnType<typeof lintText>>) =>
    only(result.diagnostics, RULE).map((d) => `${d.range!.start.line} ${d.message.split('`')[1]}`);

  test("console.log = console.error under the same condition as the transport (as Google's cloud-run-mcp does)", async () => {
    const result = await lintText(
      SDK +
        STDIO +
        [
          'const stdio = process.env.STDIO !== "false";',
          'if (stdio) { console.log = console.error; }',
          'console.log("starting");',
          'console.info("info was not redirected");',
          'process.stdout.write("still stdout\\n");',
          'if (stdio) { ' + start.trim() + ' }',
        ].join('\n') +
        '\n',
    );
    // console.info is still stdout, and so is process.stdout.write.
    expect(lines(result)).toEqual(['8 console.info', '9 process.stdout.write']);
  });

  test('a redirect in a module the server imports counts, also when only the server file is linted', async () => {
    const result = await lintText(SDK + STDIO + 'import "./logging.js";\nconsole.log("starting");\n' + start, {
      files: {
        'logging.ts': 'import "./levels.js";\n',
        'levels.ts': 'Object.assign(console, { log: console.error, info: console.error });\n',
      },
    });
    expect(lines(result)).toEqual([]);
  });

  test('every way of replacing console methods, and what does not count', async () => {
    const redirect = async (statement: string) =>
      lines(await lintText(SDK + STDIO + statement + '\nconsole.log("a");\nconsole.debug("b");\n' + start));
    expect(await redirect('console["log"] = () => {};')).toEqual(['7 console.debug']);
    expect(await redirect('Object.defineProperty(console, "debug", { value: console.error });')).toEqual([
      '6 console.log',
    ]);
    expect(await redirect('Object.assign(console, overrides);\ndeclare const overrides: Partial<Console>;')).toEqual(
      [],
    );
    expect(await redirect('globalThis.console = new console.Console(process.stderr);')).toEqual([]);
    expect(await redirect('(console as any).log = console.error;')).toEqual(['7 console.debug']);
    expect(await redirect('Object.defineProperty(globalThis.console, "debug", { value: console.error });')).toEqual([
      '6 console.log',
    ]);
    // A stdout method or stdout itself put in place (bound or not, or held in a variable) redirects nothing.
    expect(await redirect('console.log = console.log.bind(console);\nconsole.debug = console.info;')).toEqual([
      '7 console.log',
      '8 console.debug',
    ]);
    expect(await redirect('console.log = process.stdout.write.bind(process.stdout);')).toEqual([
      '6 console.log',
      '7 console.debug',
    ]);
    expect(
      await redirect(
        'const { info } = console;\nconst saved = console.log;\nObject.assign(console, { log: saved, debug: info });',
      ),
    ).toEqual(['8 console.log', '9 console.debug']);
    // A local variable named console, a comparison and a read are not redirects.
    expect(
      await redirect(
        'function f(console: { log: unknown }) { console.log = 1; }\nif (console.log == console.error) {}',
      ),
    ).toEqual(['7 console.log', '8 console.debug']);
  });

  test('another linted file the server does not import (a test that mocks console.log) says nothing about the server', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'server.ts'), SDK + STDIO + 'console.log("starting");\n' + start);
    writeFileSync(join(dir, 'server.test.ts'), 'console.log = () => {};\n');
    const results = await lintFiles(['server.ts', 'server.test.ts'], { cwd: dir });
    expect(results.flatMap((r) => only(r.diagnostics, RULE).map((d) => `${r.source}:${d.range!.start.line}`))).toEqual([
      'server.ts:5',
    ]);
  });

  test('a file that names console[ half a million times (4 MB) is searched once: the run ends with the usual finding', async () => {
    const hostile = `/* ${'console['.repeat(500_000)} */\n`;
    expect(lines(await lintText(SDK + STDIO + hostile + 'console.log("a");\n' + start))).toEqual(['6 console.log']);
  });
});

testRule(stdioNoConsoleLog, {
  valid: [
    {
      name: 'console.error in a stdio server',
      code:
        SDK +
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.error("starting");\nawait server.connect(new StdioServerTransport());\n',
    },
    {
      name: 'print() to stderr before a stdio run',
      filename: 'server.py',
      code: 'import sys\n' + PY_HEAD + 'print("starting", file=sys.stderr)\nmcp.run()\n',
    },
    {
      name: 'console.log after console.log = console.error',
      code:
        SDK +
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.log = console.error;\nconsole.log("starting");\nawait server.connect(new StdioServerTransport());\n',
    },
  ],
  invalid: [
    {
      name: 'console.log in a stdio server',
      code:
        SDK +
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.log("starting");\nawait server.connect(new StdioServerTransport());\n',
      errors: [{ messageId: 'write', line: 5 }],
      output:
        SDK +
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.error("starting");\nawait server.connect(new StdioServerTransport());\n',
    },
    {
      name: 'print() before a stdio run',
      filename: 'server.py',
      code: PY_HEAD + 'print("starting")\nmcp.run()\n',
      errors: [{ messageId: 'pythonStartup', line: 3 }],
      output: 'import sys\n' + PY_HEAD + 'print("starting", file=sys.stderr)\nmcp.run()\n',
    },
  ],
});

describe(`${RULE} on a running server`, () => {
  test('non-JSON lines a working stdio server wrote to stdout: one finding, with their count and the first', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('garbage-stdout.mjs', '--then-answer')]));
    const findings = only(results[0]!.diagnostics, RULE);
    expect(findings.map((d) => [d.messageId, d.severity, d.fatal])).toEqual([['liveOutput', 'error', undefined]]);
    expect(findings[0]!.message).toMatch(
      /^The server wrote 2 non-JSON lines to stdout, first: "Weather server v1\.2 listening on stdio"\. On stdio, stdout carries only JSON-RPC messages: send logs to stderr\.$/,
    );
  });
});

describe(`${RULE}: writes in the modules a stdio entry loads`, () => {
  const STDIO_ENTRY =
    [
      'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
      'import { createServer } from "./server.js";',
      'const server = createServer();',
      'await server.connect(new StdioServerTransport());',
    ].join('\n') + '\n';
  const SERVER =
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { registerTools } from "./tools/index.js";\nexport function createServer() {\n  const server = new McpServer({ name: "t", version: "1.0.0" });\n  registerTools(server);\n  return server;\n}\n';
  const TOOLS_INDEX =
    'import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { registerGetWeather } from "./get_weather.js";\nconst tools: Array<(server: McpServer) => void> = [registerGetWeather];\nexport function registerTools(server: McpServer): void {\n  for (const register of tools) register(server);\n}\n';
  const tool = (body: string) =>
    [
      'import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { z } from "zod";',
      'export function registerGetWeather(server: McpServer): void {',
      '  server.registerTool("get_weather", { description: "Weather for a city.", inputSchema: { city: z.string().max(100) } }, async ({ city }) => {',
      `    ${body}`,
      '    return { content: [{ type: "text", text: city }] };',
      '  });',
      '}',
    ].join('\n') + '\n';

  /** A project laid out as create-mcp-tool generates it (src/index.ts, src/server.ts, src/tools/), plus `extra` files. */
  function project(files: Record<string, string>): string {
    const dir = scratchDir();
    const all = {
      'package.json': '{"name":"weather","type":"module"}',
      'src/index.ts': STDIO_ENTRY,
      'src/server.ts': SERVER,
      'src/tools/index.ts': TOOLS_INDEX,
      ...files,
    };
    for (const [file, content] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    return dir;
  }
  async function findings(dir: string, files: string[], ruleOptions = UNCERTAIN): Promise<string[]> {
    const results = await lintFiles(files, { cwd: dir, ruleOptions });
    return results.flatMap((r) =>
      only(r.diagnostics, RULE).map(
        (d) => `${r.source}:${d.range!.start.line}:${d.range!.start.column} ${d.messageId}`,
      ),
    );
  }
  const EVERY_FILE = ['src/index.ts', 'src/server.ts', 'src/tools/index.ts', 'src/tools/get_weather.ts'];

  test('console.log in a tool handler of src/tools/get_weather.ts: reported at its line, whether the folder or the file alone is linted', async () => {
    const dir = project({ 'src/tools/get_weather.ts': tool("console.log('looking up', city);") });
    expect(await findings(dir, EVERY_FILE)).toEqual(['src/tools/get_weather.ts:5:5 loadedModule']);
    expect(await findings(dir, ['src/tools/get_weather.ts'])).toEqual(['src/tools/get_weather.ts:5:5 loadedModule']);
    const [result] = await lintFiles(['src/tools/get_weather.ts'], { cwd: dir });
    const finding = only(result!.diagnostics, RULE)[0]!;
    expect(finding.message).toBe(
      '`console.log` writes to stdout, and it runs in a server that speaks JSON-RPC over stdio (src/index.ts loads this module and starts the stdio transport on line 4); stdout carries only JSON-RPC, so this corrupts the stream. Log with console.error (stderr) instead.',
    );
    expect(finding.fix?.text).toBe('error');
  });

  test('process.stdout.write in a module imported by a module the entry imports, and at the top level of a module', async () => {
    const dir = project({
      'src/tools/get_weather.ts': 'import { log } from "../log.js";\n' + tool('log(city);'),
      'src/log.ts':
        'process.stdout.write("loaded\\n");\nexport function log(text: string) { process.stdout.write(text); }\n',
    });
    expect(await findings(dir, ['src/log.ts', ...EVERY_FILE])).toEqual([
      'src/log.ts:1:1 loadedModule',
      'src/log.ts:2:37 loadedModule',
    ]);
  });

  test('what stays clean: stderr, console.error, a module only an HTTP entry loads, a redirect in the entry, type-only imports', async () => {
    const quiet = project({
      'src/tools/get_weather.ts': tool('console.error("looking up", city); process.stderr.write(city);'),
    });
    expect(await findings(quiet, EVERY_FILE)).toEqual([]);
    const http = project({
      'src/index.ts':
        'import express from "express";\nimport { createServer } from "./server.js";\nconst app = express();\napp.listen(3000, () => console.log("listening"));\ncreateServer();\n',
      'src/tools/get_weather.ts': tool("console.log('looking up', city);"),
    });
    expect(await findings(http, EVERY_FILE)).toEqual([]);
    expect(await findings(http, ['src/tools/get_weather.ts'])).toEqual([]);
    const redirected = project({
      'src/index.ts': 'console.log = console.error;\n' + STDIO_ENTRY,
      'src/tools/get_weather.ts': tool("console.log('looking up', city);"),
    });
    expect(await findings(redirected, ['src/tools/get_weather.ts'])).toEqual([]);
    const typesOnly = project({
      'src/index.ts':
        'import type { Weather } from "./weather.js";\nimport { type Units } from "./units.js";\n' + STDIO_ENTRY,
      'src/weather.ts': 'console.log("never loaded");\nexport type Weather = string;\n',
      'src/units.ts': 'console.log("never loaded");\nexport type Units = string;\n',
    });
    expect(await findings(typesOnly, ['src/weather.ts', 'src/units.ts'])).toEqual([]);
  });

  test('an entry that picks its transport: the HTTP module is loaded, but a write only its HTTP branch reaches stays clean', async () => {
    const dir = project({
      'src/index.ts':
        [
          'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
          'import { createServer } from "./server.js";',
          'import { startHttp, describe } from "./http.js";',
          'const server = createServer();',
          'if (process.env.HTTP) {',
          '  startHttp(server);',
          '} else {',
          '  describe();',
          '  await server.connect(new StdioServerTransport());',
          '}',
          'if (process.env.SSE) await import("./sse.js");',
        ].join('\n') + '\n',
      'src/http.ts':
        'export function startHttp(server: unknown) {\n  console.log("listening on 3000", server);\n}\nexport function describe() {\n  console.info("starting");\n}\n',
      'src/sse.ts': 'console.log("sse");\n',
      'src/tools/get_weather.ts': tool('console.error(city);'),
    });
    expect(await findings(dir, ['src/http.ts', 'src/sse.ts', ...EVERY_FILE])).toEqual(['src/http.ts:5:3 loadedModule']);
    expect(await findings(dir, ['src/http.ts'])).toEqual(['src/http.ts:5:3 loadedModule']);
  });

  test('compiled CommonJS: a CLI the entry runs through require() when given arguments is not stdio', async () => {
    // As @aashari/mcp-server-atlassian-jira ships it: `(0, index_js_1.runCli)(…)` in the arm that returns.
    const dir = project({
      'package.json': '{"name":"jira"}',
      'dist/index.js':
        [
          '"use strict";',
          'const stdio_js_1 = require("@modelcontextprotocol/sdk/server/stdio.js");',
          'const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");',
          'const index_js_1 = require("./cli/index.js");',
          'async function main() {',
          '  if (process.argv.length > 2) {',
          '    await (0, index_js_1.runCli)(process.argv.slice(2));',
          '    return;',
          '  }',
          '  const server = new mcp_js_1.McpServer({ name: "jira", version: "1.0.0" });',
          '  await server.connect(new stdio_js_1.StdioServerTransport());',
          '}',
          'main();',
        ].join('\n') + '\n',
      'dist/cli/index.js':
        '"use strict";\nexports.runCli = runCli;\nasync function runCli(args) {\n  if (args[0] === "--version") console.log("1.0.0");\n}\n',
    });
    expect(await findings(dir, ['dist/cli/index.js'])).toEqual([]);
  });

  test('a CLI subcommand the entry runs instead of stdio is not reported; a monitoring server of a loaded module may not run during stdio: a warning', async () => {
    // Shapes of @aashari/mcp-server-atlassian-jira (commander actions, run when there are arguments) and
    // @executeautomation/playwright-mcp-server (a monitoring HTTP server turned off by an option, its log line in a
    // callback of a method no visible call leads to).
    const dir = project({
      'src/index.ts':
        [
          'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
          'import { createServer } from "./server.js";',
          'import { runCli } from "./cli.js";',
          'import { Monitoring } from "./monitoring.js";',
          'if (process.argv.length > 2) {',
          '  await runCli(process.argv.slice(2));',
          '} else {',
          '  const server = createServer();',
          '  new Monitoring({ enabled: false }).start();',
          '  await server.connect(new StdioServerTransport());',
          '}',
        ].join('\n') + '\n',
      'src/cli.ts':
        'import { Command } from "commander";\nexport async function runCli(args: string[]) {\n  const program = new Command();\n  program.command("list").action(() => console.log("one\\ntwo"));\n  await program.parseAsync(args, { from: "user" });\n}\n',
      'src/monitoring.ts':
        'export class Monitoring {\n  constructor(private config: { enabled: boolean }) {}\n  start() {\n    if (!this.config.enabled) return;\n    this.listen();\n  }\n  listen() {\n    setTimeout(() => console.log("monitoring on :3001"), 0);\n  }\n}\n',
      'src/tools/get_weather.ts': tool('console.error(city);'),
    });
    expect(await findings(dir, ['src/cli.ts', 'src/monitoring.ts'])).toEqual([
      'src/monitoring.ts:8:22 mayLoadedModule',
    ]);
    expect(await findings(dir, ['src/cli.ts', 'src/monitoring.ts'], {})).toEqual([]);
    const [result] = await lintFiles(['src/monitoring.ts'], { cwd: dir, ruleOptions: UNCERTAIN });
    const finding = only(result!.diagnostics, RULE)[0]!;
    expect(finding.severity).toBe('warning');
    expect(finding.message).toContain('it may run in a server that speaks JSON-RPC over stdio');
  });
});

// Issue 35: writes on paths that never run while stdio is spoken, each shape built here from what published servers do.
describe(`${RULE}: writes that cannot run, or may not run, while stdio is spoken`, () => {
  const STDIO = 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\n';
  const levels = (result: Awaited<ReturnType<typeof lintText>>) =>
    only(result.diagnostics, RULE).map((d) => `${d.range!.start.line} ${d.severity} ${d.messageId}`);

  test('a usage message in a nested guard that ends in process.exit or return before the transport starts is not reported', async () => {
    // As @elastic/mcp-server-elasticsearch checks its argument inside a container before starting stdio.
    const exits = await lintText(
      SDK +
        STDIO +
        [
          'async function main() {',
          '  if (process.env.RUNNING_IN_CONTAINER === "true") {',
          '    if (process.argv[2] !== "stdio") {',
          '      console.log("Usage: npm start stdio");',
          '      process.exit(1);',
          '    }',
          '  }',
          '  await server.connect(new StdioServerTransport());',
          '}',
          'main();',
        ].join('\n'),
    );
    expect(levels(exits)).toEqual([]);
    const returns = await lintText(
      SDK +
        STDIO +
        [
          'async function main(args: string[]) {',
          '  for (const arg of args) {',
          '    if (arg === "--help") { console.log("usage: server [--help]"); return; }',
          '  }',
          '  await server.connect(new StdioServerTransport());',
          '}',
          'main(process.argv.slice(2));',
        ].join('\n'),
    );
    expect(levels(returns)).toEqual([]);
  });

  test('the same write is an error when the guard does not end the run, or when stdio is already started', async () => {
    const goesOn = await lintText(
      SDK +
        STDIO +
        [
          'if (process.env.RUNNING_IN_CONTAINER === "true") {',
          '  if (process.argv[2] !== "stdio") { console.log("no protocol argument, using stdio"); }',
          '}',
          'await server.connect(new StdioServerTransport());',
        ].join('\n'),
    );
    expect(levels(goesOn)).toEqual(['6 error write']);
    const after = await lintText(
      SDK +
        STDIO +
        [
          'await server.connect(new StdioServerTransport());',
          'if (process.env.RUNNING_IN_CONTAINER === "true") {',
          '  if (process.argv[2] !== "stdio") { console.log("bad argument"); process.exit(1); }',
          '}',
        ].join('\n'),
    );
    expect(levels(after)).toEqual(['7 error write']);
  });

  test('a write reached only through a callback or a function no visible call leads to is a warning that says "may"', async () => {
    // A signal handler, and a helper exported for others to call: both may never run while stdio is spoken.
    const result = await lintText(
      SDK +
        STDIO +
        [
          'export function printStatus() { console.log("status: ok"); }',
          'process.on("SIGINT", () => { console.log("bye"); process.exit(0); });',
          'await server.connect(new StdioServerTransport());',
          'console.log("connected");',
        ].join('\n'),
      { ruleOptions: UNCERTAIN },
    );
    expect(levels(result)).toEqual(['5 warning mayWrite', '6 warning mayWrite', '8 error write']);
    const may = only(result.diagnostics, RULE)[0]!;
    expect(may.message).toContain('it may run while the server speaks JSON-RPC over stdio');
    expect(may.fix?.text).toBe('error');
    // By default only the write that surely runs is said: 0 of 11 such warnings on published servers were defects.
    const byDefault = await lintText(
      SDK +
        STDIO +
        [
          'export function printStatus() { console.log("status: ok"); }',
          'process.on("SIGINT", () => { console.log("bye"); process.exit(0); });',
          'await server.connect(new StdioServerTransport());',
          'console.log("connected");',
        ].join('\n'),
    );
    expect(levels(byDefault)).toEqual(['8 error write']);
  });

  test("the built CLI: a usage message before process.exit passes; a signal handler's log is said only under strict, as a warning, which alone does not fail the run", async () => {
    const dir = scratchDir();
    const head = SDK + STDIO;
    writeFileSync(
      join(dir, 'guarded.ts'),
      head +
        'if (process.env.C) {\n  if (!process.argv[2]) { console.log("usage: server stdio"); process.exit(1); }\n}\nawait server.connect(new StdioServerTransport());\n',
    );
    writeFileSync(
      join(dir, 'signal.ts'),
      head + 'process.on("SIGTERM", () => console.log("bye"));\nawait server.connect(new StdioServerTransport());\n',
    );
    const guarded = await runMcpLint(['guarded.ts', '--no-config', '--rule', `${RULE}:error`, '--format', 'json'], {
      cwd: dir,
    });
    const ids = (run: { stdout: string }) =>
      (JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; severity: number; line: number }> }>)
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === RULE)
        .map((m) => `${m.line} ${m.severity}`);
    expect(ids(guarded)).toEqual([]);
    const signal = await runMcpLint(['signal.ts', '--no-config', '--format', 'json'], { cwd: dir });
    expect(ids(signal)).toEqual([]);
    expect(signal.code).toBe(0);
    writeFileSync(join(dir, 'mcp-lint.config.json'), '{ "extends": "strict" }\n');
    const strict = await runMcpLint(['signal.ts', '--format', 'json'], { cwd: dir });
    expect(ids(strict)).toEqual(['5 1']);
    expect(strict.code).toBe(0);
  });

  test('a tool handler, and a helper it calls, surely run while stdio is spoken: errors', async () => {
    const result = await lintText(
      SDK +
        STDIO +
        [
          'function describe(city: string) { console.debug("looking up", city); return city; }',
          'server.registerTool("weather", { description: "Weather." }, async () => {',
          '  console.log("called");',
          '  return { content: [{ type: "text", text: describe("Paris") }] };',
          '});',
          'export async function start() {',
          '  await server.connect(new StdioServerTransport());',
          '  console.info("running on stdio");',
          '}',
        ].join('\n'),
    );
    expect(levels(result)).toEqual(['5 error write', '7 error write', '12 error write']);
  });
});

// Python: the facts as src/loaders/python/stdio.ts reads them from a file, judged by the rule through the engine.
describe(`${RULE} (Python)`, () => {
  const lintPython = (text: string) => {
    const project = new PythonProject({
      root: '/project',
      read: () => undefined,
      display: (path) => path,
      parse: parsePython,
    });
    const file = parsePython('/project/server.py', 'server.py', text);
    project.add(file);
    const stdio = pythonStdioFacts(project, file);
    return runRule(stdioNoConsoleLog, {
      tools: [],
      source: {
        kind: 'source',
        source: 'server.py',
        language: { name: 'python', typeHintSchemas: true },
        sourceFacts: { unresolved: [], ...(stdio ? { stdio } : {}) },
      },
    });
  };
  const HEAD = 'import sys\nfrom mcp.server.mcpserver import MCPServer\nmcp = MCPServer("s")\n';

  test('a print before mcp.run(), in Python words; the HTTP arm and stderr are fine', () => {
    const found = lintPython(
      HEAD +
        'print("starting")\nif http:\n    print("listening")\n    mcp.run(transport="streamable-http")\nelse:\n    print("bye", file=sys.stderr)\n    mcp.run()\n',
    );
    expect(found.map((f) => f.message)).toEqual([
      '`print("starting")` writes to stdout before the SDK takes it over for JSON-RPC (the stdio transport is started on line 10), so the client reads a line that is not JSON-RPC. Print to stderr (`print(..., file=sys.stderr)`) or log with `logging`, which writes to stderr.',
    ]);
  });

  test('a print in a tool of a FastMCP 1.x server', () => {
    const found = lintPython(
      'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("s")\n@mcp.tool()\ndef hello(name: str) -> str:\n    print("called", name)\n    return name\nmcp.run()\n',
    );
    expect(found.map((f) => f.messageId)).toEqual(['pythonServing']);
    expect(found[0]!.message).toContain("mcp 1.x serves stdio on the process's own stdout");
  });

  test('no print reported in an MCPServer tool (mcp 2.x sends stdout to stderr while it serves) nor in an HTTP server', () => {
    expect(
      lintPython(
        HEAD + '@mcp.tool()\ndef hello(name: str) -> str:\n    print("called", name)\n    return name\nmcp.run()\n',
      ),
    ).toEqual([]);
    expect(lintPython(HEAD + 'print("listening")\nmcp.run(transport="streamable-http")\n')).toEqual([]);
  });
});
