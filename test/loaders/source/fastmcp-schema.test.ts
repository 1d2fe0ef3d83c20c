// fastmcp's inputSchema depends on the fastmcp, xsschema and zod versions the server has installed: source mode
// reads those versions (package.json only) and converts as that combination does. Each project here is a
// server file plus the package.json files of its installed dependencies (no code).
import { afterAll, describe, expect, test } from 'vitest';
import type { JsonObject } from '../../../src/core/json-value.js';
import { cleanScratch, loadFixtures, projectWithInstalls } from './helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

afterAll(cleanScratch);

const SERVER = `import { FastMCP } from "fastmcp";
import { z } from "zod";

const server = new FastMCP({ name: "fast", version: "1.0.0" });

server.addTool({
  name: "fetch_page",
  description: "Fetch a web page and return its text",
  parameters: z.object({
    url: z.string(),
    retries: z.number().default(2),
    headers: z.record(z.string(), z.any()).optional(),
    steps: z.array(z.object({ selector: z.string() })).optional(),
  }),
  execute: async () => "done",
});

server.start({ transportType: "stdio" });
`;

function project(installed: Record<string, string>): string {
  return projectWithInstalls(installed, SERVER);
}

async function inputSchema(dir: string): Promise<unknown> {
  const [source] = await loadFixtures(['server.ts'], { cwd: dir });
  expect(source!.tools).toHaveLength(1);
  return (source!.tools[0]!.definition as JsonObject).inputSchema;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const properties = {
  url: { type: 'string' },
  retries: { type: 'number', default: 2 },
  headers: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
  steps: {
    type: 'array',
    items: { type: 'object', properties: { selector: { type: 'string' } }, required: ['selector'] },
  },
};

describe('fastmcp inputSchema by installed versions', () => {
  test('fastmcp 4.3.2 + zod 4.6: input side, draft-07, objects closed on the root and in properties, not in items', async () => {
    const dir = project({ fastmcp: '4.3.2', xsschema: '0.4.4', zod: '4.6.7' });
    expect(await inputSchema(dir)).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: { ...properties, headers: { ...properties.headers, additionalProperties: false } },
      required: ['url'],
      additionalProperties: false,
    });
  });

  test('fastmcp 3.35 + zod 4.6 (Standard JSON Schema): input side, draft-07, nothing closed', async () => {
    const dir = project({ fastmcp: '3.35.0', xsschema: '0.4.4', zod: '4.6.7' });
    expect(await inputSchema(dir)).toEqual({ $schema: DRAFT_07, type: 'object', properties, required: ['url'] });
  });

  test('fastmcp 3.35 + zod 4.1 (no Standard JSON Schema): toJSONSchema draft-7, output side', async () => {
    const dir = project({ fastmcp: '3.35.0', xsschema: '0.4.4', zod: '4.1.12' });
    expect(await inputSchema(dir)).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: {
        ...properties,
        steps: { ...properties.steps, items: { ...properties.steps.items, additionalProperties: false } },
      },
      required: ['url', 'retries'],
      additionalProperties: false,
    });
  });

  test('fastmcp 3.20 with xsschema 0.3: toJSONSchema with its defaults (draft 2020-12, output side)', async () => {
    const dir = project({ fastmcp: '3.20.0', xsschema: '0.3.5', zod: '4.6.7' });
    const schema = (await inputSchema(dir)) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(['url', 'retries']);
    expect(schema.additionalProperties).toBe(false);
  });

  test('zod 3 schemas (zod 3.25 installed): zod-to-json-schema with its default options', async () => {
    const dir = project({ fastmcp: '3.35.0', xsschema: '0.4.4', zod: '3.25.76' });
    expect(await inputSchema(dir)).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: {
        url: { type: 'string' },
        retries: { type: 'number', default: 2 },
        headers: { type: 'object', additionalProperties: {} },
        steps: {
          type: 'array',
          items: {
            type: 'object',
            properties: { selector: { type: 'string' } },
            required: ['selector'],
            additionalProperties: false,
          },
        },
      },
      required: ['url'],
      additionalProperties: false,
    });
  });

  test('nothing installed: the newest fastmcp and zod', async () => {
    const dir = project({});
    expect(await inputSchema(dir)).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: { ...properties, headers: { ...properties.headers, additionalProperties: false } },
      required: ['url'],
      additionalProperties: false,
    });
  });

  test('built CLI: a zod 3 schema given to fastmcp is checked, not reported unreadable', async () => {
    const dir = project({ fastmcp: '3.35.0', xsschema: '0.4.4', zod: '3.25.76' });
    const run = await runMcpLint(['--format', 'json', '--rule', 'property-description:warning', 'server.ts'], {
      cwd: dir,
    });
    const [file] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
    expect(file!.messages.filter((m) => m.ruleId === 'source-unresolved')).toEqual([]);
    // The rebuilt schema is linted: the undescribed properties are reported.
    expect(file!.messages.some((m) => m.ruleId === 'property-description' && /url/.test(m.message))).toBe(true);
  });
});
