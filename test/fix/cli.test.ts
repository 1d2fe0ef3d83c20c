// mcp-lint --fix and --fix-dry-run end to end, with the built CLI on copies of the fixtures in temporary projects.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { cacheFilePath } from '../../src/cache/location.js';
import { fixture, makeProject, typeCheck } from './helpers.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

/** A stdio MCPServer module that prints twice before it serves: `head` is its first lines, `extra` goes after the tool. */
function printingPythonServer(head: string[], secondPrint: string, extra: string): string {
  return [
    ...head,
    '',
    'mcp = MCPServer("fix")',
    'print("starting")',
    secondPrint,
    '',
    '',
    '@mcp.tool()',
    'def add(a: int, b: int) -> int:',
    '    """Add two numbers."""',
    '    return a + b',
    extra,
    '',
    'if __name__ == "__main__":',
    '    mcp.run()',
    '',
  ].join('\n');
}

const FIXERS = ['handler-returns-bare-string', 'stdio-no-console-log', 'deprecated-tool-api'] as const;
const made: string[] = [];
const project = (files: Record<string, string>) => {
  const dir = makeProject(files);
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface JsonResult {
  filePath: string;
  messages: Array<{
    ruleId: string | null;
    line: number;
    fix?: unknown;
    suggestions?: Array<{ desc: string; fix: { range: [number, number]; text: string } }>;
  }>;
  output?: string;
  fixableErrorCount: number;
  fixableWarningCount: number;
}
const parse = (stdout: string) => JSON.parse(stdout) as JsonResult[];
const snapshot = (path: string) => ({ text: readFileSync(path, 'utf8'), mtime: statSync(path).mtimeMs });

describe('mcp-lint --fix', () => {
  it('rewrites each fixture into its after file; the fixed project compiles and no longer has those findings', async () => {
    const files = Object.fromEntries(FIXERS.map((rule) => [`${rule}.ts`, fixture(`${rule}/before.ts`)]));
    const dir = project(files);
    // The bare-string handlers do not even type-check before the fix: the SDK's types want a CallToolResult.
    const before = typeCheck(dir);
    expect(before.code).not.toBe(0);
    expect(before.output).toContain('handler-returns-bare-string.ts');

    const run = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(run.stderr).toBe('');
    for (const rule of FIXERS)
      expect(readFileSync(join(dir, 'src', `${rule}.ts`), 'utf8')).toBe(fixture(`${rule}/after.ts`));

    const after = typeCheck(dir);
    expect(after.output).toBe('');
    expect(after.code).toBe(0);
    const again = parse((await runMcpLint(['src', '--format', 'json'], { cwd: dir })).stdout);
    const left = again.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(left).not.toContain('handler-returns-bare-string');
    expect(left).not.toContain('stdio-no-console-log');
    // The one server.tool call whose description is known only at run time stays (and is reported).
    expect(left.filter((id) => id === 'deprecated-tool-api')).toHaveLength(1);
  });

  it('with --quiet, applies only the fixes of errors, the findings the report shows', async () => {
    const files = Object.fromEntries(FIXERS.map((rule) => [`${rule}.ts`, fixture(`${rule}/before.ts`)]));
    const dir = project(files);
    const run = await runMcpLint(['src', '--fix', '--quiet', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    // handler-returns-bare-string and stdio-no-console-log are errors; deprecated-tool-api is info and not shown.
    expect(readFileSync(join(dir, 'src', 'handler-returns-bare-string.ts'), 'utf8')).toBe(
      fixture('handler-returns-bare-string/after.ts'),
    );
    expect(readFileSync(join(dir, 'src', 'stdio-no-console-log.ts'), 'utf8')).toBe(
      fixture('stdio-no-console-log/after.ts'),
    );
    expect(readFileSync(join(dir, 'src', 'deprecated-tool-api.ts'), 'utf8')).toBe(
      fixture('deprecated-tool-api/before.ts'),
    );
    const shown = parse(run.stdout).flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(shown).not.toContain('deprecated-tool-api');
    // The same run without --quiet changes that file too.
    await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(readFileSync(join(dir, 'src', 'deprecated-tool-api.ts'), 'utf8')).toBe(
      fixture('deprecated-tool-api/after.ts'),
    );
  });

  it("--format sarif carries the same fixes: applied by their offsets they give --fix-dry-run's text (a BOM included)", async () => {
    const files = Object.fromEntries(FIXERS.map((rule) => [`${rule}.ts`, fixture(`${rule}/before.ts`)]));
    files['handler-returns-bare-string.ts'] = `\uFEFF${files['handler-returns-bare-string.ts']}`;
    const dir = project(files);
    const log = JSON.parse((await runMcpLint(['src', '--format', 'sarif'], { cwd: dir })).stdout);
    const dry = parse((await runMcpLint(['src', '--fix-dry-run', '--format', 'json'], { cwd: dir })).stdout);
    type Replacement = { deletedRegion: { charOffset: number; charLength: number }; insertedContent: { text: string } };
    for (const rule of FIXERS) {
      const edits: Replacement[] = log.runs[0].results
        .filter(
          (r: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) =>
            r.locations[0]!.physicalLocation.artifactLocation.uri === `src/${rule}.ts`,
        )
        .flatMap(
          (r: {
            fixes?: Array<{ description: { text: string }; artifactChanges: Array<{ replacements: Replacement[] }> }>;
          }) =>
            r.fixes
              ?.filter((f) => f.description.text.includes('--fix'))
              .flatMap((f) => f.artifactChanges[0]!.replacements) ?? [],
        );
      expect(edits.length).toBeGreaterThan(0);
      const text = readFileSync(join(dir, 'src', `${rule}.ts`), 'utf8').replace(/^\uFEFF/, '');
      let fixed = '';
      let last = 0;
      for (const edit of edits.sort((a, b) => a.deletedRegion.charOffset - b.deletedRegion.charOffset)) {
        fixed += text.slice(last, edit.deletedRegion.charOffset) + edit.insertedContent.text;
        last = edit.deletedRegion.charOffset + edit.deletedRegion.charLength;
      }
      fixed += text.slice(last);
      const output = dry.find((r) => r.filePath.endsWith(`${rule}.ts`))!.output!;
      expect(fixed).toBe(output.replace(/^\uFEFF/, ''));
    }
  });

  it('with --project, the type checker reads the fixed text between passes', async () => {
    const files = Object.fromEntries(FIXERS.map((rule) => [`${rule}.ts`, fixture(`${rule}/before.ts`)]));
    const dir = project(files);
    const run = await runMcpLint(['src', '--project', 'tsconfig.json', '--fix', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    for (const rule of FIXERS)
      expect(readFileSync(join(dir, 'src', `${rule}.ts`), 'utf8')).toBe(fixture(`${rule}/after.ts`));
    const left = parse(run.stdout).flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(left).not.toContain('handler-returns-bare-string');
    expect(left).not.toContain('stdio-no-console-log');
  });

  it('reports what remains after fixing, and says how many findings --fix would resolve', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    const lintRun = await runMcpLint(['src'], { cwd: dir });
    expect(lintRun.code).toBe(1);
    expect(lintRun.stdout).toContain('3 errors and 0 warnings potentially fixable with the `--fix` option.');
    const fixRun = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(fixRun.code).toBe(0);
    // The report has no finding left; the last lines say what was fixed.
    expect(fixRun.stdout).toBe(
      '✔ 1 file, 1 tool: no problems\n--fix applied 3 fixes in 1 file:\n  src/server.ts: 3 stdio-no-console-log\n',
    );
  });

  it('applies the suggestions nowhere, and the suggested code compiles once a person applies it', async () => {
    const dir = project({
      'zod.ts': fixture('json-schema-in-zod-api/before.ts'),
      'required.ts': fixture('input-schema-required-array/before.ts'),
    });
    const run = await runMcpLint(
      ['src', '--fix', '--format', 'json', '--rule', 'input-schema-required-array:warning'],
      { cwd: dir },
    );
    const results = parse(run.stdout);
    expect(results.every((r) => r.output === undefined)).toBe(true);
    expect(readFileSync(join(dir, 'src', 'zod.ts'), 'utf8')).toBe(fixture('json-schema-in-zod-api/before.ts'));
    expect(readFileSync(join(dir, 'src', 'required.ts'), 'utf8')).toBe(
      fixture('input-schema-required-array/before.ts'),
    );
    // Apply the first suggestion of each finding, as an editor would when a person picks it.
    for (const result of results) {
      const text = readFileSync(result.filePath, 'utf8');
      const suggestion = result.messages.find((m) => m.suggestions)!.suggestions![0]!;
      writeFileSync(
        result.filePath,
        text.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + text.slice(suggestion.fix.range[1]),
      );
    }
    expect(readFileSync(join(dir, 'src', 'zod.ts'), 'utf8')).toBe(
      fixture('json-schema-in-zod-api/after-suggestion.ts'),
    );
    expect(readFileSync(join(dir, 'src', 'required.ts'), 'utf8')).toBe(
      fixture('input-schema-required-array/after-suggestion.ts'),
    );
    expect(typeCheck(dir)).toEqual({ code: 0, output: '' });
    const left = parse(
      (await runMcpLint(['src', '--format', 'json', '--rule', 'input-schema-required-array:warning'], { cwd: dir }))
        .stdout,
    ).flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(left).not.toContain('json-schema-in-zod-api');
    expect(left).not.toContain('input-schema-required-array');
  });

  it('shows suggestions as hint lines in stylish output', async () => {
    const dir = project({ 'required.ts': fixture('input-schema-required-array/before.ts') });
    const run = await runMcpLint(['src', '--rule', 'input-schema-required-array:warning'], { cwd: dir });
    expect(joinedStylish(run.stdout)).toMatch(
      /input-schema-required-array\n +suggestion: Require every property: add "required": \["query", "limit"\]/,
    );
    expect(joinedStylish(run.stdout)).toMatch(/\n +suggestion: Make every property optional: add "required": \[\]\./);
  });

  it('changes nothing in a file with a syntax error', async () => {
    const dir = project({ 'broken.ts': fixture('syntax-error/broken.ts') });
    const path = join(dir, 'src', 'broken.ts');
    const was = snapshot(path);
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(2); // the file could not be parsed, so nothing was checked or fixed
    const [result] = parse(run.stdout);
    expect(result!.output).toBeUndefined();
    expect(result!.messages[0]!.ruleId).toBeNull();
    expect(snapshot(path)).toEqual(was);
  });

  it('fixes Python files: print() before a stdio server goes to stderr, the result passes its own relint; a file with a syntax error is left alone', async () => {
    const server = (extra: string) =>
      printingPythonServer(['import sys', 'from mcp.server.mcpserver import MCPServer'], 'print("ready",)', extra);
    const dir = project({ 'server.py': server(''), 'broken.py': server('def (:') });
    const broken = snapshot(join(dir, 'src', 'broken.py'));
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(readFileSync(join(dir, 'src', 'server.py'), 'utf8')).toBe(
      server('')
        .replace('print("starting")', 'print("starting", file=sys.stderr)')
        .replace('print("ready",)', 'print("ready", file=sys.stderr)'),
    );
    expect(snapshot(join(dir, 'src', 'broken.py'))).toEqual(broken);
    const results = parse(run.stdout);
    const rules = (name: string) => results.find((r) => r.filePath.endsWith(name))!.messages.map((m) => m.ruleId);
    expect(rules('server.py')).not.toContain('stdio-no-console-log');
    expect(rules('broken.py')).toContain('stdio-no-console-log');
  });

  it('never rewrites a JSON capture', async () => {
    const dir = project({});
    copyFileSync(join(REPO_ROOT, 'examples', 'tools.json'), join(dir, 'tools.json'));
    const was = snapshot(join(dir, 'tools.json'));
    const run = await runMcpLint(['tools.json', '--fix', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(parse(run.stdout)[0]!.output).toBeUndefined();
    expect(snapshot(join(dir, 'tools.json'))).toEqual(was);
  });

  it('keeps the file mode, and leaves no temporary file behind', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    const path = join(dir, 'src', 'server.ts');
    chmodSync(path, 0o640);
    await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(readFileSync(path, 'utf8')).toBe(fixture('stdio-no-console-log/after.ts'));
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).not.toContain('console.log');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(join(dir, 'src'))).toEqual(['server.ts']);
  });

  it('keeps a byte-order mark', async () => {
    const dir = project({ 'server.ts': '\uFEFF' + fixture('stdio-no-console-log/before.ts') });
    await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).toBe(
      '\uFEFF' + fixture('stdio-no-console-log/after.ts'),
    );
  });

  it('neither reads nor fixes a file linked from outside the project, and writes through a link that stays inside', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'mcp-lint-fix-outside-'));
    made.push(outside);
    writeFileSync(join(outside, 'server.ts'), fixture('stdio-no-console-log/before.ts'));
    const dir = project({});
    symlinkSync(join(outside, 'server.ts'), join(dir, 'src', 'linked-out.ts'));
    mkdirSync(join(dir, 'lib'));
    writeFileSync(join(dir, 'lib', 'inside.ts'), fixture('stdio-no-console-log/before.ts'));
    symlinkSync(join(dir, 'lib', 'inside.ts'), join(dir, 'src', 'linked-in.ts'));

    const run = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(run.stderr).toContain(
      'could not check src/linked-out.ts: File is outside the folders this run may read (through a symbolic link)',
    );
    expect(readFileSync(join(outside, 'server.ts'), 'utf8')).toBe(fixture('stdio-no-console-log/before.ts'));
    expect(run.stdout).toContain('linked-out.ts');
    // Inside the project: the target is fixed and the link is still a link.
    expect(readFileSync(join(dir, 'lib', 'inside.ts'), 'utf8')).toBe(fixture('stdio-no-console-log/after.ts'));
    const { lstatSync } = await import('node:fs');
    expect(lstatSync(join(dir, 'src', 'linked-in.ts')).isSymbolicLink()).toBe(true);
  });

  it('refuses --fix with --fix-dry-run (exit 2)', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    const run = await runMcpLint(['src', '--fix', '--fix-dry-run'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--fix and --fix-dry-run cannot be used together');
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).toBe(fixture('stdio-no-console-log/before.ts'));
  });

  it('with --cache, a fixed file is linted afresh on the next run, not answered from the cache', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    // Beside src: the project's node_modules is a link to the repository's, where no cache is written.
    const cached = ['--cache', '--cache-location', 'cache.json'];
    const first = parse((await runMcpLint(['src', ...cached, '--format', 'json'], { cwd: dir })).stdout);
    expect(first[0]!.fixableErrorCount).toBe(3);
    const fixed = await runMcpLint(['src', ...cached, '--fix', '--format', 'json'], { cwd: dir });
    expect(parse(fixed.stdout)[0]!.messages.map((m) => m.ruleId)).not.toContain('stdio-no-console-log');
    const next = parse((await runMcpLint(['src', ...cached, '--format', 'json'], { cwd: dir })).stdout);
    expect(existsSync(join(dir, 'cache.json'))).toBe(true);
    expect(next[0]!.messages.map((m) => m.ruleId)).not.toContain('stdio-no-console-log');
    expect(next[0]!.fixableErrorCount).toBe(0);
  });
});

describe('mcp-lint --fix with a cache file', () => {
  it('never takes edits from the cache file (which may come with a repository): fixes are computed from the files', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    const cached = ['--cache', '--cache-location', 'cache.json'];
    await runMcpLint(['src', ...cached], { cwd: dir });
    const cacheFile = cacheFilePath('cache.json', dir);
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as {
      entries: Record<string, { result: { diagnostics: Array<{ fix?: { text: string } }> } }>;
    };
    for (const entry of Object.values(cache.entries))
      for (const d of entry.result.diagnostics) if (d.fix) d.fix.text = 'POISON';
    writeFileSync(cacheFile, JSON.stringify(cache));
    // The cache is used by a plain run (so the poisoned entry is live)…
    const plain = parse((await runMcpLint(['src', ...cached, '--format', 'json'], { cwd: dir })).stdout);
    expect(JSON.stringify(plain[0]!.messages)).toContain('POISON');
    // …but --fix ignores it.
    await runMcpLint(['src', ...cached, '--fix'], { cwd: dir });
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).toBe(fixture('stdio-no-console-log/after.ts'));
  });
});

describe('mcp-lint --fix-dry-run', () => {
  it('writes nothing and gives the fixed text as "output" in --format json', async () => {
    const files = Object.fromEntries(FIXERS.map((rule) => [`${rule}.ts`, fixture(`${rule}/before.ts`)]));
    const dir = project(files);
    const was = FIXERS.map((rule) => snapshot(join(dir, 'src', `${rule}.ts`)));
    const run = await runMcpLint(['src', '--fix-dry-run', '--format', 'json'], { cwd: dir });
    expect(FIXERS.map((rule) => snapshot(join(dir, 'src', `${rule}.ts`)))).toEqual(was);
    const results = parse(run.stdout);
    for (const rule of FIXERS) {
      const result = results.find((r) => r.filePath === join(dir, 'src', `${rule}.ts`))!;
      expect(result.output).toBe(fixture(`${rule}/after.ts`));
      // The messages are those of the fixed text: only the server.tool call that could not be rewritten is left.
      expect(result.messages.filter((m) => m.ruleId === rule)).toHaveLength(rule === 'deprecated-tool-api' ? 1 : 0);
    }
  });

  it('prints the remaining findings in stylish output and leaves the files as they were', async () => {
    const dir = project({ 'server.ts': fixture('stdio-no-console-log/before.ts') });
    const was = snapshot(join(dir, 'src', 'server.ts'));
    const run = await runMcpLint(['src', '--fix-dry-run'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('✔ 1 file, 1 tool: no problems');
    expect(run.stdout).toContain('--fix-dry-run would apply 3 fixes in 1 file (nothing was written;');
    expect(snapshot(join(dir, 'src', 'server.ts'))).toEqual(was);
  });
});

describe('--fix and --fix-dry-run say what they change (issue 36 item 11)', () => {
  const server = printingPythonServer(
    ['"""A server whose prints go to stdout before stdio starts."""', 'from mcp.server.mcpserver import MCPServer'],
    'print("ready")',
    '',
  );

  it('a Python print fix adds `import sys` when the file lacks it, after the docstring; both runs name the file, the count and the rule', async () => {
    const dir = project({ 'server.py': server });
    const dry = await runMcpLint(['src', '--fix-dry-run'], { cwd: dir });
    expect(dry.stdout).toContain('--fix-dry-run would apply 2 fixes in 1 file (nothing was written;');
    expect(dry.stdout).toContain('  src/server.py: 2 stdio-no-console-log');
    expect(readFileSync(join(dir, 'src', 'server.py'), 'utf8')).toBe(server);
    const run = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('--fix applied 2 fixes in 1 file:\n  src/server.py: 2 stdio-no-console-log\n');
    expect(readFileSync(join(dir, 'src', 'server.py'), 'utf8')).toBe(
      server
        .replace('"""\nfrom mcp', '"""\nimport sys\nfrom mcp')
        .replace('print("starting")', 'print("starting", file=sys.stderr)')
        .replace('print("ready")', 'print("ready", file=sys.stderr)'),
    );
    const again = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(again.stdout).toContain('--fix: no fix to apply; no file was changed.');
    expect(again.stdout).not.toContain('stdio-no-console-log');
  });

  it('a `sys` bound to something else is left alone: no fix, the finding stays', async () => {
    const dir = project({
      'server.py': server.replace('mcp = MCPServer("fix")', 'mcp = MCPServer("fix")\nsys = "not the module"'),
    });
    const run = await runMcpLint(['src', '--fix'], { cwd: dir });
    expect(run.stdout).toContain('stdio-no-console-log');
    expect(run.stdout).toContain('--fix: no fix to apply; no file was changed.');
  });
});
