// Config lookup cannot be used to silence a run (issue 24, item 5): it stops at the project root (the nearest
// package.json or .git, else the start directory alone), skips a config another user owns or could have swapped in,
// and a file named on the command line that the config ignores gets a warning naming the pattern. Through the built CLI.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';

/** One tool with an error finding (no description): a run that reads it exits 1, one that is silenced exits 0. */
const TOOLS = JSON.stringify({
  tools: [
    {
      name: 'get_order',
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      annotations: { readOnlyHint: true },
    },
  ],
});
const SILENCE = JSON.stringify({ ignores: ['**'] });
/** Another local user, for the ownership checks: `nobody` on Linux. Changing a file's owner needs root. */
const OTHER_UID = 65534;
const isRoot = process.getuid?.() === 0;
const ownershipIt = isRoot ? it : it.skip;
if (!isRoot)
  console.warn('config-lookup.test.ts: the foreign-owner tests need root (to chown a file to another user); skipped.');

let temp: string;
let project: string;
beforeEach(() => {
  temp = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-lookup-')));
  project = join(temp, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'tools.json'), TOOLS);
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

describe('config lookup stops at the project root', () => {
  it('/tmp/mcp-lint.config.json written by another user does not silence a run in /tmp/project (config above the project root is not read)', async () => {
    writeFileSync(join(temp, 'mcp-lint.config.json'), SILENCE);
    writeFileSync(join(project, 'package.json'), '{}');
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-description');
    expect(run.stderr).toBe('');
  });

  it('without package.json or .git anywhere up, only the start directory is searched', async () => {
    writeFileSync(join(temp, 'mcp-lint.config.json'), SILENCE);
    const run = await runMcpLint(['.'], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-description');
  });

  it('finds the config at the project root from a folder below it, a .git file (worktree) marking the root too', async () => {
    writeFileSync(join(temp, 'mcp-lint.config.json'), JSON.stringify({ rules: { 'tool-description': 'off' } }));
    writeFileSync(join(temp, '.git'), 'gitdir: /elsewhere/.git/worktrees/project\n');
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.stdout).not.toContain('tool-description');
    expect(run.code).toBe(0);
  });
});

describe('a config file someone else could have written is skipped, with a warning', () => {
  ownershipIt('skips a config owned by another user, saying whose it is and what to do (needs root)', async () => {
    const config = join(project, 'mcp-lint.config.json');
    writeFileSync(config, SILENCE);
    chownSync(config, OTHER_UID, statSync(config).gid);
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-description');
    expect(run.stderr).toBe(
      `mcp-lint: warning: not reading mcp-lint.config.json: it is owned by user id ${OTHER_UID}, not by you (0) or root, so someone else may have written it. Check it, then make it yours (chown/chmod), or pass it with --config.\n`,
    );
  });

  ownershipIt(
    "reads the same file when it is named with --config: that is the user's choice (needs root)",
    async () => {
      const config = join(project, 'mcp-lint.config.json');
      writeFileSync(config, SILENCE);
      chownSync(config, OTHER_UID, statSync(config).gid);
      const run = await runMcpLint(['--config', 'mcp-lint.config.json', 'tools.json'], { cwd: project });
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('is ignored because of a matching ignore pattern');
      expect(run.code).toBe(0);
    },
  );

  ownershipIt(
    "skips a config in a directory whose group (not the user's own) may write to it (needs root)",
    async () => {
      writeFileSync(join(project, 'mcp-lint.config.json'), SILENCE);
      chownSync(project, statSync(project).uid, OTHER_UID);
      chmodSync(project, 0o775);
      const run = await runMcpLint(['tools.json'], { cwd: project });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `not reading mcp-lint.config.json: its directory can be written by group id ${OTHER_UID}`,
      );
    },
  );

  it('skips a config in a directory every user may write to (group/other-writable directory config skipped)', async () => {
    writeFileSync(join(project, 'mcp-lint.config.json'), SILENCE);
    chmodSync(project, 0o777);
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-description');
    expect(run.stderr).toContain('not reading mcp-lint.config.json: its directory can be written by every user');
  });

  it('reads a config the user owns in a sticky directory (as /tmp is: no one else can replace it)', async () => {
    writeFileSync(join(project, 'mcp-lint.config.json'), SILENCE);
    chmodSync(project, 0o1777);
    const run = await runMcpLint(['.'], { cwd: project });
    expect(run.stderr).toContain('Nothing to lint in .');
    expect(run.code).toBe(2);
  });

  it('still reads --config as a regular file only: a FIFO is refused, not waited on', async () => {
    execFileSync('mkfifo', [join(project, 'fifo.json')]);
    const run = await runMcpLint(['--config', 'fifo.json', 'tools.json'], { cwd: project, timeoutMs: 20_000 });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'mcp-lint: Cannot read config file fifo.json: it is not a regular file. Fix the file, or run with --no-config.\n',
    );
  });
});

describe('a file named on the command line that the config ignores', () => {
  it('ignored file named → a warning naming the pattern; not linted, exit 0 (as ESLint)', async () => {
    writeFileSync(join(project, 'package.json'), '{}');
    writeFileSync(join(project, 'mcp-lint.config.json'), JSON.stringify({ ignores: ['fixtures/**'] }));
    mkdirSync(join(project, 'fixtures'));
    writeFileSync(join(project, 'fixtures', 'bad.json'), TOOLS);
    const run = await runMcpLint(['fixtures/bad.json'], { cwd: project });
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'mcp-lint: warning: fixtures/bad.json is ignored because of a matching ignore pattern ("fixtures/**" in mcp-lint.config.json "ignores"), so it was not linted. Leave it off the command line, or change the pattern.\n',
    );
    expect(run.code).toBe(0);
  });

  it('says nothing under --skip-non-tool-files, which pre-commit and lint-staged pass with every staged file', async () => {
    writeFileSync(join(project, 'mcp-lint.config.json'), JSON.stringify({ ignores: ['tools.json'] }));
    const run = await runMcpLint(['--skip-non-tool-files', 'tools.json'], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
  });

  it('names --ignore-pattern when that is what matched, and lints the other files named', async () => {
    writeFileSync(join(project, 'other.json'), TOOLS);
    const run = await runMcpLint(['tools.json', 'other.json', '--ignore-pattern', 'other.json'], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tools.json');
    expect(run.stdout).not.toContain('other.json');
    expect(run.stderr).toContain(
      'other.json is ignored because of a matching ignore pattern ("other.json" in --ignore-pattern)',
    );
  });
});

describe('deep or huge config values give a clear error with the value cut', () => {
  it('a config nested 200,000 deep → "nesting deeper than 64 levels", exit 2, no internal error', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    writeFileSync(join(project, 'mcp-lint.config.json'), `{\n"rules": {"description-quality": ["warning", ${deep}]}}`);
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.stderr).toBe(
      'mcp-lint: mcp-lint.config.json:2: nesting deeper than 64 levels; no mcp-lint config needs that. Fix the file, or run with --no-config.\n',
    );
    expect(run.code).toBe(2);
  });

  it('a 50 MB config value → stderr under a few KB: the file is over the config size limit, and says so', async () => {
    writeFileSync(join(project, 'mcp-lint.config.json'), JSON.stringify({ extends: 'x'.repeat(50_000_000) }));
    const run = await runMcpLint(['tools.json'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'mcp-lint: Cannot read config file mcp-lint.config.json: it is 48 MiB, and a config file may be at most 4 MiB. Fix the file, or run with --no-config.\n',
    );
  });

  it('a 3 MB value, key or rule option within the size limit is quoted cut to 80 characters', async () => {
    const long = 'x'.repeat(3_000_000);
    const cut = `"${'x'.repeat(79)}…"`;
    const cases: Array<[unknown, string]> = [
      [{ extends: long }, `mcp-lint.config.json: "extends" is ${cut}; it must be one of`],
      [{ [long]: true }, `mcp-lint.config.json: unknown key ${cut}.`],
      [{ rules: { [long]: 'warning' } }, `mcp-lint.config.json: "rules" › unknown rule ${cut}.`],
      [{ rules: { 'tool-description': long } }, `mcp-lint.config.json: "rules" › "tool-description" is ${cut}; use`],
      [{ rules: { 'description-quality': ['warning', { [long]: 1 }] } }, `options: unknown option ${cut}.`],
      [{ ignores: [`${long}[`] }, `mcp-lint.config.json "ignores": "${'x'.repeat(79)}…" is not a usable glob`],
    ];
    for (const [config, expected] of cases) {
      writeFileSync(join(project, 'mcp-lint.config.json'), JSON.stringify(config));
      const run = await runMcpLint(['tools.json'], { cwd: project });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(expected);
      expect(run.stderr.length).toBeLessThan(1000);
    }
  }, 60_000);
});
