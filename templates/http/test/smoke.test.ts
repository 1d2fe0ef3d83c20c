// Smoke test: starts the *built* server (npm run build) as a real process and talks to it over Streamable HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
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

/** The status of a tools/list POST to the server with these headers (node:http: fetch cannot set Host). */
function statusOf(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
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

  it('refuses what a web page of another site could send through a browser (DNS rebinding)', async () => {
    const { child, url } = await startServer();
    cleanups.push(() => stopServer(child));
    expect(await statusOf(url, { origin: 'http://evil.example' })).toBe(403);
    expect(await statusOf(url, { host: `evil.example:${url.port}` })).toBe(403);
    expect(await statusOf(url, { origin: `http://localhost:${url.port}` })).toBe(200);
  });
});
