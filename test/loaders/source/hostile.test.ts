// Hostile input: deep nesting, self-referencing constants and import cycles end in findings, never a hang or a crash.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText } from './helpers.js';

afterAll(cleanScratch);

const HEAD =
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "h", version: "1" });\n';

describe('hostile source', () => {
  test('a schema literal nested 3,000 levels deep', async () => {
    const depth = 3000;
    const schema = '{ type: "object", properties: { a: '.repeat(depth) + '{ type: "string" }' + ' } }'.repeat(depth);
    const result = await lintText(
      HEAD +
        `server.registerTool("deep", { description: "Deeply nested on purpose", inputSchema: ${schema} }, async () => ({ content: [] }));\n`,
    );
    expect(result.toolCount + result.diagnostics.filter((d) => d.fatal).length).toBeGreaterThan(0);
    expect(result.diagnostics.some((d) => /internal error|could not analyse/.test(d.message))).toBe(false);
  });

  test('a zod schema nested 60 levels deep', async () => {
    const depth = 60;
    const schema = 'z.object({ a: '.repeat(depth) + 'z.string()' + ' })'.repeat(depth);
    const result = await lintText(
      HEAD +
        `server.registerTool("deep", { description: "Deeply nested on purpose", inputSchema: ${schema} }, async () => ({ content: [] }));\n`,
    );
    expect(result.toolCount).toBe(1);
    expect(result.diagnostics.some((d) => /could not analyse/.test(d.message))).toBe(false);
  });

  test('code nested beyond what the TypeScript parser can take is one clear fatal finding', async () => {
    const depth = 2000;
    const schema = 'z.object({ a: '.repeat(depth) + 'z.string()' + ' })'.repeat(depth);
    const result = await lintText(
      HEAD + `server.registerTool("deep", { inputSchema: ${schema} }, async () => ({ content: [] }));\n`,
    );
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ fatal: true, ruleId: null });
    expect(result.diagnostics[0]!.message).toMatch(/^server\.ts is too complex to read: its code is nested /);
  });

  test('constants that refer to each other, and files that import each other', async () => {
    const result = await lintText(
      HEAD +
        [
          'import { other } from "./other.js";',
          'const a: any = b;',
          'const b: any = a;',
          'server.registerTool("loop", { description: a, inputSchema: other }, async () => ({ content: [] }));',
          'export const mine = other;',
        ].join('\n'),
      { files: { 'other.ts': 'import { mine } from "./server.js";\nexport const other = mine;\n' } },
    );
    expect(result.toolCount).toBe(1);
    expect(
      result.diagnostics
        .filter((d) => d.ruleId === 'source-unresolved')
        .map((d) => d.pointer)
        .sort(),
    ).toEqual(['/description', '/inputSchema']);
  });

  test('ten thousand registrations generated from one array are capped, not expanded forever', async () => {
    const result = await lintText(
      HEAD +
        'const names = [' +
        Array.from({ length: 600 }, (_, i) => `"t${i}"`).join(', ') +
        '];\nnames.forEach((name) => server.registerTool(name, { description: "Generated tool number" }, async () => ({ content: [] })));\n',
    );
    expect(result.toolCount).toBe(0);
    expect(result.diagnostics.filter((d) => d.ruleId === 'source-unresolved')).toHaveLength(1);
  });
});
