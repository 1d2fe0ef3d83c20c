// Smoke test: starts the *built* server (npm run build) as a real process and talks to it over Streamable HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
{{sdkHttpClientImports}}
import { connectInMemory } from './helpers/connect.js';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Starts the server on a free port and resolves with the URL it prints on stderr. */
function startServer(): Promise<{ child: ChildProcess; url: URL }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve({ child, url: new URL(match[1]!) });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server exited with code ${code} before listening:\n${stderr}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('built server over Streamable HTTP', () => {
  it('starts and lists the same tools as the source', async () => {
    expect(existsSync(entry), `${entry} is missing: run "npm run build" first`).toBe(true);
    const { child, url } = await startServer();
    cleanups.push(() => stopServer(child));

    const client = new Client({ name: 'smoke-test', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url));
    cleanups.unshift(() => client.close());

    const inMemory = await connectInMemory();
    cleanups.push(inMemory.close);

    const { tools } = await client.listTools();
    const expected = await inMemory.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expected.tools.map((tool) => tool.name));
  });
});
