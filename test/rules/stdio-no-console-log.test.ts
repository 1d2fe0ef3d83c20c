import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only } from '../source/helpers.js';
import stdioNoConsoleLog from '../../src/lint/rules/source/stdio-no-console-log.js';
import { testSourceRule } from '../helpers/rule-tester.js';
import { fixtureServer, lintLive, liveOptions } from '../live/helpers.js';

afterAll(cleanScratch);

const SDK = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n';

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

testSourceRule(stdioNoConsoleLog, {
  valid: [
    { name: 'console.error in a stdio server', code: SDK + 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconsole.error("starting");\nawait server.connect(new StdioServerTransport());\n' },
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
