// Smoke test: starts the *built* server (npm run build) as a real process and talks to it over stdio.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '{{sdkClientModule}}';
import { StdioClientTransport } from '{{sdkStdioClientModule}}';
import { connectInMemory } from './helpers/connect.js';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('built server over stdio', () => {
  it('starts and lists the same tools as the source', async () => {
    expect(existsSync(entry), `${entry} is missing: run "npm run build" first`).toBe(true);
    const client = new Client({ name: 'smoke-test', version: '0.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [entry], stderr: 'pipe' }));
    cleanups.push(() => client.close());

    const inMemory = await connectInMemory();
    cleanups.push(inMemory.close);

    const { tools } = await client.listTools();
    const expected = await inMemory.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expected.tools.map((tool) => tool.name));
  });
});
