// Issue 34, hole 7: a client config's credentials never come back in output. A stdio server that echoes its `env`
// to stderr was quoted verbatim in stylish, JSON and SARIF (twice there); a token inside "command" and a positional
// `ghp_…` argument were shown by --list-servers and named the server in every finding.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { redactCommandWords, redactSecretTokens, redactText, secretsOfTarget } from '../../src/core/redact.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-credentials-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const ENV_VALUE = 'envValue-s3cr3t-42';
const POSITIONAL = 'ghp_' + 'Positional0123456789abcdefghijklmnop';
const IN_COMMAND = 'inCommandValue-998877';
const IN_COMMAND_KEY = 'inCommandKey-5566';
const FLAG_VALUE = 'flagValue-77665544';
const SECRETS = [ENV_VALUE, POSITIONAL, IN_COMMAND, IN_COMMAND_KEY, FLAG_VALUE];

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

// Writes everything it was given to stderr, then stops when initialize comes, without answering: the failure path
// quotes its stderr. (Exiting before initialize is written races the write: EPIPE would be reported instead.)
const echoServer = join(temp, 'echo-server.cjs');
writeFileSync(
  echoServer,
  "process.stderr.write('env ' + process.env.SERVICE_CRED + ' args ' + process.argv.slice(2).join(' ') + '\\n');\nprocess.stdin.once('data', () => process.exit(1));\n",
);
const config = join(temp, 'mcp.json');
writeFileSync(
  config,
  JSON.stringify({
    mcpServers: {
      echo: {
        command: process.execPath,
        args: [echoServer, POSITIONAL, '--token', FLAG_VALUE],
        env: { SERVICE_CRED: ENV_VALUE },
      },
      inline: { command: `${process.execPath} ${echoServer} --token ${IN_COMMAND} --api-key=${IN_COMMAND_KEY}` },
    },
  }),
);

describe('client-config credentials are never printed (issue 34, hole 7)', () => {
  it('hides env values echoed to stderr, and tokens in args and in "command", in every format', async () => {
    for (const format of ['stylish', 'json', 'sarif', 'github']) {
      const run = await runMcpLint(['--client-config', config, '--format', format], { cwd: temp });
      expect(run.code, run.stderr).toBe(2); // neither server answers: nothing was checked
      expectNoSecret(run.stdout + run.stderr);
      // The stderr tail is still shown, with the credentials hidden, so the reader can tell why the server stopped.
      expect(run.stdout).toMatch(/env \*\*\* args \*\*\* --token \*\*\*/);
    }
  });

  it('--list-servers shows how each server starts without its credentials, as text and JSON', async () => {
    for (const format of ['stylish', 'json']) {
      const run = await runMcpLint(['--list-servers', '--client-config', config, '--format', format], { cwd: temp });
      expect(run.code).toBe(0);
      expectNoSecret(run.stdout + run.stderr);
      expect(run.stdout).toContain('--token ***');
      expect(run.stdout).toContain('--api-key=***');
    }
  });

  it('a --stdio command line names the server without its credentials', async () => {
    const run = await runMcpLint(
      [
        '--stdio',
        `${process.execPath} ${echoServer} ${POSITIONAL} --token ${FLAG_VALUE}`,
        '--env',
        `SERVICE_CRED=${ENV_VALUE}`,
        '--format',
        'json',
      ],
      { cwd: temp },
    );
    expect(run.code).toBe(2);
    expectNoSecret(run.stdout + run.stderr);
    expect(JSON.parse(run.stdout)[0].filePath).toMatch(/^stdio:.*echo-server\.cjs \*\*\* --token \*\*\*$/);
  });
});

describe('what counts as a credential (issue 34, hole 7)', () => {
  it('hides tokens of known formats wherever they are', () => {
    const tokens = [
      'ghp_abcdefghij0123456789',
      'gho_abcdefghij0123456789',
      'ghs_abcdefghij0123456789',
      'github_pat_11ABCDEFG0123456789_abcdef',
      'sk-abcdefghij0123456789',
      'sk-proj-abcdefghij0123456789',
      'xoxb-1234567890-abcdefghij',
      'xoxp-1234567890-abcdefghij',
      'AKIAABCDEFGHIJKLMNOP',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl',
    ];
    for (const token of tokens) expect(redactSecretTokens(`token ${token} here`), token).toBe('token *** here');
    expect(redactSecretTokens('Authorization: Bearer abcdefghij.klmnop')).toBe('Authorization: Bearer ***');
    expect(redactText('failed: sk-abcdefghij0123456789')).toBe('failed: ***');
    // Ordinary words that share a prefix are kept.
    expect(redactSecretTokens('the task-runner and sk-8 skip')).toBe('the task-runner and sk-8 skip');
    expect(redactSecretTokens('HTTP Basic authentication, a Token validation')).toBe(
      'HTTP Basic authentication, a Token validation',
    );
  });

  it('judges a command line given as one word word by word', () => {
    expect(redactCommandWords(['server --token abc --port 8080', '--api-key', 'k1'])).toEqual([
      'server --token *** --port 8080',
      '--api-key',
      '***',
    ]);
    expect(redactCommandWords(['npx', 'server', 'ghp_abcdefghij0123456789'])).toEqual(['npx', 'server', '***']);
    // A value with blanks in it, given as a word of its own, is hidden whole.
    expect(redactCommandWords(['server', '--api-key', 'two words', '--port', '1'])).toEqual([
      'server',
      '--api-key',
      '***',
      '--port',
      '1',
    ]);
  });

  it("a stdio server's secrets: env values, option values and tokens, also inside a one-word command", () => {
    const secrets = secretsOfTarget({
      kind: 'stdio',
      command: 'server --token abc',
      args: ['--key=k1', 'ghp_abcdefghij0123456789', '--secret', 'two words'],
      env: { A: 'v1' },
    });
    expect(secrets).toEqual(expect.arrayContaining(['v1', 'abc', 'k1', 'ghp_abcdefghij0123456789', 'two words']));
  });

  it('bounds its patterns: a long run of prefixes is scanned in linear time', () => {
    const started = performance.now();
    redactSecretTokens('sk-'.repeat(300_000) + ' eyJ'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
