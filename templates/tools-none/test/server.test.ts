// Server tests: a real MCP client talks to the server in memory. These hold for any set of tools;
// `npx create-mcp-tool add <name>` writes a test file per tool next to this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInMemory } from './helpers/connect.js';

type Connection = Awaited<ReturnType<typeof connectInMemory>>;
let connection: Connection;

beforeAll(async () => {
  connection = await connectInMemory();
});
afterAll(async () => {
  await connection.close();
});

describe('server', () => {
  it('answers tools/list', async () => {
    const { tools } = await connection.client.listTools();
    expect(Array.isArray(tools)).toBe(true);
  });

  it('describes and annotates every tool, with an object input schema', async () => {
    const { tools } = await connection.client.listTools();
    for (const tool of tools) {
      expect(tool.description?.trim(), tool.name).toBeTruthy();
      expect(tool.annotations, tool.name).toBeDefined();
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
  });
});
