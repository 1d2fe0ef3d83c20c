// Only schema-building zod functions are replayed on linted source (issue 8 item 1): anything that parses,
// changes global state or takes code as its argument stays unresolved; callbacks of allowed methods are
// inert stand-ins.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, loadText } from './helpers.js';
import type { JsonObject } from '../../../src/core/json-value.js';

afterAll(cleanScratch);

const HEAD = [
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
  'import { z } from "zod";',
  'const server = new McpServer({ name: "zod", version: "1.0.0" });',
].join('\n');

async function toolWith(schema: string) {
  const source = await loadText(
    `${HEAD}\nserver.registerTool("t", { description: "A tool for the allow-list test", inputSchema: { q: ${schema} } }, async () => ({ content: [] }));\n`,
  );
  expect(source.diagnostics.filter((d) => d.fatal)).toEqual([]);
  expect(source.tools).toHaveLength(1);
  const tool = source.tools[0]!;
  return {
    inputSchema: (tool.definition as JsonObject).inputSchema as {
      properties?: Record<string, Record<string, unknown>>;
    },
    unresolved: tool.sourceFacts?.unresolved ?? [],
  };
}

describe('zod allow-list', () => {
  test.each([
    ['z.string().parse("x")', 'parse'],
    ['z.string().safeParse("x")', 'safeParse'],
    ['z.string().isOptional()', 'isOptional'],
    ['z.string().register(z.globalRegistry, { description: "global" })', 'register'],
    ['z.lazy(() => z.string())', 'lazy'],
    ['z.custom()', 'custom'],
    ['z.instanceof(Date)', 'instanceof'],
    ['z.function()', 'function'],
  ])('%s is not called: the schema is unresolved', async (schema, method) => {
    const { inputSchema, unresolved } = await toolWith(schema);
    expect(unresolved).toHaveLength(1);
    expect(unresolved[0]!.what).toBe(
      `\`${method}()\`, which mcp-lint does not replay on zod (it only calls schema-building functions)`,
    );
    expect(inputSchema).toEqual({ type: 'object' });
  });

  test('callbacks of allowed methods are inert stand-ins: the schema is still built', async () => {
    const { inputSchema, unresolved } = await toolWith(
      'z.string().min(2).refine((v) => { throw new Error(v); }).transform((v) => v.length).describe("Query text")',
    );
    expect(unresolved).toEqual([]);
    expect(inputSchema.properties?.q).toEqual({ type: 'string', minLength: 2, description: 'Query text' });
  });

  test('schema-building chains of zod 4 are replayed', async () => {
    const { inputSchema, unresolved } = await toolWith(
      'z.object({ a: z.email(), b: z.iso.datetime(), c: z.enum(["x", "y"]).optional() }).strict().describe("Filter")',
    );
    expect(unresolved).toEqual([]);
    expect(inputSchema.properties?.q).toMatchObject({
      type: 'object',
      description: 'Filter',
      additionalProperties: false,
      required: ['a', 'b'],
      properties: {
        a: { type: 'string', format: 'email' },
        b: { type: 'string', format: 'date-time' },
        c: { type: 'string', enum: ['x', 'y'] },
      },
    });
  });
});
