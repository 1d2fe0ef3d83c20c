// The SDK v1 Streamable HTTP template's DNS-rebinding guard, run for real: scaffold without installing, bundle the
// generated src/index.ts with esbuild against this repository's node_modules (the same SDK and zod versions the
// template pins), start it, and send Host headers with node:http (fetch does not let a caller set Host).
// HOST=::1 used to turn the check off: its allowed set spelt the address "[::1]" only.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCreate } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

let entry: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  const cwd = tempDir('create-mcp-tool-host-');
  const created = await runCreate(
    ['host-check', '--transport', 'http', '--sdk', 'v1', '--tools', 'none', '--no-install', '--no-git'],
    { cwd },
  );
  expect(created.code, created.stdout + created.stderr).toBe(0);
  const dir = join(cwd, 'host-check');
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  entry = join(dir, 'dist', 'index.js');
  await build({
    entryPoints: [join(dir, 'src', 'index.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
}, 60_000);
afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
});

function ipv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

function start(host: string): Promise<URL> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, HOST: host, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    servers.push(child);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(new URL(match[1]!));
    });
    child.on('exit', (code) =>
      reject(new Error(`HOST=${host}: the server exited (${code}) before listening:\n${stderr}`)),
    );
  });
}

/** The status of a POST to /mcp with this Host header. */
function statusFor(url: URL, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const req = request(
      {
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        path: '/mcp',
        method: 'POST',
        headers: {
          host: hostHeader,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('v1 HTTP template: Host check', () => {
  it.each(['::1', '[::1]'])('HOST=%s refuses a foreign Host header and accepts its own', async (host) => {
    expect(await ipv6Loopback(), 'this test needs the IPv6 loopback address ::1').toBe(true);
    const url = await start(host);
    expect(url.hostname).toBe('[::1]');
    expect(await statusFor(url, `evil.example:${url.port}`)).toBe(403);
    expect(await statusFor(url, `[::1]:${url.port}`)).toBe(200);
    expect(await statusFor(url, `localhost:${url.port}`)).toBe(200);
  });

  it('HOST=127.0.0.1 (the default) refuses a foreign Host header', async () => {
    const url = await start('127.0.0.1');
    expect(await statusFor(url, `evil.example:${url.port}`)).toBe(403);
    expect(await statusFor(url, `127.0.0.1:${url.port}`)).toBe(200);
  });
});
