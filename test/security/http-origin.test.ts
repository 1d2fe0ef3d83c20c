// Issue 34, hole 12: "Scaffolded HTTP servers don't check Origin, and check Host only when HOST is literally
// localhost, 127.0.0.1 or ::1: with HOST=127.0.0.2 a DNS-rebinding Host got tools/list answered." Each generated HTTP
// server (SDK v1, SDK v2, Python) is started for real on 127.0.0.2 — Linux routes all of 127.0.0.0/8 to loopback — and
// on 127.0.0.1, and sent tools/list with node:http (fetch does not let a caller set Host): a foreign Host and a
// foreign Origin are refused, local ones answered, and ALLOWED_ORIGINS / ALLOWED_HOSTS widen the lists on purpose.
// The TS servers are bundled with esbuild (SDK v1 from this repository's node_modules; SDK v2's
// @modelcontextprotocol/node, which this repository does not depend on, installed by npm for the test); the Python
// one runs from its source with the mcp package of a shared test venv.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCreate } from '../helpers/cli.js';
import { e2eNpmEnv } from '../helpers/pack.js';
import { pythonAvailable, pythonWith } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
});

/** Scaffolds an HTTP project without installing it; returns its folder. */
async function scaffold(args: string[]): Promise<string> {
  const cwd = tempDir('create-mcp-tool-origin-');
  const created = await runCreate(
    ['origin-check', '--transport', 'http', '--tools', 'none', '--no-install', '--no-git', ...args],
    { cwd },
  );
  expect(created.code, created.stdout + created.stderr).toBe(0);
  return join(cwd, 'origin-check');
}

/** A generated TS project's src/index.ts bundled into one file that node runs, its packages found in `nodePaths`. */
async function bundle(dir: string, nodePaths: string[]): Promise<string> {
  const outfile = join(dir, 'dist', 'server.mjs');
  const banner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";
  await build({
    entryPoints: [join(dir, 'src', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    nodePaths,
    banner: { js: banner },
    logLevel: 'error',
  });
  return outfile;
}

/** Starts a server and resolves with its base URL, read from what it prints when it listens. */
function start(command: string, args: string[], env: Record<string, string>, listening: RegExp): Promise<URL> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    servers.push(child);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = listening.exec(stderr);
      if (match) resolve(new URL(match[1]!));
    });
    child.on('exit', (code) =>
      reject(new Error(`${JSON.stringify(env)}: the server exited (${code}) before listening:\n${stderr}`)),
    );
  });
}

/** The status of a tools/list POST to /mcp with these headers (host: as sent, else the URL's). */
function statusFor(url: URL, headers: { host?: string; origin?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: '/mcp',
        method: 'POST',
        headers: {
          host: headers.host ?? url.host,
          ...(headers.origin ? { origin: headers.origin } : {}),
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

type Starter = (env: Record<string, string>) => Promise<URL>;

/** The same checks for each template; `refusedHost` is the status a foreign Host gets (the Python SDK answers 421). */
function checks(name: string, getStarter: () => Promise<Starter>, refusedHost: number): void {
  describe(name, () => {
    let startServer: Starter;
    beforeAll(async () => {
      startServer = await getStarter();
    }, 240_000);

    it('on 127.0.0.2, a foreign Host is refused and its own address is answered', async () => {
      const url = await startServer({ HOST: '127.0.0.2' });
      expect(url.hostname).toBe('127.0.0.2');
      expect(await statusFor(url, { host: `evil.example:${url.port}` })).toBe(refusedHost);
      expect(await statusFor(url)).toBe(200);
      expect(await statusFor(url, { host: `localhost:${url.port}` })).toBe(200);
    });

    it('a page of another site (Origin) is refused, a local page and a client without Origin are answered', async () => {
      const url = await startServer({ HOST: '127.0.0.1' });
      expect(await statusFor(url, { origin: 'http://evil.example' })).toBe(403);
      expect(await statusFor(url, { origin: 'null' })).toBe(403);
      expect(await statusFor(url, { origin: `http://localhost:${url.port}` })).toBe(200);
      expect(await statusFor(url)).toBe(200);
    });

    it('ALLOWED_ORIGINS and ALLOWED_HOSTS widen the lists on purpose', async () => {
      const url = await startServer({
        HOST: '127.0.0.1',
        ALLOWED_ORIGINS: 'app.example.com',
        ALLOWED_HOSTS: 'mcp.example.com',
      });
      expect(await statusFor(url, { origin: 'https://app.example.com' })).toBe(200);
      expect(await statusFor(url, { host: `mcp.example.com:${url.port}` })).toBe(200);
      expect(await statusFor(url, { origin: 'https://evil.example' })).toBe(403);
    });
  });
}

const TS_LISTENING = /listening on (http:\/\/\S+?)\/mcp/;

checks(
  'SDK v1 HTTP template',
  async () => {
    const dir = await scaffold(['--sdk', 'v1']);
    const entry = await bundle(dir, [join(REPO_ROOT, 'node_modules')]);
    return (env) => start(process.execPath, [entry], env, TS_LISTENING);
  },
  403,
);

checks(
  'SDK v2 HTTP template',
  async () => {
    const dir = await scaffold(['--sdk', 'v2']);
    // The version the template pins, beside this repository's @modelcontextprotocol/server (its peer).
    const { dependencies } = JSON.parse(
      readFileSync(join(REPO_ROOT, 'templates', 'sdk-v2-http', 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const modules = tempDir('create-mcp-tool-origin-sdk-');
    writeFileSync(join(modules, 'package.json'), '{ "private": true }\n');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--ignore-scripts',
        '--legacy-peer-deps',
        `@modelcontextprotocol/node@${dependencies['@modelcontextprotocol/node']}`,
      ],
      { cwd: modules, env: { ...process.env, ...e2eNpmEnv() }, encoding: 'utf8' },
    );
    expect(install.status, install.stderr).toBe(0);
    const entry = await bundle(dir, [join(modules, 'node_modules'), join(REPO_ROOT, 'node_modules')]);
    return (env) => start(process.execPath, [entry], env, TS_LISTENING);
  },
  403,
);

describe.skipIf(!pythonAvailable)('Python', () => {
  checks(
    'Python HTTP template',
    async () => {
      const dir = await scaffold(['--language', 'python']);
      // The venv the other Python tests share (fastmcp's mcp is the same 2.x): one venv fewer to build per run.
      const python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
      // Run from source, not installed: server.py reads its version from the package's metadata, which this supplies.
      mkdirSync(join(dir, 'src', 'origin_check-0.1.0.dist-info'));
      writeFileSync(
        join(dir, 'src', 'origin_check-0.1.0.dist-info', 'METADATA'),
        'Metadata-Version: 2.1\nName: origin-check\nVersion: 0.1.0\n',
      );
      return (env) =>
        start(
          python,
          ['-m', 'origin_check'],
          { ...env, PYTHONPATH: join(dir, 'src') },
          /Uvicorn running on (http:\/\/\S+)/,
        );
    },
    421,
  );
});
