// The Python loader's file-level work: directives from `#` comments, unknown rule ids, the first syntax error, the
// start command for hints, and the project root imports are followed within.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';
import { projectRoot, startCommandOf } from '../../../src/loaders/python/project-root.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-python-loader-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const full = join(scratch, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  return full;
}

const load = (text: string, knownRuleIds?: ReadonlySet<string>) => {
  const path = write('server.py', text);
  return loadPythonFiles([path], { cwd: scratch, ...(knownRuleIds ? { knownRuleIds } : {}) })[0]!;
};

describe('loadPythonFiles', () => {
  it('gives one source per file, of kind source and language Python', () => {
    const [a, b] = loadPythonFiles([write('a.py', 'x = 1\n'), write('pkg/b.py', 'y = 2\n')], { cwd: scratch });
    expect([a, b].map((s) => [s!.source, s!.kind, s!.language, s!.tools, s!.diagnostics])).toEqual([
      ['a.py', 'source', { name: 'python', typeHintSchemas: true }, [], []],
      ['pkg/b.py', 'source', { name: 'python', typeHintSchemas: true }, [], []],
    ]);
  });

  it('reads disable directives from # comments, not from strings, with their places and reasons', () => {
    const source = load(
      [
        '# mcp-lint-disable property-description -- generated schemas',
        'import mcp',
        '# mcp-lint-disable-next-line tool-description-length, tool-name-format -- legacy client',
        'x = 1  # mcp-lint-disable-line tool-name-format',
        'text = "# mcp-lint-disable-next-line not-a-comment"',
        'doc = """',
        '# mcp-lint-disable-line in-a-docstring',
        '"""',
        '# mcp-lint-disable',
        '# mcp-lint-enable',
        '# mcp-lint-disabled-typo is not a directive',
        '',
      ].join('\n'),
    );
    expect(source.directives).toEqual([
      {
        kind: 'file',
        ruleIds: ['property-description'],
        reason: 'generated schemas',
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 61 } },
      },
      {
        kind: 'next-line',
        ruleIds: ['tool-description-length', 'tool-name-format'],
        reason: 'legacy client',
        range: { start: { line: 3, column: 1 }, end: { line: 3, column: 88 } },
      },
      {
        kind: 'line',
        ruleIds: ['tool-name-format'],
        range: { start: { line: 4, column: 8 }, end: { line: 4, column: 48 } },
      },
      { kind: 'block-start', ruleIds: [], range: { start: { line: 9, column: 1 }, end: { line: 9, column: 19 } } },
      { kind: 'block-end', ruleIds: [], range: { start: { line: 10, column: 1 }, end: { line: 10, column: 18 } } },
    ]);
  });

  it('lists directive rule ids that are not rules of the run, and only when it knows the rules', () => {
    const text = 'x = 1  # mcp-lint-disable-line tool-name-format, no-such-rule\n';
    expect(load(text, new Set(['tool-name-format'])).sourceFacts?.unknownDirectiveRuleIds).toEqual([
      { id: 'no-such-rule', range: { start: { line: 1, column: 8 }, end: { line: 1, column: 62 } } },
    ]);
    expect(load(text).sourceFacts?.unknownDirectiveRuleIds).toBeUndefined();
  });

  it('marks the first place the parser cannot read, and reads on around it', () => {
    const source = load('import mcp\n\ndef broken(:\n    pass\n\ndef fine():\n    pass\n');
    expect(source.diagnostics).toEqual([]);
    expect(source.sourceFacts?.syntaxError).toEqual({
      range: { start: { line: 3, column: 12 }, end: { line: 3, column: 12 } },
    });
    expect(load('def fine():\n    pass\n').sourceFacts?.syntaxError).toBeUndefined();
  });

  it("strips a byte-order mark, as the TS loader does, so columns are the editor's", () => {
    expect(load('\ufeffx = 1  # mcp-lint-disable-line tool-name-format\n').directives?.[0]?.range.start).toEqual({
      line: 1,
      column: 8,
    });
  });

  it('turns an unreadable file into one fatal finding on it', () => {
    const [source] = loadPythonFiles([join(scratch, 'missing.py')], { cwd: scratch });
    expect(source!.diagnostics).toEqual([
      expect.objectContaining({
        fatal: true,
        ruleId: null,
        severity: 'error',
        message: expect.stringMatching(/^Cannot read missing\.py: /),
      }),
    ]);
  });
});

describe('imports', () => {
  const SERVER =
    'from .app import mcp\n\n@mcp.tool()\ndef ping() -> str:\n    """Check that the server answers."""\n    return "pong"\n';
  const APP = 'from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer("x")\n';

  it('are followed to project files through the read policy: a file it refuses is never read, and what came from it is not rebuilt', () => {
    write('policy/app.py', APP);
    const server = write('policy/server.py', SERVER);
    const asked: string[] = [];
    const load = (allowed: boolean) =>
      loadPythonFiles([server], {
        cwd: scratch,
        mayRead: (path) => (asked.push(path), allowed || path === server),
      })[0]!;
    expect(load(true).tools.map((tool) => (tool.definition as { name: string }).name)).toEqual(['ping']);
    expect(load(false).tools).toEqual([]);
    expect(asked).toContain(join(scratch, 'policy/app.py'));
  });

  it('stop at the project root: a module above it is not read', () => {
    write('above/app.py', APP);
    const server = write('above/pkg/server.py', SERVER.replace('from .app', 'from app'));
    expect(loadPythonFiles([server], { cwd: join(scratch, 'above') })[0]!.tools).toHaveLength(1);
    expect(loadPythonFiles([server], { cwd: join(scratch, 'above', 'pkg') })[0]!.tools).toEqual([]);
  });
});

describe('the Python project', () => {
  it("is rooted at cwd when every file is below it, else at the files' common folder", () => {
    expect(projectRoot(['/repo/src/pkg/server.py', '/repo/src/pkg/tools/a.py'], '/repo')).toBe('/repo');
    expect(projectRoot(['/elsewhere/a/server.py', '/elsewhere/b/c/tools.py'], '/repo')).toBe('/elsewhere');
    expect(projectRoot(['/elsewhere/a/server.py'], '/repo')).toBe('/elsewhere/a');
    expect(projectRoot([], '/repo')).toBe('/repo');
  });

  it("names the command that starts a file's server, for hints: the package's __main__, its module, or the file", () => {
    write('proj/src/app/__init__.py', '');
    write('proj/src/app/__main__.py', '');
    write('proj/src/app/server.py', '');
    write('proj/src/lib/__init__.py', '');
    write('proj/src/lib/tools/__init__.py', '');
    write('proj/src/lib/tools/weather.py', '');
    write('proj/script.py', '');
    expect(startCommandOf(join(scratch, 'proj/src/app/server.py'), 'src/app/server.py')).toBe('python -m app');
    expect(startCommandOf(join(scratch, 'proj/src/lib/tools/weather.py'), 'src/lib/tools/weather.py')).toBe(
      'python -m lib.tools.weather',
    );
    expect(startCommandOf(join(scratch, 'proj/script.py'), 'script.py')).toBe('python script.py');
  });
});
