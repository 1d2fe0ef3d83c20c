// The GitHub Action's script (action/run.mjs), run as the action's step runs it (./helpers.ts), with `npm` on PATH
// a stand-in (writeFakeNpm) that records the installs it is asked for, fails as npm does for a version that does not
// exist, and otherwise installs a package whose mcp-lint is this checkout's, so the real CLI produces the output.
// local-build.test.ts runs the real npm on a packed tarball; test/security/action-checkout.test.ts a hostile checkout.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleDocsUrl as cliRuleDocsUrl } from '../../src/core/docs-url.js';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { runAction as runActionScript, writeFakeNpm, type ActionRunOptions } from './helpers.js';
// @ts-expect-error a plain ES module without types
import { planFor } from '../../action/inputs.mjs';
// @ts-expect-error a plain ES module without types
import { escapeMarkdown, ruleDocsUrl } from '../../action/summary.mjs';

const work = mkdtempSync(join(tmpdir(), 'mcp-lint-action-'));
const fakeBin = join(work, 'bin');
const calls = join(work, 'calls');
const ownVersion = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const MISSING_VERSION = '99.99.99';

/** A capture with one clean tool, and `undescribed` parameters without descriptions (one warning each). */
function capture(undescribed: string[]): string {
  const properties = Object.fromEntries(undescribed.map((name) => [name, { type: 'string' }]));
  return JSON.stringify(
    {
      tools: [
        {
          name: 'get_weather',
          description: 'Get the current weather for a city. Use it when the user asks about weather conditions now.',
          inputSchema: {
            type: 'object',
            properties: {
              city: { type: 'string', description: 'City name, e.g. "Paris".', maxLength: 100 },
              ...properties,
            },
            required: ['city'],
            additionalProperties: false,
          },
          annotations: { readOnlyHint: true, openWorldHint: true, destructiveHint: false, idempotentHint: true },
        },
      ],
    },
    null,
    2,
  );
}

beforeAll(() => {
  writeFakeNpm(fakeBin, calls, MISSING_VERSION);
  // The workspace's own config turns on property-description (in `strict`): its findings are the warnings these tests
  // count and escape.
  writeFileSync(join(work, 'mcp-lint.config.json'), JSON.stringify({ rules: { 'property-description': 'warning' } }));
  writeFileSync(join(work, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
  writeFileSync(join(work, 'clean.json'), capture([]));
  // 8 tools of 3 undescribed parameters each: 24 findings (more than three in one tool would be said once).
  const tools = Array.from({ length: 8 }, (_, t) => ({
    ...JSON.parse(capture([`p${t}a`, `p${t}b`, `p${t}c`])).tools[0],
    name: `get_weather_${t}`,
  }));
  writeFileSync(join(work, 'many.json'), JSON.stringify({ tools }, null, 2));
  writeFileSync(join(work, 'evil[x](y).json'), capture(['<img src=x onerror=alert(1)>|**b**`c`']));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The step with the npm stand-in first on PATH, and the installs and mcp-lint runs it recorded. */
function runAction(inputs: Record<string, string>, options: Omit<ActionRunOptions, 'path'> = {}) {
  rmSync(calls, { force: true });
  const run = runActionScript(work, inputs, { ...options, path: `${fakeBin}:${process.env.PATH}` });
  return { ...run, calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [] };
}

/** A table row's cells, split on the pipes that are not backslash-escaped. */
const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('action/run.mjs', () => {
  it('annotations: installs mcp-tool-lint@<version>, runs it with --format github and passes its exit code on', () => {
    const run = runAction({ paths: 'tools.json', format: 'annotations', 'max-warnings': '', version: '0.1.0' });
    expect(run.calls[0]).toMatch(/^npm install mcp-tool-lint@0\.1\.0 --prefix /);
    expect(run.calls.slice(1, 3)).toEqual(['mcp-lint --version', 'mcp-lint --format github tools.json']);
    expect(run.stdout).toMatch(/^mcp-lint --format github tools\.json$/m);
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+/m);
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1' });
  });

  it('sarif: writes the report and names it in the sarif-file output for the upload step', () => {
    const run = runAction({ paths: 'tools.json', format: 'sarif', version: 'latest', 'sarif-file': 'out.sarif' });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1', 'sarif-file': 'out.sarif' });
    const sarif = JSON.parse(readFileSync(join(work, 'out.sarif'), 'utf8')) as { version: string; runs: unknown[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
  });

  it('sarif: a report name the repository ships as a link is refused and not handed to the upload step', () => {
    writeFileSync(join(work, 'secret.txt'), 'token\n');
    symlinkSync(join(work, 'secret.txt'), join(work, 'mcp-lint.sarif'));
    const run = runAction({ paths: 'tools.json', format: 'sarif', version: 'latest' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('refusing to write');
    expect(run.outputs).toEqual({ 'exit-code': '2' });
    expect(readFileSync(join(work, 'secret.txt'), 'utf8')).toBe('token\n');
  });

  it("honours the workspace's mcp-lint-suppressions.json, as the mcp-lint it runs does", async () => {
    const failing = runAction({ paths: 'many.json', 'max-warnings': '0' });
    expect(failing.code).toBe(1);
    const suppressed = await runMcpLint(['--suppress-all', 'many.json'], { cwd: work });
    expect(suppressed.code, suppressed.stderr).toBe(0);
    try {
      const run = runAction({ paths: 'many.json', 'max-warnings': '0' });
      expect(run.code, run.stdout).toBe(0);
      expect(run.summary).toContain('0 errors, 0 warnings, 0 info in 1 input (8 tools).');
    } finally {
      rmSync(join(work, 'mcp-lint-suppressions.json'));
    }
  });

  it('a clean run exits 0', () => {
    const run = runAction({ paths: 'clean.json' });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ 'exit-code': '0' });
    expect(run.summary).toContain('0 errors, 0 warnings, 0 info in 1 input (1 tool).');
  });

  it('a version that does not exist exits 2 with an ::error:: line, not the 1 that means findings', () => {
    const run = runAction({ paths: 'tools.json', version: MISSING_VERSION });
    expect(run.code).toBe(2);
    expect(run.outputs).toEqual({ 'exit-code': '2' });
    expect(run.stdout).toMatch(
      new RegExp(
        `^::error title=mcp-lint action::npm could not install mcp-tool-lint@${MISSING_VERSION.replace(/\./g, '\\.')} \\(npm exited 1\\)`,
        'm',
      ),
    );
    expect(run.stderr).toContain('No matching version found');
    expect(run.calls).toHaveLength(1);
    expect(run.summary).toContain('Nothing was checked: npm could not install');
  });

  it("mcp-lint's exit 2 is passed on with an ::error:: line quoting its message, escaped for workflow commands", () => {
    const run = runAction({ paths: '100%.json' });
    expect(run.code).toBe(2);
    expect(run.outputs).toEqual({ 'exit-code': '2' });
    expect(run.stdout).toMatch(
      /^::error title=mcp-lint action::mcp-lint could not check \(exit 2\): mcp-lint: No such file or directory: 100%25\.json$/m,
    );
    expect(run.summary).toContain('Nothing was checked: mcp\\-lint could not check');
  });

  it('the version defaults to the one in package.json beside action.yml, not latest', () => {
    const run = runAction({ paths: 'clean.json' });
    expect(run.calls[0]!.startsWith(`npm install mcp-tool-lint@${ownVersion} --prefix `)).toBe(true);
    expect(planFor({}).spec).toBe(`mcp-tool-lint@${ownVersion}`);
  });

  it('package: installs and runs the mcp-lint bin of a local build, its path made absolute from the workspace, instead of mcp-tool-lint', () => {
    const build = relative(work, REPO_ROOT);
    const run = runAction({ paths: 'tools.json', package: build }, { runner: { GITHUB_WORKSPACE: work } });
    expect(run.calls[0]!.startsWith(`npm install ${REPO_ROOT} --prefix `)).toBe(true);
    expect(run.calls.slice(1, 3)).toEqual(['mcp-lint --version', 'mcp-lint --format github tools.json']);
    expect(run.calls[3]!.startsWith('mcp-lint --format json --output-file ')).toBe(true);
    expect(run.calls).toHaveLength(4);
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1' });
    expect(run.summary).toContain(`${escapeMarkdown(`mcp-lint from ${build}`)}: `);
  });

  it('format github (the CLI name) and stylish are accepted; max-warnings -1 means no limit', () => {
    const github = runAction({ paths: 'many.json', format: 'github', 'max-warnings': '-1' });
    expect(github.calls[2]).toBe('mcp-lint --format github many.json');
    expect(github.stdout).toMatch(/^::warning file=many\.json,line=\d+/m);
    expect(github.code).toBe(0);
    const stylish = runAction({ paths: 'many.json', format: 'stylish', 'max-warnings': '0' });
    expect(stylish.stdout).toMatch(/^many\.json:\d+:\d+ {2}warning {2}/m);
    expect(stylish.code).toBe(1);
    expect(stylish.summary).toContain('more warnings than `max-warnings` allows');
  });

  it('writes a job summary: counts per severity and per rule, the first 20 findings at file:line with docs links', () => {
    const run = runAction({ paths: 'tools.json many.json' });
    const summary = run.summary!;
    const rows = summary.split('\n').filter((line) => line.startsWith('| '));
    const ruleRow = rows.find((row) => row.startsWith('| [property\\-description]'))!;
    expect(cells(ruleRow)).toEqual([
      `[property\\-description](${cliRuleDocsUrl('property-description')})`,
      expect.any(String),
      expect.any(String),
      '0',
    ]);
    // examples/tools.json's 3 and many.json's 24.
    expect(Number(cells(ruleRow)[2])).toBe(27);
    expect(summary).toMatch(
      /^mcp\\-tool\\-lint\\@\d+\\\.\d+\\\.\d+: \d+ errors, \d+ warnings, \d+ info in 2 inputs \(\d+ tools\)\.$/m,
    );
    expect(summary).toMatch(/^### The first 20 of \d+ findings$/m);
    const findings = rows.filter((row) => /^\| (error|warning|info) \|/.test(row));
    expect(findings).toHaveLength(20);
    // Errors first, and each at its file:line.
    expect(cells(findings[0]!)[0]).toBe('error');
    expect(cells(findings[0]!)[1]).toMatch(/^tools\\\.json\\:\d+$/);
    expect(findings.some((row) => /^many\\\.json\\:\d+$/.test(cells(row)[1]!))).toBe(true);
    expect(summary).toMatch(/^\d+ more in the step's report/m);
  });

  it('escapes file names and messages for Markdown in the summary, and links each finding to its line', () => {
    const runner = {
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'octo/tools',
      GITHUB_SHA: 'abc123',
      GITHUB_WORKSPACE: work,
    };
    const run = runAction({ paths: 'evil[x](y).json' }, { runner });
    const findings = run.summary!.split('\n').filter((line) => /^\| warning \|/.test(line));
    expect(findings).toHaveLength(1);
    const [, where, tool, , message] = cells(findings[0]!);
    expect(tool).toBe('get\\_weather');
    expect(where).toMatch(
      /^\[evil\\\[x\\\]\\\(y\\\)\\\.json\\:(\d+)\]\(https:\/\/github\.com\/octo\/tools\/blob\/abc123\/evil%5Bx%5D%28y%29\.json#L\1\)$/,
    );
    expect(message).toContain('\\<img src\\=x onerror\\=alert\\(1\\)\\>\\|\\*\\*b\\*\\*\\`c\\`');
    expect(run.summary).not.toMatch(/(?<!\\)<img|\*\*b/);
  });

  it('without GITHUB_STEP_SUMMARY, mcp-lint runs once after the install and the version check', () => {
    const run = runAction({ paths: 'tools.json' }, { summary: false });
    expect(run.code).toBe(1);
    expect(run.calls).toHaveLength(3);
  });

  it('max-warnings reaches mcp-lint', () => {
    const { lintArgs } = planFor({
      INPUT_PATHS: 'a.json\nsrc/  "b c"',
      INPUT_MAX_WARNINGS: '0',
      INPUT_FORMAT: 'annotations',
    });
    expect(lintArgs).toEqual(['--format', 'github', '--max-warnings', '0', 'a.json', 'src/', '"b', 'c"']);
  });

  it('keeps a path that starts with "-" a path', () => {
    expect(planFor({ INPUT_PATHS: '--help' }).lintArgs.at(-1)).toBe('./--help');
  });

  it('rejects a bad input with an error annotation and exit 2, without running npm', () => {
    for (const [inputs, message] of [
      [{ format: 'html' }, /format: "html" is not one of "annotations", "github", "sarif", "stylish"/],
      [{ format: 'json' }, /format: "json" is not shown in a log/],
      [{ 'max-warnings': 'ten' }, /max-warnings: "ten" is not a whole number/],
      [{ 'max-warnings': '-2' }, /max-warnings: "-2" is not a whole number/],
      [{ version: '1.0.0; rm -rf /' }, /version: .* is not a version/],
      [
        { package: 'create-mcp-tool-9.9.9.tgz' },
        /package: "create-mcp-tool-9\.9\.9\.tgz" does not exist \(looked for \/.*\/create-mcp-tool-9\.9\.9\.tgz\)\. Give the path, relative to the workspace, of a tarball made by `npm pack`/,
      ],
      [{ package: 'clean.json' }, /package: "clean\.json" is a file but not a tarball \(\.tgz\)/],
      [
        { package: 'bin' },
        /package: "bin" is a folder without a package\.json that declares an mcp-lint bin, so not a checkout of create-mcp-tool/,
      ],
      [{ package: REPO_ROOT, version: '0.1.0' }, /version and package are both given: .* Give one of them\./],
    ] as const) {
      const run = runAction({ paths: 'tools.json', ...inputs });
      expect(run.code).toBe(2);
      expect(run.stdout).toMatch(message);
      expect(run.stdout).toMatch(/^::error title=mcp-lint action::/);
      expect(run.outputs).toEqual({ 'exit-code': '2' });
      expect(run.calls).toEqual([]);
    }
  });
});

describe('action.yml', () => {
  it('hands every input but working-directory to the script as its INPUT_* variable', () => {
    const yml = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');
    const inputs = [
      ...yml.slice(yml.indexOf('\ninputs:\n'), yml.indexOf('\noutputs:\n')).matchAll(/^ {2}([a-z-]+):$/gm),
    ].map((m) => m[1]!);
    expect(inputs).toContain('package');
    for (const name of inputs.filter((input) => input !== 'working-directory')) {
      expect(yml).toContain(`        INPUT_${name.toUpperCase().replace(/-/g, '_')}: \${{ inputs.${name} }}\n`);
    }
  });
});

describe('action/summary.mjs', () => {
  it('links each rule to the docs page the CLI links', () => {
    for (const id of ['property-description', 'input-schema-valid']) expect(ruleDocsUrl(id)).toBe(cliRuleDocsUrl(id));
  });

  it('escapeMarkdown leaves no markup, controls or line breaks', () => {
    expect(escapeMarkdown('a|b *c* [d](e) <f> &amp; `g` \\')).toBe(
      'a\\|b \\*c\\* \\[d\\]\\(e\\) \\<f\\> \\&amp\\; \\`g\\` \\\\',
    );
    expect(escapeMarkdown('one\ntwo\u001b[2J\u202e')).toBe('one<br>two\\\\u001b\\[2J\\\\u202e');
  });
});
