// Each fixer through the library API (lint() with `fix`, which never writes): the before fixture becomes the after
// fixture, the finding is gone, and the cases where a rewrite would change more than the finding are left alone.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/api/lint.js';
import type { LintOptions } from '../../src/core/options.js';
import type { LintResult } from '../../src/core/types.js';
import { FIX_FIXTURES, fixture } from './helpers.js';

/** `fix: false` lints without fixing. */
// input-schema-required-array is off by default (strict); its suggestions are tested here, so it is turned on.
const options = (fix: LintOptions['fix'] | false = {}): LintOptions => ({
  cwd: FIX_FIXTURES,
  ruleOverrides: [{ id: 'input-schema-required-array', level: 'warning' }],
  ignorePatterns: [],
  source: {},
  useConfigFile: false,
  ...(fix ? { fix } : {}),
});

async function lintOne(file: string, fix: LintOptions['fix'] | false = {}): Promise<LintResult> {
  const report = await lint([file], options(fix));
  expect(report.results).toHaveLength(1);
  return report.results[0]!;
}

const ruleIds = (result: LintResult) => result.diagnostics.map((d) => d.ruleId);

describe.each(['handler-returns-bare-string', 'stdio-no-console-log', 'deprecated-tool-api'])('%s fix', (rule) => {
  it('turns before.ts into after.ts and resolves every finding it fixes', async () => {
    const before = await lintOne(`${rule}/before.ts`, false);
    expect(before.diagnostics.filter((d) => d.ruleId === rule && d.fix).length).toBeGreaterThan(0);
    const fixed = await lintOne(`${rule}/before.ts`);
    expect(fixed.output).toBe(fixture(`${rule}/after.ts`));
    // What remains is the last pass's findings on the fixed text: none of them has a fix left.
    expect(fixed.diagnostics.filter((d) => d.fix)).toEqual([]);
    const after = await lintOne(`${rule}/after.ts`, false);
    expect(after.diagnostics.map((d) => [d.ruleId, d.range?.start.line])).toEqual(
      fixed.diagnostics.map((d) => [d.ruleId, d.range?.start.line]),
    );
  });
});

describe('what --fix resolves and what it leaves', () => {
  it('handler-returns-bare-string: every bare string of before.ts is fixed', async () => {
    expect(
      ruleIds(await lintOne('handler-returns-bare-string/before.ts', false)).filter(
        (id) => id === 'handler-returns-bare-string',
      ),
    ).toHaveLength(3);
    expect(ruleIds(await lintOne('handler-returns-bare-string/before.ts'))).not.toContain(
      'handler-returns-bare-string',
    );
  });

  it('handler-returns-bare-string: a named handler, a declared return type and an unawaitable Promise are left alone', async () => {
    const result = await lintOne('handler-returns-bare-string/unsafe.ts');
    expect(result.output).toBeUndefined();
    expect(ruleIds(result).filter((id) => id === 'handler-returns-bare-string')).toHaveLength(3);
  });

  it('stdio-no-console-log: console.table and process.stdout.write are left alone', async () => {
    const result = await lintOne('stdio-no-console-log/unsafe.ts');
    expect(result.output).toBeUndefined();
    expect(ruleIds(result).filter((id) => id === 'stdio-no-console-log')).toHaveLength(2);
  });

  it('deprecated-tool-api: a call whose description is only known at run time stays server.tool', async () => {
    const result = await lintOne('deprecated-tool-api/before.ts');
    const left = result.diagnostics.filter((d) => d.ruleId === 'deprecated-tool-api');
    expect(left.map((d) => d.message)).toEqual([expect.stringContaining('"delete_note"')]);
    expect(result.output).toContain("server.tool('delete_note', process.env.DELETE_NOTE_DESCRIPTION!");
  });

  it('deprecated-tool-api: a call in a loop is rewritten only when every element takes the same overload; comments are never dropped', async () => {
    const result = await lintOne('deprecated-tool-api/loops.ts');
    expect(result.output).toContain('server.registerTool(spec.name, { description: spec.description }, async () =>');
    expect(result.output).toContain('server.tool(spec.name, spec.second as string, async () =>');
    expect(
      result.diagnostics
        .filter((d) => d.ruleId === 'deprecated-tool-api')
        .map((d) => d.toolName)
        .sort(),
    ).toEqual(['commented', 'fourth', 'third']);
    expect(result.output).toContain(
      "server.tool('commented', 'A tool whose arguments carry a comment.', // why the shape is empty",
    );
  });

  it('a file with a syntax error gets no fix and no output', async () => {
    const result = await lintOne('syntax-error/broken.ts');
    expect(result.diagnostics[0]!.fatal).toBe(true);
    expect(result.output).toBeUndefined();
  });

  it('a file the caller refuses (a link out of the linted tree) is not fixed', async () => {
    const asked: string[] = [];
    const result = await lintOne('stdio-no-console-log/before.ts', { fixable: (path) => (asked.push(path), false) });
    expect(asked).toContain(join(FIX_FIXTURES, 'stdio-no-console-log/before.ts'));
    expect(result.output).toBeUndefined();
    expect(ruleIds(result)).toContain('stdio-no-console-log');
  });

  it('lint() with fix writes nothing', async () => {
    const path = join(FIX_FIXTURES, 'stdio-no-console-log/before.ts');
    const [text, mtime] = [readFileSync(path, 'utf8'), statSync(path).mtimeMs];
    expect((await lintOne('stdio-no-console-log/before.ts')).output).toBeDefined();
    expect([readFileSync(path, 'utf8'), statSync(path).mtimeMs]).toEqual([text, mtime]);
  });
});

describe('suggestions (shown, never applied)', () => {
  it('json-schema-in-zod-api suggests the equivalent zod shape in place of the JSON Schema literal', async () => {
    const result = await lintOne('json-schema-in-zod-api/before.ts');
    expect(result.output).toBeUndefined();
    const finding = result.diagnostics.find((d) => d.ruleId === 'json-schema-in-zod-api')!;
    expect(finding.fix).toBeUndefined();
    const [suggestion] = finding.suggestions!;
    const text = fixture('json-schema-in-zod-api/before.ts');
    expect(text.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + text.slice(suggestion!.fix.range[1])).toBe(
      fixture('json-schema-in-zod-api/after-suggestion.ts'),
    );
    expect(ruleIds(await lintOne('json-schema-in-zod-api/after-suggestion.ts'))).not.toContain(
      'json-schema-in-zod-api',
    );
  });

  it('input-schema-required-array offers "every property" and "none" in a literal schema', async () => {
    const result = await lintOne('input-schema-required-array/before.ts');
    expect(result.output).toBeUndefined();
    const finding = result.diagnostics.find((d) => d.ruleId === 'input-schema-required-array')!;
    expect(finding.suggestions!.map((s) => s.fix.text)).toEqual([', required: ["query", "limit"]', ', required: []']);
    const text = fixture('input-schema-required-array/before.ts');
    const fix = finding.suggestions![0]!.fix;
    expect(text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1])).toBe(
      fixture('input-schema-required-array/after-suggestion.ts'),
    );
    expect(ruleIds(await lintOne('input-schema-required-array/after-suggestion.ts'))).not.toContain(
      'input-schema-required-array',
    );
  });

  it('input-schema-required-array quotes the key where the literal quotes its keys', async () => {
    const result = await lintOne('input-schema-required-array/quoted-keys.ts');
    const finding = result.diagnostics.find((d) => d.ruleId === 'input-schema-required-array')!;
    expect(finding.suggestions!.map((s) => s.fix.text)).toEqual([', "required": ["q"]', ', "required": []']);
  });

  it('input-schema-required-array has no suggestion where the schema comes from zod', async () => {
    const result = await lintOne('../source/recall/server-subclass.js');
    const finding = result.diagnostics.find((d) => d.ruleId === 'input-schema-required-array');
    expect(finding).toBeDefined();
    expect(finding!.suggestions).toBeUndefined();
  });

  it('JSON captures get neither fixes nor suggestions', async () => {
    const report = await lint([join(FIX_FIXTURES, '..', '..', '..', 'examples', 'tools.json')], options());
    const result = report.results[0]!;
    expect(result.diagnostics.some((d) => d.ruleId === 'input-schema-required-array')).toBe(true);
    expect(result.diagnostics.filter((d) => d.fix || d.suggestions)).toEqual([]);
    expect(result.output).toBeUndefined();
  });
});
