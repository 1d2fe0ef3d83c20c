import { afterAll, describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanScratch, lintFiles, lintText, only, scratchDir, SDK } from '../source/helpers.js';
import stdioNoConsoleLog from '../../src/lint/rules/source/stdio-no-console-log.js';
import { testSourceRule } from '../helpers/rule-tester.js';
import { fixtureServer, lintLive, liveOptions } from '../live/helpers.js';

afterAll(cleanScratch);

const RULE = 'stdio-no-console-log';

describe(RULE, () => {
  test('console.log and process.stdout.write in a stdio server', async () => {
    const result = await lintText(SDK + [
      'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
      'console.log("starting");',
      'console.error("fine: stderr");',
      'process.stdout.write("oops\\n");',
      'await server.connect(new StdioServerTransport());',
    ].join('\n'));
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.severity}`)).toEqual(['5:1 error', '7:1 error']);
    expect(findings[0]!.message).toContain('Log with console.error (stderr) instead');
  });

  test('stays silent without a stdio transport, and on ordinary code', async () => {
    const http = await lintText(SDK + 'console.log("http server listening");\n');
    expect(only(http.diagnostics, RULE)).toEqual([]);
    const plain = await lintText('class StdioServerTransport {}\nnew StdioServerTransport();\nconsole.log("not an MCP server");\n');
    expect(only(plain.diagnostics, RULE)).toEqual([]);
  });
});

describe(`${RULE}: console output sent elsewhere`, () => {
  const STDIO = 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\n';
  const start = 'await server.connect(new StdioServerTransport());\n';
  const lines = (result: Awaited<ReturnType<typeof lintText>>) => only(result.diagnostics, RULE).map((d) => `${d.range!.start.line} ${d.message.split('`')[1]}`);

  test('console.log = console.error under the same condition as the transport (as Google\'s cloud-run-mcp does)', async () => {
    const result = await lintText(SDK + STDIO + [
      'const stdio = process.env.STDIO !== "false";',
      'if (stdio) { console.log = console.error; }',
      'console.log("starting");',
      'console.info("info was not redirected");',
      'process.stdout.write("still stdout\\n");',
      'if (stdio) { ' + start.trim() + ' }',
    ].join('\n') + '\n');
    // console.info is still stdout, and so is process.stdout.write.
    expect(lines(result)).toEqual(['8 console.info', '9 process.stdout.write']);
  });

  test('a redirect in a module the server imports counts, also when only the server file is linted', async () => {
    const result = await lintText(SDK + STDIO + 'import "./logging.js";\nconsole.log("starting");\n' + start, {
      files: { 'logging.ts': 'import "./levels.js";\n', 'levels.ts': 'Object.assign(console, { log: console.error, info: console.error });\n' },
    });
    expect(lines(result)).toEqual([]);
  });

  test('every way of replacing console methods, and what does not count', async () => {
    const redirect = async (statement: string) => lines(await lintText(SDK + STDIO + statement + '\nconsole.log("a");\nconsole.debug("b");\n' + start));
    expect(await redirect('console["log"] = () => {};')).toEqual(['7 console.debug']);
    expect(await redirect('Object.defineProperty(console, "debug", { value: console.error });')).toEqual(['6 console.log']);
    expect(await redirect('Object.assign(console, overrides);\ndeclare const overrides: Partial<Console>;')).toEqual([]);
    expect(await redirect('globalThis.console = new console.Console(process.stderr);')).toEqual([]);
    expect(await redirect('(console as any).log = console.error;')).toEqual(['7 console.debug']);
    expect(await redirect('Object.defineProperty(globalThis.console, "debug", { value: console.error });')).toEqual(['6 console.log']);
    // A stdout method or stdout itself put in place (bound or not, or held in a variable) redirects nothing.
    expect(await redirect('console.log = console.log.bind(console);\nconsole.debug = console.info;')).toEqual(['7 console.log', '8 console.debug']);
    expect(await redirect('console.log = process.stdout.write.bind(process.stdout);')).toEqual(['6 console.log', '7 console.debug']);
    expect(await redirect('const { info } = console;\nconst saved = console.log;\nObject.assign(console, { log: saved, debug: info });')).toEqual(['8 console.log', '9 console.debug']);
    // A local variable named console, a comparison and a read are not redirects.
    expect(await redirect('function f(console: { log: unknown }) { console.log = 1; }\nif (console.log == console.error) {}')).toEqual(['7 console.log', '8 console.debug']);
  });

  test('another linted file the server does not import (a test that mocks console.log) says nothing about the server', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'server.ts'), SDK + STDIO + 'console.log("starting");\n' + start);
    writeFileSync(join(dir, 'server.test.ts'), 'console.log = () => {};\n');
    const results = await lintFiles(['server.ts', 'server.test.ts'], { cwd: dir });
    expect(results.flatMap((r) => only(r.diagnostics, RULE).map((d) => `${r.source}:${d.range!.start.line}`))).toEqual(['server.ts:5']);
  });

  test('a file that names console[ half a million times (4 MB) is searched once: the run ends with the usual finding', async () => {
    const hostile = `/* ${'console['.repeat(500_000)} */\n`;
    expect(lines(await lintText(SDK + STDIO + hostile + 'console.log("a");\n' + start))).toEqual(['6 console.log']);
  });
});

testSourceRule(stdioNoConsoleLog, {
  valid: [
    { name: 'console.error in a stdio server', code: SDK + 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.error("starting");\nawait server.connect(new StdioServerTransport());\n' },
    { name: 'console.log after console.log = console.error', code: SDK + 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.log = console.error;\nconsole.log("starting");\nawait server.connect(new StdioServerTransport());\n' },
  ],
  invalid: [
    { name: 'console.log in a stdio server', code: SDK + 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.log("starting");\nawait server.connect(new StdioServerTransport());\n', errors: [{ messageId: 'write', line: 5 }] },
  ],
});

describe(`${RULE} on a running server`, () => {
  test('non-JSON lines a working stdio server wrote to stdout: one finding, with their count and the first', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('garbage-stdout.mjs', '--then-answer')]));
    const findings = only(results[0]!.diagnostics, RULE);
    expect(findings.map((d) => [d.messageId, d.severity, d.fatal])).toEqual([['liveOutput', 'error', undefined]]);
    expect(findings[0]!.message).toMatch(/^The server wrote 2 non-JSON lines to stdout, first: "Weather server v1\.2 listening on stdio"\. On stdio, stdout carries only JSON-RPC messages: send logs to stderr\.$/);
  });
});
