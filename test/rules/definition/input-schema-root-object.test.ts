import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only } from '../../loaders/source/helpers.js';
import rule from '../../../src/rules/definition/input-schema-root-object.js';
import { testRule } from '../../helpers/rule-tester.js';

const base = { name: 'search', description: 'Search the docs for a phrase.' };

afterAll(cleanScratch);

testRule(rule, {
  valid: [
    { tool: { ...base, inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } } },
    { tool: { ...base, inputSchema: { type: 'object', additionalProperties: false } } },
    {
      name: 'root oneOf with type object (spec example)',
      tool: {
        ...base,
        inputSchema: {
          type: 'object',
          oneOf: [{ required: ['a'] }, { required: ['b'] }],
          properties: { a: { type: 'string' }, b: { type: 'string' } },
        },
      },
    },
    {
      name: 'SDK v1 draft-07 stamp',
      tool: {
        ...base,
        inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} },
      },
    },
    { name: 'not an object: tool-definition-valid reports it', tool: 'search' },
  ],
  invalid: [
    { tool: { ...base }, errors: [{ messageId: 'missing', pointer: '/inputSchema' }] },
    {
      tool: { ...base, inputSchema: null },
      errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: 'null' } }],
    },
    {
      tool: { ...base, inputSchema: [] },
      errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: 'an empty array' } }],
    },
    {
      tool: { ...base, inputSchema: 'object' },
      errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: '"object"' } }],
    },
    {
      tool: { ...base, inputSchema: { properties: { q: { type: 'string' } } } },
      errors: [{ messageId: 'typeMissing', pointer: '/inputSchema/type' }],
    },
    {
      tool: { ...base, inputSchema: { type: 'array', items: { type: 'string' } } },
      errors: [{ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value: '"array"' } }],
    },
    {
      tool: { ...base, inputSchema: { type: ['object', 'null'] } },
      errors: [{ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value: '["object","null"]' } }],
    },
    {
      name: 'missing in 2026-07-28 too',
      spec: '2026-07-28',
      tool: { ...base, inputSchema: {} },
      errors: [{ messageId: 'typeMissing', pointer: '/inputSchema/type' }],
    },
  ],
});

// Source mode: a zod schema whose root accepts no object. What each SDK does was checked against the real SDKs
// (@modelcontextprotocol/sdk 1.32.2, @modelcontextprotocol/server 2.4.0): v1 lists {"type":"object","properties":{}}
// and answers every call "Invalid arguments … expected array, received object"; v2 fails tools/list for the whole
// server when the root has a type, and stamps "type": "object" on a root anyOf of non-objects (every call fails).
describe('input-schema-root-object: a zod root that is not an object (source mode)', () => {
  const V1 =
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n';
  const V2 = V1.replace('@modelcontextprotocol/sdk/server/mcp.js', '@modelcontextprotocol/server');
  const register = (schema: string) =>
    `server.registerTool("tag", { description: "Tags the items given.", inputSchema: ${schema} }, async () => ({ content: [] }));\n`;
  const findings = async (head: string, schema: string) => {
    const result = await lintText(head + register(schema));
    return result.diagnostics
      .filter(
        (d) =>
          d.ruleId === 'input-schema-root-object' ||
          d.ruleId === 'no-parameters-closed' ||
          d.ruleId === 'source-unresolved',
      )
      .map((d) => [d.ruleId, d.severity, d.messageId, `${d.range!.start.line}:${d.range!.start.column}`]);
  };

  test('z.array(...) as inputSchema under SDK v1: an error saying every call fails, and no no-parameters-closed info', async () => {
    expect(await findings(V1, 'z.array(z.string().max(10)).max(5)')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV1', '4:68'],
    ]);
    const [finding] = only(
      (await lintText(V1 + register('z.array(z.string().max(10)).max(5)'))).diagnostics,
      'input-schema-root-object',
    );
    expect(finding!.message).toBe(
      'inputSchema is a zod schema whose root is "array", not an object, and tool arguments are always a JSON object. SDK v1 publishes it as {"type": "object", "properties": {}} and checks every call against the zod schema, so every call fails as invalid arguments ("Invalid input: expected array, received object"). Wrap it in z.object({ … }) and give the value a named property.',
    );
  });

  test('z.array(...) as inputSchema under SDK v2: an error saying tools/list fails for the whole server', async () => {
    expect(await findings(V2, 'z.array(z.string().max(10)).max(5)')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV2List', '4:68'],
    ]);
    const [finding] = only(
      (await lintText(V2 + register('z.array(z.string().max(10)).max(5)'))).diagnostics,
      'input-schema-root-object',
    );
    expect(finding!.message).toContain(
      'SDK v2 refuses to convert it when a client lists the tools ("MCP tool and prompt schemas must describe objects"), so tools/list fails for the whole server',
    );
  });

  test('other roots that accept no object, under each SDK', async () => {
    expect(await findings(V1, 'z.string().max(10)')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV1', '4:68'],
    ]);
    expect(await findings(V2, 'z.string().max(10)')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV2List', '4:68'],
    ]);
    // zod writes this union as an anyOf without a root type: v2 lists it (with "type": "object" stamped on) and every call fails.
    expect(await findings(V1, 'z.union([z.string().max(3), z.number()])')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV1', '4:68'],
    ]);
    expect(await findings(V2, 'z.union([z.string().max(3), z.number()])')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV2Calls', '4:68'],
    ]);
    expect(await findings(V2, 'z.union([z.string(), z.number()])')).toEqual([
      ['input-schema-root-object', 'error', 'zodRootV2List', '4:68'],
    ]);
  });

  test('roots that accept an object stay as they were', async () => {
    expect(
      await findings(V1, 'z.object({ items: z.array(z.string().max(10)).max(5).describe("Items to tag") })'),
    ).toEqual([]);
    expect(
      await findings(
        V2,
        'z.union([z.object({ a: z.string().max(3).describe("a") }), z.object({ b: z.number().describe("b") })])',
      ),
    ).toEqual([]);
    expect(await findings(V2, 'z.object({}).strict()')).toEqual([]);
    // The helper turns rules that are off by default (no-parameters-closed is strict's) on at warning.
    expect(await findings(V1, '{}')).toEqual([['no-parameters-closed', 'warning', 'openZod', '4:68']]);
  });
});
