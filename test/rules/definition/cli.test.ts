// The definition rules through the built CLI, as a user runs them: findings with line:column, exit codes,
// --spec, --list-rules, and hostile files that must end with findings rather than a crash or a hang.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { definitionRules } from '../../../src/rules/definition/index.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-definition-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

interface JsonMessage {
  ruleId: string | null;
  line?: number;
  column?: number;
  message: string;
  pointer: string;
  toolName?: string;
}

async function lintJson(args: string[]): Promise<{ code: number | null; messages: JsonMessage[]; stderr: string }> {
  const run = await runMcpLint(['--format', 'json', ...args], { cwd: dir });
  const results = JSON.parse(run.stdout) as Array<{ messages: JsonMessage[] }>;
  return { code: run.code, messages: results.flatMap((r) => r.messages), stderr: run.stderr };
}

const BAD = `{
  "tools": [
    {
      "name": "search docs!",
      "inputSchema": {
        "type": "object",
        "properties": {
          "q": { "type": "strin", "description": "Words to find" }
        },
        "required": ["query"]
      },
      "annotations": { "readOnlyHint": "yes" }
    },
    {
      "name": "list_ids",
      "description": "Lists every id in the store.",
      "inputSchema": { "type": "object", "additionalProperties": false },
      "outputSchema": { "type": "array", "items": { "type": "string" } },
      "annotations": { "readOnlyHint": true }
    }
  ]
}
`;

describe('definition rules through mcp-lint', () => {
  it('reports each defect once, at its line and column', async () => {
    const { code, messages } = await lintJson([file('bad.json', BAD)]);
    expect(code).toBe(1);
    expect(messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`)).toEqual([
      '3:5 tool-description',
      '4:15 tool-name-format',
      '8:26 input-schema-valid',
      '10:22 required-property-exists',
      '12:40 tool-definition-valid',
      '18:33 output-schema-valid',
    ]);
    expect(messages.find((m) => m.ruleId === 'tool-definition-valid')!.message).toBe(
      'annotations.readOnlyHint must be a boolean, got "yes". Fix the definition to match the MCP 2025-11-25 Tool schema.',
    );
  });

  it('follows --spec 2026-07-28', async () => {
    const { messages } = await lintJson(['--spec', '2026-07-28', file('bad-2026.json', BAD)]);
    const output = messages.filter((m) => m.toolName === 'list_ids').map((m) => m.ruleId);
    expect(output).toEqual(['schema-portability']);
  });

  it('lists every definition rule with its default', async () => {
    const run = await runMcpLint(['--list-rules'], { cwd: dir });
    expect(run.code).toBe(0);
    for (const rule of definitionRules)
      expect(run.stdout).toMatch(new RegExp(`^${rule.id}\\s+${rule.meta.defaultLevel}\\s+definition`, 'm'));
  });

  it('turns a schema deeper than the validators can take into one finding, not a crash', async () => {
    // The JSON loader itself refuses documents nested past 256 levels; 100 nested object schemas (201 levels)
    // get through it and must stop at the rules' own bound.
    const deep = '{"type":"object","properties":{"a":'.repeat(100) + '{"type":"string"}' + '}}'.repeat(100);
    const text = `{"tools":[{"name":"deep","description":"A very deep schema for tests.","inputSchema":${deep},"annotations":{"readOnlyHint":true}}]}`;
    const { code, messages, stderr } = await lintJson([file('deep.json', text)]);
    expect(stderr).not.toMatch(/RangeError|at .*\.js:\d+/);
    expect(code).toBe(1);
    const found = messages.filter((m) => m.ruleId === 'input-schema-valid');
    expect(found.map((m) => m.message)).toEqual([
      'inputSchema is nested 201 levels deep; mcp-lint validates schemas up to 128 levels. Flatten it with "$defs" and "$ref".',
    ]);
  });

  it('lints 100,000 tools with duplicate names', async () => {
    const tool = (i: number) =>
      `{"name":"tool_${i % 50000}","description":"Returns item ${i} from the store.","inputSchema":{"type":"object","additionalProperties":false},"annotations":{"readOnlyHint":true}}`;
    const text = `{"tools":[${Array.from({ length: 100_000 }, (_, i) => tool(i)).join(',\n')}]}`;
    // context-budget (in `strict`) on too: its totals must stay linear in the tool count.
    const { code, messages } = await lintJson([file('many.json', text), '--rule', 'context-budget:warning']);
    expect(code).toBe(1);
    expect(messages.filter((m) => m.ruleId === 'tool-name-unique')).toHaveLength(50_000);
    // context-budget adds two: more tools than clients take, and the server's token total.
    expect(messages.filter((m) => m.ruleId === 'context-budget')).toHaveLength(2);
    expect(messages.every((m) => m.ruleId === 'tool-name-unique' || m.ruleId === 'context-budget')).toBe(true);
  }, 120_000);
});

describe("issue 35: each cause said once, in the author's language, through the CLI", () => {
  it("a saved tools/list of a Python server (pydantic's <fn>Arguments titles) gets the Field() fix, and its all-optional root no required-array finding", async () => {
    const path = file(
      'python-capture.json',
      JSON.stringify({
        tools: [
          {
            name: 'forecast',
            description: 'Forecast for a city.',
            inputSchema: {
              type: 'object',
              title: 'forecastArguments',
              properties: {
                city: { type: 'string', title: 'City' },
                days: { type: 'integer', title: 'Days', default: 3 },
                units: { type: 'string', title: 'Units' },
              },
            },
            annotations: { readOnlyHint: true },
          },
        ],
      }),
    );
    const { messages } = await lintJson([
      path,
      '--rule',
      'property-description:warning',
      '--rule',
      'input-schema-required-array:warning',
    ]);
    const described = messages.filter((m) => m.ruleId === 'property-description');
    expect(described.map((m) => m.message)).toContain(
      'Parameter "city" has no description, so a model has only its name to go on. Declare it as Annotated[str, Field(description="…")] saying what it is for, its format and an example value.',
    );
    expect(messages.filter((m) => m.ruleId === 'input-schema-required-array')).toEqual([]);
  });

  it('one SQL runner marked read-only: zod in TS source, ToolAnnotations and Field() for a saved Python server', async () => {
    const source = file(
      'sql-server.ts',
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n' +
        'server.registerTool("run_sql", { description: "Executes SQL against the database.", inputSchema: { sql: z.string() }, annotations: { readOnlyHint: true } }, async () => ({ content: [] }));\n',
    );
    const capture = file(
      'sql-python.json',
      JSON.stringify({
        tools: [
          {
            name: 'run_sql',
            description: 'Executes SQL against the database.',
            inputSchema: {
              type: 'object',
              title: 'run_sqlArguments',
              properties: { sql: { type: 'string', title: 'Sql' } },
              required: ['sql'],
            },
            annotations: { readOnlyHint: true },
          },
        ],
      }),
    );
    const rules = ['--rule', 'broad-capability:warning', '--rule', 'destructive-hint:warning'];
    const inSource = (await lintJson([source, ...rules])).messages.map((m) => m.message);
    expect(inSource.some((m) => /restrict it: z\.enum\(\[…\]\).*z\.string\(\)\.regex/.test(m))).toBe(true);
    expect(inSource.some((m) => /set destructiveHint: true and readOnlyHint: false/.test(m))).toBe(true);
    const inPython = (await lintJson([capture, ...rules])).messages.map((m) => m.message);
    expect(inPython.some((m) => /restrict it: Literal\[…\].*Annotated\[str, Field\(pattern=r"…"\)\]/.test(m))).toBe(
      true,
    );
    expect(inPython.some((m) => /write destructiveHint=True, readOnlyHint=False in its ToolAnnotations/.test(m))).toBe(
      true,
    );
  });

  it('an API body of many undescribed fields is one finding at the parameter, and shared $defs the tool never uses are none', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, { type: 'string' }]));
    const path = file(
      'api-body.json',
      JSON.stringify({
        tools: [
          {
            name: 'update_event',
            description: 'Update a calendar event.',
            inputSchema: {
              type: 'object',
              properties: {
                id: { type: 'string', description: 'Event id' },
                body: { type: 'object', description: 'The new event', properties: fields },
              },
              required: ['id', 'body'],
              $defs: { Unused: { type: 'object', properties: fields } },
            },
            annotations: { readOnlyHint: false, destructiveHint: false },
          },
        ],
      }),
    );
    const { messages } = await lintJson([path, '--rule', 'property-description:warning']);
    const described = messages.filter((m) => m.ruleId === 'property-description');
    expect(described).toHaveLength(1);
    expect(described[0]!.pointer).toBe('/inputSchema/properties/body');
    expect(described[0]!.message).toMatch(
      /^30 parameters in "body" have no description \("field0", "field1", .* and 24 more\)/,
    );
  });

  it('a server over its token budget is said once, at its tools list, not on its first tool', async () => {
    const tools = Array.from({ length: 24 }, (_, i) => ({
      name: `t${i}`,
      description: `Tool ${i}. ${'Explains a lot of things in words. '.repeat(120)}`,
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      annotations: { readOnlyHint: true },
    }));
    const path = file('big-server.json', JSON.stringify({ tools }));
    const { messages } = await lintJson([path, '--rule', 'context-budget:warning']);
    const server = messages.filter((m) => m.ruleId === 'context-budget' && m.message.startsWith("The server's"));
    expect(server).toHaveLength(1);
    expect(server[0]!.pointer).toBe('/tools');
    expect(server[0]!.toolName).toBeUndefined();
  });
});
