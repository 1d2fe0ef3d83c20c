// Security review item 1: untrusted text (file names, tool and parameter names, descriptions, a live server's
// name, version and stderr, flag values) never reaches a terminal or a CI log with its control characters raw.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { escapeLines, escapeText } from '../../src/core/escape.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const ESC = '\u001b';
/** What must never appear raw in text output: C0 (bar the line feed), DEL, C1, bidi controls, line/paragraph separators. */
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
/** A line a GitHub Actions runner would take as a workflow command (it trims leading whitespace first). */
const WORKFLOW_COMMAND_LINE = /^\s*::/m;

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-escape-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function hostileCapture(): string {
  const dir = mkdtempSync(join(temp, 'capture-'));
  const file = join(dir, `tools${ESC}[2J\u202e.json`);
  const tools = [
    {
      name: `bad${ESC}]0;pwned\u0007name`,
      description: `Looks up a thing.\u202e\n::error::from-description`,
      inputSchema: {
        type: 'object',
        properties: { [`id\n::add-mask::x`]: { type: 'string' }, [`q${ESC}[31m\u2028`]: { type: 'number' } },
        required: [`id\n::stop-commands::tok`],
      },
    },
  ];
  writeFileSync(file, JSON.stringify({ tools }));
  return dir;
}

describe('escaping untrusted text (security review item 1)', () => {
  it('escapes control characters in stylish output (security review item 1)', async () => {
    const dir = hostileCapture();
    const run = await runMcpLint(['.'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-name-format');
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    expect(run.stdout).not.toMatch(WORKFLOW_COMMAND_LINE);
    // The escapes are visible, so the reader sees what is there.
    expect(run.stdout).toContain('tools\\u001b[2J\\u202e.json');
    expect(run.stdout).toContain('bad\\u001b]0;pwned\\u0007name');
  });

  it('escapes control characters in github output without breaking its own syntax (security review item 1)', async () => {
    const dir = hostileCapture();
    const run = await runMcpLint(['.', '--format', 'github', '--rule', 'property-description:warning'], { cwd: dir });
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) [^\n]*::/);
    // The input's fake commands stay inside a message, shown as text.
    expect(run.stdout).toContain('id\\u000a::add-mask::x');
  });

  it('escapes control and bidi characters in SARIF message text (security review item 1)', async () => {
    const dir = hostileCapture();
    const run = await runMcpLint(['.', '--format', 'sarif'], { cwd: dir });
    const log = JSON.parse(run.stdout) as { runs: Array<{ results: Array<{ message: { text: string } }> }> };
    const texts = log.runs[0]!.results.map((r) => r.message.text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(RAW_UNSAFE);
  });

  it("escapes a live server's name, version and tool names in stylish output (security review item 1)", async () => {
    const run = await runMcpLint(['--', process.execPath, join(FIXTURES, 'hostile-server.mjs'), 'names']);
    expect(run.stdout).toContain('evil\\u001b[2J\\u000a::error::fake-server 1.0\\u001b]0;title\\u0007\\u202e');
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    expect(run.stdout).not.toMatch(WORKFLOW_COMMAND_LINE);
  });

  it("escapes a live server's name in github and SARIF output (security review item 1)", async () => {
    const github = await runMcpLint([
      '--format',
      'github',
      '--',
      process.execPath,
      join(FIXTURES, 'hostile-server.mjs'),
      'names',
    ]);
    expect(github.stdout).not.toMatch(RAW_UNSAFE);
    const lines = github.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) [^\n]*::/);
    expect(github.stdout).toContain('evil\\u001b[2J\\u000a::error::fake-server');
    const sarif = await runMcpLint([
      '--format',
      'sarif',
      '--',
      process.execPath,
      join(FIXTURES, 'hostile-server.mjs'),
      'names',
    ]);
    const log = JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ message: { text: string } }> }> };
    for (const result of log.runs[0]!.results) expect(result.message.text).not.toMatch(RAW_UNSAFE);
  });

  it("escapes a dead server's stderr quoted in its finding (security review item 1)", async () => {
    const run = await runMcpLint(['--', process.execPath, join(FIXTURES, 'hostile-server.mjs'), 'stderr']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(/\u001b|\u0007/);
    expect(run.stdout).toContain('starting\\u001b]0;pwned\\u0007');
    expect(run.stdout).toContain('fake-from-stderr');
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    expect(run.stdout).not.toMatch(WORKFLOW_COMMAND_LINE);
  });

  it('escapes flag values echoed in usage errors on stderr (security review item 1)', async () => {
    const bad = await runMcpLint(['--rule', `x\u202e${ESC}:loud`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--rule');
    expect(bad.stderr).not.toMatch(RAW_UNSAFE);
    const unknown = await runMcpLint([`--bogus${ESC}]0;t\u0007`]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).not.toMatch(RAW_UNSAFE);
  });

  it('escapes each unsafe character as \\uXXXX and keeps everything else (security review item 1)', () => {
    const unsafe = [
      '\u0000',
      '\t',
      '\r',
      ESC,
      '\u007f',
      '\u0085',
      '\u009b',
      '\u200e',
      '\u200f',
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    ];
    for (const char of unsafe)
      expect(escapeText(`a${char}b`)).toBe(`a\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}b`);
    expect(escapeText('a\nb')).toBe('a\\u000ab');
    expect(escapeText('héllo – 世界 ✓ "q" \\')).toBe('héllo – 世界 ✓ "q" \\');
    // Multi-line text keeps its own line breaks, but no line may pose as a workflow command.
    expect(escapeLines(`one\n  ::error::x\n${ESC}`)).toBe('one\n  \\u003a:error::x\n\\u001b');
  });
});
