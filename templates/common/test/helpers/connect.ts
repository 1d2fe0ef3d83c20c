import { Client } from '{{sdkClientModule}}';
import { InMemoryTransport } from '{{sdkInMemoryModule}}';
import { createServer } from '../../src/server.js';

/** Connects a real MCP client to the server in memory: the full protocol, no process, no network. */
export async function connectInMemory(): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = createServer();
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
