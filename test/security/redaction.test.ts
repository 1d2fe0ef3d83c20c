// Security review item 2: credentials in a server's URL or in --header never reach output, whatever fails.
// The servers are 127.0.0.1 ports with nothing listening, so the connection-error path runs.
import { createServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { redactCommandWords, redactText, redactUrl } from '../../src/core/redact.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-redact-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A port that was free a moment ago: connecting to it is refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let port = 0;
beforeAll(async () => {
  port = await closedPort();
});

const SECRETS = ['Pa55wordXYZ', 'tok3nValue77', 'k3yValue88', 'sigValue99', 'acc3ssValue11'];
function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe('redacting credentials (security review item 2)', () => {
  it('redacts a URL password and secret query values in every output format (security review item 2)', async () => {
    const url = `http://admin:Pa55wordXYZ@127.0.0.1:${port}/mcp?token=tok3nValue77&api_key=k3yValue88&Signature=sigValue99&page=2`;
    for (const format of ['stylish', 'json', 'sarif', 'github']) {
      const run = await runMcpLint(['--url', url, '--format', format]);
      expect(run.code).toBe(2); // the server could not be reached: nothing was checked
      expectNoSecret(run.stdout + run.stderr);
      // What is not a secret stays, so the reader can tell which server failed.
      expect(run.stdout).toContain('admin:***@127.0.0.1');
      expect(run.stdout).toContain('page=2');
    }
  });

  it('redacts the same in a client config url (security review item 2)', async () => {
    const config = join(temp, 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          remote: {
            url: `http://admin:Pa55wordXYZ@127.0.0.1:${port}/mcp?access_token=acc3ssValue11`,
            headers: { Authorization: 'Bearer tok3nValue77' },
          },
          broken: { url: 'http://admin:Pa55wordXYZ@[not-a-host/mcp?key=k3yValue88' },
        },
      }),
    );
    const run = await runMcpLint(['--client-config', config, '--format', 'json']);
    expect(run.code).toBe(2);
    expectNoSecret(run.stdout + run.stderr);
    expect(run.stdout).toContain('remote');
    expect(run.stdout).toContain('broken');
  });

  it('sends URL credentials as Basic authentication and shows the 401 answer without them (security review item 2)', async () => {
    const seen: Array<string | undefined> = [];
    const server = createHttpServer((request, response) => {
      seen.push(request.headers.authorization);
      request.resume();
      response
        .writeHead(401, { 'content-type': 'text/plain' })
        .end('no entry for http://admin:Pa55wordXYZ@127.0.0.1/mcp');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port: live } = server.address() as { port: number };
      const run = await runMcpLint(['--url', `http://admin:Pa55wordXYZ@127.0.0.1:${live}/mcp?token=tok3nValue77`]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('401');
      expectNoSecret(run.stdout + run.stderr);
      expect(seen[0]).toBe(`Basic ${Buffer.from('admin:Pa55wordXYZ').toString('base64')}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('names a malformed --header without echoing its value (security review item 2)', async () => {
    const run = await runMcpLint(['--url', `http://127.0.0.1:${port}/mcp`, '--header', 'Bearer tok3nValue77']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--header');
    expectNoSecret(run.stdout + run.stderr);
  });

  it('echoes no secret from a rejected --url or --env (security review item 2)', async () => {
    const badScheme = await runMcpLint(['--url', 'ftp://admin:Pa55wordXYZ@127.0.0.1/x?token=tok3nValue77']);
    expect(badScheme.code).toBe(2);
    expect(badScheme.stderr).toContain('--url');
    expectNoSecret(badScheme.stderr);
    const badEnv = await runMcpLint(['--env', '=tok3nValue77', '--stdio', 'node x.js']);
    expect(badEnv.code).toBe(2);
    expect(badEnv.stderr).toContain('--env');
    expectNoSecret(badEnv.stderr);
  });

  it('redactUrl hides the password and secret-looking query values only (security review item 2)', () => {
    expect(
      redactUrl('https://u:p%40ss@h.example/mcp?a=1&token=t&API_KEY=k&apikey=k2&x-api-key=k3&sig=s&q=ok#frag'),
    ).toBe('https://u:***@h.example/mcp?a=1&token=***&API_KEY=***&apikey=***&x-api-key=***&sig=***&q=ok#frag');
    expect(redactUrl('http://h/mcp?access_token=a&client_secret=b&password=c&signature=d&key=e&secret=f')).toBe(
      'http://h/mcp?access_token=***&client_secret=***&password=***&signature=***&key=***&secret=***',
    );
    expect(redactUrl('http://h:3000/mcp')).toBe('http://h:3000/mcp');
    // Unparsable URLs are redacted too.
    expect(redactUrl('http://u:pw@[bad/x?token=t')).toBe('http://u:***@[bad/x?token=***');
    expect(
      redactText('fetch failed for http://u:pw@h/x?token=t and https://v:pw2@g/ (see docs)', ['SECRETVALUE']),
    ).toBe('fetch failed for http://u:***@h/x?token=*** and https://v:***@g/ (see docs)');
    expect(redactText('header was SECRETVALUE', ['SECRETVALUE'])).toBe('header was ***');
  });
});

describe('redactCommandWords: how a config server starts, as --list-servers shows it', () => {
  it('hides the values of credential options and assignments, and keeps the rest', () => {
    expect(redactCommandWords(['npx', '-y', 'server', '--api-key', 'sk-1', '--token=abc', '--port', '8080'])).toEqual([
      'npx',
      '-y',
      'server',
      '--api-key',
      '***',
      '--token=***',
      '--port',
      '8080',
    ]);
    expect(redactCommandWords(['docker', 'run', '-e', 'GITHUB_TOKEN=ghp_x', '-e', 'LOG_LEVEL=debug', 'image'])).toEqual(
      ['docker', 'run', '-e', 'GITHUB_TOKEN=***', '-e', 'LOG_LEVEL=debug', 'image'],
    );
    expect(redactCommandWords(['node', 'proxy.js', 'https://me:pw@host/mcp?key=k1'])).toEqual([
      'node',
      'proxy.js',
      'https://me:***@host/mcp?key=***',
    ]);
  });

  it('leaves a credential flag followed by another flag alone (it has no value to hide)', () => {
    expect(redactCommandWords(['server', '--token', '--verbose'])).toEqual(['server', '--token', '--verbose']);
  });
});
