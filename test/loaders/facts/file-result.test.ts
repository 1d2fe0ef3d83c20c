// The per-file part both source readers share (src/loaders/facts/file-result.ts): the TS and the Python reader say
// "cannot read", "could not analyse" and unknown directive ids in the same words and shapes, because it is one code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addFileFacts, analysisFailed, fatal, readLintedText } from '../../../src/loaders/facts/file-result.js';
import { loadSourceFilesSync } from '../../../src/loaders/source/index.js';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';
import type { DisableDirective } from '../../../src/core/types.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-file-result-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shared per-file result', () => {
  it("reads the caller's text before the file, without a byte-order mark from disk", () => {
    const path = join(dir, 'bom.ts');
    writeFileSync(path, '\uFEFFconst a = 1;\n');
    expect(readLintedText(path, 'bom.ts', 'source')).toBe('const a = 1;\n');
    expect(readLintedText(path, 'bom.ts', 'source', new Map([[path, 'edited']]))).toBe('edited');
  });

  it('an unreadable file is one fatal finding naming it, from either reader', () => {
    const missing = (name: string) => join(dir, name);
    const ts = loadSourceFilesSync([missing('gone.ts')], { cwd: dir })[0]!.diagnostics;
    const py = loadPythonFiles([missing('gone.py')], { cwd: dir })[0]!.diagnostics;
    for (const [diagnostics, name] of [
      [ts, 'gone.ts'],
      [py, 'gone.py'],
    ] as const) {
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toEqual(fatal(name, diagnostics[0]!.message));
      expect(diagnostics[0]!.message).toMatch(/^Cannot read gone\.(ts|py): /);
    }
  });

  it("adds unknown directive ids only when the run's rules are known, and the start command when there is one", () => {
    const directive: DisableDirective = {
      kind: 'next-line',
      ruleIds: ['no-such-rule'],
      range: { start: { line: 1, column: 1 }, end: { line: 1, column: 40 } },
    };
    expect(addFileFacts({ unresolved: [] }, [directive], undefined, undefined)).toEqual({ unresolved: [] });
    const facts = addFileFacts({ unresolved: [] }, [directive], new Set(['tool-description']), 'node server.js');
    expect(facts.startCommand).toBe('node server.js');
    expect(facts.unknownDirectiveRuleIds?.map((entry) => entry.id)).toEqual(['no-such-rule']);
  });

  it('a reader failure is said as a bug to report, with the command to lint the running server', () => {
    expect(analysisFailed('server.py', new Error('boom'), 'python server.py').message).toBe(
      'mcp-lint could not analyse server.py (boom). Please report this; lint the running server meanwhile (mcp-lint --stdio "python server.py").',
    );
  });
});
