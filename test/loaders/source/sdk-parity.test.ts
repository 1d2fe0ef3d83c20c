// Proves the static zod → JSON Schema conversion against the real SDK: the same fixture source is run in a
// real McpServer (tools/list over InMemoryTransport) and read statically by mcp-lint; the definitions must match.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadFixtures } from './helpers.js';

async function listWithSdkV1(register: (server: never) => void): Promise<unknown[]> {
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
  const server = new McpServer({ name: 'parity', version: '1.0.0' });
  register(server as never);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'parity-client', version: '1.0.0' });
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  try {
    // Raw JSON (not the client's parsed view) so nothing is normalised on the way.
    const result = await client.request(
      { method: 'tools/list', params: {} },
      (await import('@modelcontextprotocol/sdk/types.js')).ListToolsResultSchema,
    );
    return result.tools;
  } finally {
    await client.close();
    await server.close();
  }
}

describe('SDK 1.x parity', () => {
  test('every tool of the zod fixture publishes exactly what mcp-lint rebuilds statically', async () => {
    const fixture = await import('../../fixtures/source/sdk-v1/zod-schemas.js');
    const live = await listWithSdkV1(fixture.registerAll as never);
    const [source] = await loadFixtures([join('sdk-v1', 'zod-schemas.ts')]);
    expect(source!.diagnostics).toEqual([]);
    const statics = source!.tools.map((tool) => tool.definition);
    expect(statics.map((d) => (d as { name: string }).name)).toEqual(live.map((d) => (d as { name: string }).name));
    for (const [index, liveTool] of live.entries())
      expect(statics[index], (liveTool as { name: string }).name).toEqual(liveTool);
  });
});

async function listWithSdkV2(register: (server: never) => void): Promise<unknown[]> {
  const { McpServer, InMemoryTransport } = await import('@modelcontextprotocol/server');
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { ListToolsResultSchema } = await import('@modelcontextprotocol/sdk/types.js');
  const server = new McpServer({ name: 'parity-v2', version: '1.0.0' });
  register(server as never);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'parity-client', version: '1.0.0' });
  await server.connect(serverTransport);
  await client.connect(clientTransport as never);
  try {
    return (await client.request({ method: 'tools/list', params: {} }, ListToolsResultSchema)).tools;
  } finally {
    await client.close();
    await server.close();
  }
}

describe('SDK 2.x parity', () => {
  test('v2 registrations publish exactly what mcp-lint rebuilds statically', async () => {
    const fixture = await import('../../fixtures/source/sdk-v2/zod-schemas.js');
    const live = await listWithSdkV2(fixture.registerAll as never);
    const [source] = await loadFixtures([join('sdk-v2', 'zod-schemas.ts')]);
    expect(source!.diagnostics).toEqual([]);
    const statics = source!.tools.map((tool) => tool.definition);
    expect(statics.map((d) => (d as { name: string }).name)).toEqual(live.map((d) => (d as { name: string }).name));
    for (const [index, liveTool] of live.entries())
      expect(statics[index], (liveTool as { name: string }).name).toEqual(liveTool);
  });
});
