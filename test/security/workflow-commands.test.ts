// Security hole 6 of issue 34: escaping happens after wrapping. Untrusted words (parameter names, descriptions, server
// names) are escaped where they are quoted, but wrapping and indentation can still bring one to the start of a line,
// where the Actions runner (which trims leading blanks) takes `::add-mask::`, `::error::` or `::stop-commands::`
// for a workflow command; the old `##[command]` form is honoured anywhere in a line. No line of any human-readable
// output may do either, at any terminal width, on a terminal or off one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { main } from '../../src/cli/mcp-lint.js';
import { neutraliseWorkflowCommands } from '../../src/core/escape.js';

/** What the runner takes for a command: `::` once leading white space is trimmed, or `##[` anywhere. */
const LIVE_COMMAND = /^[^\S\n]*::|##\[/m;
const COMMANDS = ['::add-mask::secret', '::error::pwned', '::stop-commands::token', '##[error]pwned', '##[group]x'];

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-workflow-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

beforeAll(() => {
  // Words of every length before each command, so that at some width each one is the first word of a wrapped line.
  const padding = (n: number) => Array.from({ length: n }, (_, i) => 'w'.repeat((i % 7) + 1)).join(' ');
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  COMMANDS.forEach((command, c) => {
    for (let n = 0; n < 12; n++) {
      properties[`p${c}_${n} ${padding(n)} ${command} tail`] = { type: 'string' };
      required.push(`missing${c}_${n} ${padding(n)} ${command}`);
    }
  });
  const tool = {
    name: 'search',
    description: `Finds things. ${COMMANDS.join(' ')} and more.`,
    inputSchema: { type: 'object', properties, required },
  };
  writeFileSync(join(temp, 'tools.json'), JSON.stringify({ tools: [tool] }));
  mkdirSync(join(temp, '.vscode'));
  const servers = Object.fromEntries(
    COMMANDS.map((command, i) => [command, { command: 'node', args: [`server${i}.js`] }]),
  );
  writeFileSync(join(temp, '.vscode', 'mcp.json'), JSON.stringify({ servers }));
});

describe('workflow commands after wrapping (issue 34, hole 6)', () => {
  it('no line of stylish output off a terminal starts a workflow command or holds ##[', async () => {
    const run = await runMcpLint(['tools.json'], { cwd: temp });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('required-property-exists');
    expect(run.stdout).not.toMatch(LIVE_COMMAND);
  });

  it('no line of stylish output on a terminal of any width starts a workflow command or holds ##[', async () => {
    for (const width of [40, 50, 61, 72, 80, 97, 120, 160]) {
      const io = captureIo(temp, { isTTY: true, columns: () => width });
      expect(await main(['tools.json'], io)).toBe(1);
      expect(io.out, `width ${width}`).toContain('required-property-exists');
      expect(io.out, `width ${width}`).not.toMatch(LIVE_COMMAND);
    }
  });

  it('nor in colour, where the line may begin with a colour code', async () => {
    const io = captureIo(temp, { isTTY: true, columns: () => 61, env: { FORCE_COLOR: '1' } });
    await main(['tools.json', '--color'], io);
    expect(io.out).toContain('\u001b[');
    expect(io.out.replace(/\u001b\[[0-9;]*m/g, '')).not.toMatch(LIVE_COMMAND);
  });

  it('no line of --list-servers starts a workflow command or holds ##[', async () => {
    const run = await runMcpLint(['--list-servers', '--client-config', '.vscode/mcp.json'], { cwd: temp });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('5 servers in 1 config file');
    expect(run.stdout).not.toMatch(LIVE_COMMAND);
  });

  it('the text is still there to read, and JSON keeps its data', async () => {
    expect(neutraliseWorkflowCommands('  ::error::x\n\u00a0\t::add-mask::y\na ##[group]b\n\u001b[2m::warning::z')).toBe(
      '  \\u003a:error::x\n\u00a0\t\\u003a:add-mask::y\na ##\\u005bgroup]b\n\u001b[2m\\u003a:warning::z',
    );
    const json = JSON.stringify({ name: '##[group]x' });
    expect(JSON.parse(neutraliseWorkflowCommands(json))).toEqual({ name: '##[group]x' });
  });
});
