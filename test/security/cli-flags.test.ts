// Security review item 5: every value a user can give a flag is either accepted or rejected as a usage error
// (exit 2) that names the flag — never an internal error or a stack trace.
// Security review item 6 (timers): number flags are checked against the limits Node's timers really have.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-flags-'));
writeFileSync(join(temp, 'tools.json'), JSON.stringify({ tools: [] }));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// A server that exits at once: were a flag value wrongly accepted, the run would end quickly with exit 1.
const SERVER = ['--stdio', `${JSON.stringify(process.execPath)} -e 0`];

/** [arguments, the flag the message must name]. */
const cases: Array<[string[], string]> = [
  [['tools.json', '--format', ''], '--format'],
  [['tools.json', '--format', 'xml'], '--format'],
  [['tools.json', '--spec', '2020-01-01'], '--spec'],
  [['tools.json', '--output-file', ''], '--output-file'],
  [['tools.json', '--max-warnings', ''], '--max-warnings'],
  [['tools.json', '--max-warnings', '-2'], '--max-warnings'],
  [['tools.json', '--max-warnings', '1.5'], '--max-warnings'],
  [['tools.json', '--max-warnings', '99999999999999999999'], '--max-warnings'],
  [['tools.json', '--rule', ''], '--rule'],
  [['tools.json', '--rule', ':error'], '--rule'],
  [['tools.json', '--rule', 'tool-description:loud'], '--rule'],
  [['tools.json', '--config', ''], '--config'],
  [['tools.json', '--ignore-pattern', ''], '--ignore-pattern'],
  [['tools.json', '--ignore-pattern', './'], '--ignore-pattern'],
  [['tools.json', '--ignore-pattern', '/'], '--ignore-pattern'],
  [['tools.json', '--stdin-filename', ''], '--stdin-filename'],
  [['tools.json', '--report-unused-disable-directives', ''], '--report-unused-disable-directives'],
  [['tools.json', '--report-unused-disable-directives', 'loud'], '--report-unused-disable-directives'],
  [['tools.json', '--project', ''], '--project'],
  [[''], 'input'],
  [['--stdio', ''], '--stdio'],
  [['--stdio', '"unclosed'], '--stdio'],
  [[...SERVER, '--env', ''], '--env'],
  [[...SERVER, '--env', '=x'], '--env'],
  [[...SERVER, '--cwd', ''], '--cwd'],
  [[...SERVER, '--cwd', 'no-such-dir'], '--cwd'],
  [[...SERVER, '--cwd', 'tools.json'], '--cwd'],
  [['--url', ''], '--url'],
  [['--url', 'ftp://127.0.0.1/'], '--url'],
  [['--url', 'http://127.0.0.1:1/', '--header', ''], '--header'],
  [['--url', 'http://127.0.0.1:1/', '--header', 'X'], '--header'],
  [['--url', 'http://127.0.0.1:1/', '--header', 'X-A: a\r\nInjected: b'], '--header'],
  [['--client-config', ''], '--client-config'],
  [[...SERVER, '--save', ''], '--save'],
  [[...SERVER, '--probe', '--probe-tool', ''], '--probe-tool'],
  [[...SERVER, '--probe', '--probe-args', ''], '--probe-args'],
];
for (const flag of ['--startup-timeout', '--request-timeout', '--timeout']) {
  for (const value of ['', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999'])
    cases.push([[...SERVER, flag, value], flag]);
}

describe('flag values (security review item 5)', () => {
  it.each(cases)('rejects %j as a usage error naming the flag (security review item 5)', async (args, flag) => {
    const run = await runMcpLint(args, { cwd: temp, timeoutMs: 20_000 });
    expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 2, stdout: '' });
    expect(run.stderr).toContain(flag);
    expect(run.stderr).not.toMatch(/internal error/i);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('rejects a config "ignores" glob that matches nothing as a usage error (security review item 5)', async () => {
    const dir = mkdtempSync(join(temp, 'config-'));
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: [] }));
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ ignores: ['./'] }));
    const run = await runMcpLint(['tools.json'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"ignores"');
    expect(run.stderr).not.toMatch(/internal error/i);
  });

  it('names the accepted range of a timer flag (security review item 6)', async () => {
    const run = await runMcpLint([...SERVER, '--startup-timeout', '2147483648'], { cwd: temp });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--startup-timeout');
    expect(run.stderr).toContain('1 to 2147483647');
  });

  it('accepts the largest timer value Node allows (security review item 6)', async () => {
    const run = await runMcpLint(
      [
        'tools.json',
        '--startup-timeout',
        '2147483647',
        '--request-timeout',
        '1',
        '--timeout',
        '2147483647',
        '--max-warnings',
        '0',
      ],
      { cwd: temp },
    );
    // No server is named, so the live flags are only parsed; a valid value is no usage error.
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});
