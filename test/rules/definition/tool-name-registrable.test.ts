import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/tool-name-registrable.js';
import { UNREGISTRABLE_TOOL_NAMES } from '../../../src/rules/shared/unregistrable-names.js';
import { testRule } from '../../helpers/rule-tester.js';
import { runMcpLint } from '../../helpers/cli.js';
import { SDK } from '../../loaders/source/helpers.js';
import { FIXTURES } from '../../loaders/live/helpers.js';

const RULE = 'tool-name-registrable';
const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

testRule(rule, {
  valid: [
    { tool: tool('search_docs') },
    { name: 'case matters: Constructor is a name like any other', tool: tool('Constructor') },
    { name: 'a prefix is not the member', tool: tool('toString_tool') },
    { name: 'a member of a string or an array is not inherited by {}', tool: tool('length') },
    { name: "a missing or non-string name is tool-definition-valid's", tool: tool(42) },
  ],
  invalid: [
    {
      tool: tool('constructor'),
      errors: [
        {
          messageId: 'unregistrable',
          pointer: '/name',
          data: { name: '"constructor"', suggestion: '"constructor_tool"' },
        },
      ],
    },
    {
      tool: tool('toString'),
      errors: [
        {
          messageId: 'unregistrable',
          pointer: '/name',
          message: /refuses to register it \("Tool toString is already registered"\)/,
        },
      ],
    },
    {
      tool: tool('__proto__'),
      errors: [{ messageId: 'unregistrable', pointer: '/name', data: { suggestion: '"proto_tool"' } }],
    },
    { tool: tool('hasOwnProperty'), errors: [{ messageId: 'unregistrable', pointer: '/name' }] },
  ],
});

testRule(rule, {
  valid: [
    {
      name: 'registerTool with an ordinary name',
      code: SDK + 'server.registerTool("search", { description: "Searches." }, async () => ({ content: [] }));\n',
    },
  ],
  invalid: [
    {
      name: 'registerTool("constructor", …)',
      code: SDK + 'server.registerTool("constructor", { description: "Builds." }, async () => ({ content: [] }));\n',
      errors: [{ messageId: 'refused', line: 4 }],
    },
    {
      name: 'server.tool("toString", …)',
      code: SDK + 'server.tool("toString", "Prints.", async () => ({ content: [] }));\n',
      errors: [{ messageId: 'refused', line: 4 }],
    },
  ],
});

describe('the names are exactly those the TypeScript SDK refuses', () => {
  // Both SDKs are the project's own dev dependencies: this runs their registerTool on every candidate name.
  const candidates = [
    ...Object.getOwnPropertyNames(Object.prototype),
    'length',
    'prototype',
    'name',
    'apply',
    'then',
    'Constructor',
    'search',
  ];
  for (const [label, specifier] of [
    ['SDK v1', '@modelcontextprotocol/sdk/server/mcp.js'],
    ['SDK v2', '@modelcontextprotocol/server'],
  ] as const) {
    it(label, async () => {
      const { McpServer } = (await import(specifier)) as {
        McpServer: new (info: object) => { registerTool(name: string, config: object, cb: () => unknown): unknown };
      };
      const refused = candidates.filter((name) => {
        try {
          new McpServer({ name: 'probe', version: '1.0.0' }).registerTool(
            name,
            { description: 'Probe.' },
            async () => ({ content: [] }),
          );
          return false;
        } catch (error) {
          return (error as Error).message === `Tool ${name} is already registered`;
        }
      });
      expect(new Set(refused)).toEqual(UNREGISTRABLE_TOOL_NAMES);
    });
  }
});

describe(`${RULE} through the built CLI`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-registrable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  interface Message {
    ruleId: string;
    toolName?: string;
    pointer: string;
    line?: number;
    column?: number;
    message: string;
  }
  const messages = (stdout: string) =>
    (JSON.parse(stdout) as Array<{ messages: Message[] }>)
      .flatMap((file) => file.messages)
      .filter((m) => m.ruleId === RULE);

  it('tools named constructor or toString get the finding at their names in a JSON capture', async () => {
    const text =
      '{\n  "tools": [\n    { "name": "constructor", "description": "Builds.", "inputSchema": { "type": "object" } },\n    { "name": "toString", "description": "Prints.", "inputSchema": { "type": "object" } }\n  ]\n}\n';
    writeFileSync(join(dir, 'tools.json'), text);
    const run = await runMcpLint(['tools.json', '-f', 'json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(messages(run.stdout).map((m) => [m.toolName, m.pointer, m.line, m.column])).toEqual([
      ['constructor', '/name', 3, 15],
      ['toString', '/name', 4, 15],
    ]);
  });

  it('tools named constructor or toString get the finding at the name argument in source', async () => {
    writeFileSync(
      join(dir, 'server.ts'),
      SDK +
        'server.registerTool("constructor", { description: "Builds." }, async () => ({ content: [] }));\nserver.tool("toString", "Prints.", async () => ({ content: [] }));\n',
    );
    const run = await runMcpLint(['server.ts', '-f', 'json'], { cwd: dir });
    const found = messages(run.stdout);
    expect(found.map((m) => [m.toolName, m.line, m.column])).toEqual([
      ['constructor', 4, 21],
      ['toString', 5, 13],
    ]);
    expect(found[0]!.message).toMatch(/^McpServer throws "Tool constructor is already registered" here/);
  });

  it('tools named constructor or toString get the finding on a running server', async () => {
    const run = await runMcpLint(
      [
        '--env',
        'TOOLS=constructor,toString,search',
        '--stdio',
        `${process.execPath} ${join(FIXTURES, 'named-tools.mjs')}`,
        '-f',
        'json',
      ],
      { cwd: dir },
    );
    expect(messages(run.stdout).map((m) => [m.toolName, m.pointer])).toEqual([
      ['constructor', '/name'],
      ['toString', '/name'],
    ]);
  });
});
