// Issue 9 item 7: a key named `__proto__` is data, exactly as JSON.parse makes it — in object literals read
// from source (written `__proto__:` or computed `["__proto__"]`), and in a tools/list JSON capture.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { cleanScratch, loadText } from './helpers.js';
import type { JsonObject } from '../../../src/core/json-value.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-proto-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  cleanScratch();
});

interface Message {
  ruleId: string | null;
  severity: number;
  message: string;
  pointer: string;
  line?: number;
  column?: number;
}

async function lintJson(file: string): Promise<{ toolCount: number; messages: Message[] }> {
  const run = await runMcpLint([file, '--format', 'json', '--rule', 'property-description:warning']);
  expect(run.stderr).toBe('');
  const [result] = JSON.parse(run.stdout) as Array<{ toolCount: number; messages: Message[] }>;
  return result!;
}

// `__proto__` has no description on purpose: property-description then proves the key is seen as a property.
const SOURCE = [
  'import { Server } from "@modelcontextprotocol/sdk/server/index.js";',
  'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
  'const server = new Server({ name: "proto", version: "1.0.0" }, { capabilities: { tools: {} } });',
  'server.setRequestHandler(ListToolsRequestSchema, async () => ({',
  '  tools: [',
  '    { name: "literal_key", description: "A tool whose parameter is literally named __proto__", annotations: { readOnlyHint: true },',
  '      inputSchema: { type: "object", properties: { __proto__: { type: "string" } }, required: ["__proto__"], additionalProperties: false } },',
  '    { name: "computed_key", description: "A tool whose parameter is named __proto__ by a computed key", annotations: { readOnlyHint: true },',
  '      inputSchema: { type: "object", properties: { ["__proto__"]: { type: "string" } }, required: ["__proto__"], additionalProperties: false } },',
  '  ],',
  '}));',
  '',
].join('\n');

describe('__proto__ keys are data', () => {
  test('source: both spellings give an inputSchema with an own property named __proto__', async () => {
    const loaded = await loadText(SOURCE);
    expect(loaded.tools.map((tool) => (tool.definition as JsonObject).name)).toEqual(['literal_key', 'computed_key']);
    for (const tool of loaded.tools) {
      const properties = ((tool.definition as JsonObject).inputSchema as { properties: object }).properties;
      expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
      expect(Object.keys(properties)).toEqual(['__proto__']);
      expect(Object.getOwnPropertyDescriptor(properties, '__proto__')?.value).toEqual({ type: 'string' });
      // Written out as the server's JSON would be.
      expect(JSON.stringify(properties)).toBe('{"__proto__":{"type":"string"}}');
    }
  });

  test('source, built CLI: the property is judged at its key, and nothing bogus is reported', async () => {
    const file = join(dir, 'server.ts');
    writeFileSync(file, SOURCE);
    const result = await lintJson(file);
    expect(result.toolCount).toBe(2);
    const lines = SOURCE.split('\n');
    const at = (marker: string) => {
      const index = lines.findIndex((line) => line.includes(marker) && line.includes('inputSchema'));
      return { line: index + 1, column: lines[index]!.indexOf(marker) + 1 };
    };
    expect(
      result.messages.map((m) => ({ ruleId: m.ruleId, pointer: m.pointer, line: m.line, column: m.column })),
    ).toEqual([
      { ruleId: 'property-description', pointer: '/inputSchema/properties/__proto__', ...at('__proto__: {') },
      { ruleId: 'property-description', pointer: '/inputSchema/properties/__proto__', ...at('["__proto__"]: {') },
    ]);
  });

  test('JSON capture, built CLI: a __proto__ property is a property, and a missing one is missing', async () => {
    const file = join(dir, 'tools.json');
    const schema = (properties: object, required: string[]) => ({
      type: 'object',
      properties,
      required,
      additionalProperties: false,
    });
    // Written as text: an object literal in this test would not hold an own __proto__ key.
    writeFileSync(
      file,
      `{"tools":[
      {"name":"own_proto","description":"A tool whose parameter is literally named __proto__","annotations":{"readOnlyHint":true},
       "inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"],"additionalProperties":false}},
      {"name":"missing_proto","description":"A tool that requires __proto__ without declaring it","annotations":{"readOnlyHint":true},
       "inputSchema":${JSON.stringify(schema({ other: { type: 'string', description: 'Another value' } }, ['__proto__']))}}
    ]}`,
    );
    const result = await lintJson(file);
    expect(result.toolCount).toBe(2);
    expect(result.messages.map((m) => [m.ruleId, m.pointer])).toEqual([
      ['property-description', '/inputSchema/properties/__proto__'],
      ['required-property-exists', '/inputSchema/required/0'],
    ]);
    expect(result.messages[1]!.message).toContain('"__proto__"');
  });
});
