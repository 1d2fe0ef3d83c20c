// SDK 1.x converted zod 3 schemas with zod-to-json-schema's default pipeStrategy ("all") until 1.20.2, and with
// the input side since: a `.pipe()` is listed differently by the two, and the installed SDK version decides.
import { afterAll, describe, expect, test } from 'vitest';
import type { JsonObject } from '../../../src/core/json-value.js';
import { cleanScratch, loadFixtures, projectWithInstalls } from './helpers.js';

afterAll(cleanScratch);

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "piped", version: "1.0.0" });

server.registerTool("rename", {
  description: "Rename a file in the workspace",
  inputSchema: { name: z.string().pipe(z.string().min(3)).describe("New file name") },
}, async () => ({ content: [{ type: "text", text: "renamed" }] }));
`;

async function nameProperty(installed: Record<string, string>): Promise<unknown> {
  const [source] = await loadFixtures(['server.ts'], { cwd: projectWithInstalls(installed, SERVER) });
  const schema = (source!.tools[0]!.definition as JsonObject).inputSchema as { properties: Record<string, unknown> };
  return schema.properties.name;
}

describe('SDK 1.x conversion of zod 3 pipes, by installed SDK version', () => {
  test('SDK 1.17 (no pipeStrategy): both sides of the pipe, as allOf', async () => {
    expect(await nameProperty({ '@modelcontextprotocol/sdk': '1.17.0', zod: '3.25.76' })).toEqual({
      allOf: [{ type: 'string' }, { type: 'string', minLength: 3 }],
      description: 'New file name',
    });
  });

  test('SDK 1.20.2 and later: the input side only', async () => {
    const expected = { type: 'string', description: 'New file name' };
    expect(await nameProperty({ '@modelcontextprotocol/sdk': '1.20.2', zod: '3.25.76' })).toEqual(expected);
    expect(await nameProperty({ '@modelcontextprotocol/sdk': '1.32.2', zod: '3.25.76' })).toEqual(expected);
  });

  test('no SDK installed: the newest behaviour', async () => {
    expect(await nameProperty({ zod: '3.25.76' })).toEqual({ type: 'string', description: 'New file name' });
  });
});
