// The exit codes of the built mcp-lint, one row per situation (docs/cli.md "Exit codes"): 0 nothing to report, 1 findings
// and only findings, 2 something stopped mcp-lint from checking — a server that did not start or list its tools,
// an input it could not read, a bad flag, no client config, an unusable lockfile.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

// warning.json's one finding is annotations-present's, a `strict` rule.
const ANNOTATIONS_ON = ['--rule', 'annotations-present:warning'];

const HANG = join(REPO_ROOT, 'test/fixtures/servers/hang.mjs');
// Answers initialize, then lists $TOOLS or, with $CRASH_ON_LIST, exits before answering tools/list.
const SERVER = join(REPO_ROOT, 'test/fixtures/servers/listed-tools.mjs');

const tool = (extra: Record<string, unknown> = {}) => ({
  name: 'get_weather',
  title: 'Get weather',
  description: 'Returns the current weather for a city. Use it when the user asks about the weather in a place.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. Paris', minLength: 1, maxLength: 100 } },
    required: ['city'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  ...extra,
});

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-exit-codes-'));
  const write = (name: string, value: unknown) =>
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify({ tools: value }));
  write('clean.json', [tool()]);
  write('warning.json', [tool({ annotations: undefined })]);
  write('error.json', [tool({ description: undefined })]);
  write('breaking.json', [
    tool({
      inputSchema: {
        ...tool().inputSchema,
        properties: { ...tool().inputSchema.properties, unit: { type: 'string', description: 'unit', maxLength: 2 } },
        required: ['city', 'unit'],
      },
    }),
  ]);
  write('syntax.json', '{"tools": [');
  write('not-tools.json', '{"hello": "world"}');
  write('broken.lock.json', 'not json');
  write('bad.config.json', '{"rules": {"tool-description": "warn"}}');
  write(
    'client.json',
    JSON.stringify({
      mcpServers: {
        good: { command: process.execPath, args: [SERVER], env: { TOOLS: JSON.stringify([tool()]) } },
        gone: { command: 'mcp-lint-no-such-command' },
      },
    }),
  );
  mkdirSync(join(dir, 'empty'));
  mkdirSync(join(dir, 'no-config'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = (env: Record<string, string> = {}) => {
  const vars = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  return [...vars, '--', process.execPath, SERVER];
};

interface Row {
  situation: string;
  args: () => string[];
  cwd?: () => string;
  /** The environment of the run, over the tests' own (a home folder without client configs). */
  env?: () => Record<string, string | undefined>;
  code: 0 | 1 | 2;
  /** What stderr must say: the one line naming what happened and what to do. */
  stderr?: RegExp;
  then?: () => void;
}

const rows: Row[] = [
  { situation: 'a clean capture', args: () => ['clean.json'], code: 0 },
  { situation: 'warnings only', args: () => ['warning.json', ...ANNOTATIONS_ON], code: 0 },
  { situation: 'an error finding', args: () => ['error.json'], code: 1 },
  {
    situation: 'more warnings than --max-warnings',
    args: () => ['warning.json', ...ANNOTATIONS_ON, '--max-warnings', '0'],
    code: 1,
  },
  { situation: 'a breaking change in diff', args: () => ['diff', 'clean.json', 'breaking.json'], code: 1 },
  { situation: 'a clean live server', args: () => server({ TOOLS: JSON.stringify([tool()]) }), code: 0 },
  {
    situation: 'a JSON file that does not parse',
    args: () => ['syntax.json', '--format', 'json'],
    code: 2,
    stderr: /could not check syntax\.json: JSON syntax error/,
  },
  {
    situation: 'a JSON file that is not a tool list',
    args: () => ['not-tools.json'],
    code: 2,
    stderr: /could not check not-tools\.json: Not an MCP tool list/,
  },
  { situation: 'a directory with nothing to lint', args: () => ['empty'], code: 2, stderr: /Nothing to lint in empty/ },
  { situation: 'a path that does not exist', args: () => ['missing.json'], code: 2, stderr: /missing\.json/ },
  {
    situation: 'an unknown flag',
    args: () => ['clean.json', '--formt', 'json'],
    code: 2,
    stderr: /Did you mean --format\?/,
  },
  {
    situation: 'an unknown format',
    args: () => ['clean.json', '--format', 'styish'],
    code: 2,
    stderr: /Did you mean "stylish"\?/,
  },
  {
    situation: 'a --rule level that does not exist',
    args: () => ['clean.json', '--rule', 'tool-description:warn'],
    code: 2,
    stderr: /Did you mean "tool-description:warning"\?/,
  },
  {
    situation: 'a bad config file',
    args: () => ['clean.json', '--config', 'bad.config.json'],
    code: 2,
    stderr: /Did you mean "warning"\?/,
  },
  {
    situation: 'a stdio command that does not exist',
    args: () => ['--stdio', 'mcp-lint-no-such-command'],
    code: 2,
    stderr: /could not check .*command not found/,
  },
  {
    situation: 'a server that does not start, with --save (the CI recipe of docs/diff-and-pins.md)',
    args: () => ['--save', 'base.json', '--', process.execPath, join(dir, 'no-such-server.mjs')],
    code: 2,
    stderr: /could not check .*stopped before answering initialize/,
    then: () => expect(existsSync(join(dir, 'base.json'))).toBe(false),
  },
  {
    situation: 'a server that crashes before tools/list',
    args: () => server({ CRASH_ON_LIST: '1' }),
    code: 2,
    stderr: /could not check .*tools\/list/,
  },
  {
    situation: 'a server that does not answer initialize in time',
    args: () => ['--startup-timeout', '1000', '--', process.execPath, HANG],
    code: 2,
    stderr:
      /did not answer initialize within 1 s \(--startup-timeout\).*--startup-timeout 60000 .*\(--startup-timeout is now 1000\)/,
  },
  {
    situation: '--client-config with no config found',
    args: () => ['--client-config'],
    cwd: () => join(dir, 'no-config'),
    env: () => ({
      HOME: join(dir, 'no-config'),
      XDG_CONFIG_HOME: undefined,
      CLAUDE_CONFIG_DIR: undefined,
      CODEX_HOME: undefined,
    }),
    code: 2,
    stderr: /No MCP client config found .*--client-config <file>/,
  },
  {
    situation: '--client-config naming a file that does not exist',
    args: () => ['--client-config', 'nope.json'],
    code: 2,
    stderr: /Client config not found: nope\.json/,
  },
  {
    situation: 'a client config where one of two servers does not start',
    args: () => ['--client-config', 'client.json'],
    code: 2,
    stderr: /could not check gone: .*command not found/,
  },
  {
    situation: '--pins with a lockfile that does not exist',
    args: () => ['clean.json', '--pins', 'none.lock.json'],
    code: 2,
    stderr: /Lockfile none\.lock\.json: not found/,
  },
  {
    situation: '--pins with a lockfile that is not JSON',
    args: () => ['clean.json', '--pins', 'broken.lock.json'],
    code: 2,
    stderr: /Lockfile broken\.lock\.json: is not valid JSON/,
  },
  {
    situation: 'diff against a server that does not start',
    args: () => ['diff', 'clean.json', '--stdio', 'mcp-lint-no-such-command', '--format', 'github'],
    code: 2,
    stderr: /could not check .*command not found/,
  },
  {
    situation: 'pin of a server that does not start',
    args: () => ['pin', '-o', 'never.lock.json', '--stdio', 'mcp-lint-no-such-command'],
    code: 2,
    stderr: /Cannot pin .*command not found/,
  },
];

describe('exit codes of mcp-lint', () => {
  it.each(rows)('$situation: exit $code', async (row) => {
    const run = await runMcpLint(row.args(), { cwd: row.cwd?.() ?? dir, env: row.env?.() });
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: row.code });
    if (row.stderr) expect(run.stderr).toMatch(row.stderr);
    // A run that checked everything says nothing on stderr; one that could not, says so in one line (plus --help's).
    if (row.code !== 2) expect(run.stderr).toBe('');
    else
      expect(
        run.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('Run mcp-lint')).length,
      ).toBe(1);
    row.then?.();
  });
});
