// An ESLint-RuleTester-like helper for mcp-lint rules. Each case becomes a vitest test:
//
//   testRule(rule, {
//     valid: [{ tool: {...} }, { tools: [...], spec: '2026-07-28' }],
//     invalid: [{ tool: {...}, options: {...}, errors: [{ messageId: 'missing', pointer: '/description' }] }],
//   });
//
// Strict: every reported finding must be listed, in the order the rule reports it; every messageId must exist in
// the rule's meta; every {{placeholder}} of the message must be filled. `data` in an expected error is checked as
// a subset of what the rule reported. Rules run through the real engine (lintSource) with only that rule on.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanScratch, loadText } from '../loaders/source/helpers.js';
import { lintSource, type ObservedFinding } from '../../src/core/engine.js';
import { parsePointer } from '../../src/core/pointer.js';
import type { Diagnostic, InputKind, LoadedSource, LoadedTool, PeerServer, Rule, SpecVersion } from '../../src/core/types.js';
import { DEFAULT_SPEC } from '../../src/core/types.js';

export interface RuleTestCase {
  /** Shown in the test title. */
  name?: string;
  /** One tool definition (a raw JSON value), or… */
  tool?: unknown;
  /** …several, linted as one source (their documentPointers are /tools/<i>), or… */
  tools?: unknown[];
  /** …fully built tools (source or live rules that need handler facts). */
  loaded?: Array<Partial<LoadedTool> & { definition: unknown }>;
  /** Extra fields of the LoadedSource (kind, probes, directives…). */
  source?: Partial<LoadedSource>;
  spec?: SpecVersion;
  options?: Record<string, unknown>;
  /** Other running servers of the run (cross-server rules). */
  peers?: PeerServer[];
}

export interface ExpectedError {
  messageId: string;
  /** Pointer into the reporting tool's definition. */
  pointer: string;
  /** Index of the reporting tool in `tools`/`loaded` (default 0). */
  toolIndex?: number;
  /** Checked as a subset of the reported data. */
  data?: Record<string, string | number>;
  /** Checked against the rendered message when given. */
  message?: string | RegExp;
}

export interface InvalidRuleTestCase extends RuleTestCase {
  errors: ExpectedError[];
}

export interface RuleTests {
  valid: RuleTestCase[];
  invalid: InvalidRuleTestCase[];
}

export interface ReportedError {
  messageId: string;
  pointer: string;
  toolIndex: number;
  data: Record<string, string | number>;
  message: string;
}

/** A LoadedTool whose `locate` resolves like a JSON loader's would, without positions (lines are faked from depth). */
let toolsMade = 0;

export function makeLoadedTool(definition: unknown, documentPointer: string, extra: Partial<LoadedTool> = {}): LoadedTool {
  // Each tool gets lines of its own, as in a real file: the engine drops findings repeated at one place.
  const firstLine = 1000 * toolsMade++;
  return {
    definition,
    documentPointer,
    locate(pointer) {
      // Deepest existing node on the path, like the real loaders (one step per segment, so deep pointers stay
      // cheap); rule tests check pointers, not these made-up positions.
      let node: unknown = definition;
      let depth = 0;
      for (const segment of parsePointer(pointer)) {
        if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) break;
        node = (node as Record<string, unknown>)[segment];
        depth++;
      }
      return { start: { line: firstLine + depth + 1, column: 1 }, end: { line: firstLine + depth + 1, column: 2 } };
    },
    ...extra,
  };
}

function buildSource(testCase: RuleTestCase, kind: InputKind): LoadedSource {
  let tools: LoadedTool[];
  if (testCase.loaded) tools = testCase.loaded.map((t, i) => makeLoadedTool(t.definition, t.documentPointer ?? `/tools/${i}`, t));
  else if (testCase.tools) tools = testCase.tools.map((definition, i) => makeLoadedTool(definition, `/tools/${i}`));
  else if ('tool' in testCase) tools = [makeLoadedTool(testCase.tool, '')];
  else throw new Error('A rule test case needs `tool`, `tools` or `loaded`.');
  return { source: 'test.json', kind, tools, diagnostics: [], ...testCase.source };
}

/**
 * Runs one rule over one case through the real engine (`lintSource`, options merged over the defaults as config does; the
 * unresolved-part filter, the crash guard, repeated findings dropped) and returns what it reported, in order.
 */
export function runRule(rule: Rule, testCase: RuleTestCase): ReportedError[] {
  const kind: InputKind = testCase.source?.kind ?? (rule.meta.scope === 'definition' ? 'json' : rule.meta.scope === 'diff' || rule.meta.scope === 'pin' ? 'json' : rule.meta.scope);
  const source = buildSource(testCase, kind);
  const observed: ObservedFinding[] = [];
  const options = { ...(rule.meta.defaultOptions ?? {}), ...(testCase.options ?? {}) };
  const result = lintSource(source, [rule], {
    spec: testCase.spec ?? DEFAULT_SPEC,
    settings: new Map([[rule.id, { level: 'error', options }]]),
    peers: () => testCase.peers ?? [],
    observe: (finding) => observed.push(finding),
  });
  // A rule that throws (an unknown messageId included) becomes the engine's crash finding: fail with its message.
  const crash = result.diagnostics.find((d) => d.ruleId === rule.id && d.messageId === undefined);
  if (crash) throw new Error(crash.message);
  const kept = new Set<Diagnostic>(result.diagnostics);
  return observed
    .filter(({ diagnostic }) => kept.has(diagnostic))
    .map(({ descriptor, diagnostic, tool }) => {
      const unfilled = /\{\{\s*\w+\s*\}\}/.exec(diagnostic.message);
      if (unfilled) throw new Error(`${rule.id} left ${unfilled[0]} unfilled in message "${descriptor.messageId}"`);
      return { messageId: descriptor.messageId, pointer: diagnostic.pointer, toolIndex: tool ? source.tools.indexOf(tool) : -1, data: descriptor.data ?? {}, message: diagnostic.message };
    });
}

function title(testCase: RuleTestCase, index: number): string {
  if (testCase.name) return testCase.name;
  const first = testCase.tool ?? testCase.tools?.[0] ?? testCase.loaded?.[0]?.definition;
  const name = first !== null && typeof first === 'object' && typeof (first as { name?: unknown }).name === 'string' ? (first as { name: string }).name : '';
  return `#${index}${name ? ` ${name}` : ''}${testCase.spec ? ` (${testCase.spec})` : ''}`;
}

export function testRule(rule: Rule, tests: RuleTests): void {
  describe(rule.id, () => {
    it('has valid and invalid cases', () => {
      expect(tests.valid.length).toBeGreaterThan(0);
      expect(tests.invalid.length).toBeGreaterThan(0);
    });
    describe('valid', () => {
      tests.valid.forEach((testCase, index) => {
        it(title(testCase, index), () => {
          expect(runRule(rule, testCase).map((e) => `${e.messageId} at ${e.pointer}: ${e.message}`)).toEqual([]);
        });
      });
    });
    describe('invalid', () => {
      tests.invalid.forEach((testCase, index) => {
        it(title(testCase, index), () => {
          expect(testCase.errors.length, 'an invalid case must expect at least one error').toBeGreaterThan(0);
          const reported = runRule(rule, testCase);
          const actual = reported.map((e) => ({ messageId: e.messageId, pointer: e.pointer, toolIndex: e.toolIndex }));
          const expected = testCase.errors.map((e) => ({ messageId: e.messageId, pointer: e.pointer, toolIndex: e.toolIndex ?? 0 }));
          expect(actual, `reported: ${reported.map((e) => e.message).join(' | ')}`).toEqual(expected);
          testCase.errors.forEach((want, i) => {
            const got = reported[i]!;
            if (want.data) expect(got.data).toMatchObject(want.data);
            if (typeof want.message === 'string') expect(got.message).toBe(want.message);
            else if (want.message) expect(got.message).toMatch(want.message);
          });
        });
      });
    });
  });
}

export interface SourceRuleTestCase {
  name: string;
  /** The text of server.ts in a scratch project. */
  code: string;
  options?: Record<string, unknown>;
}

export interface InvalidSourceRuleTestCase extends SourceRuleTestCase {
  /** Every finding of the rule, in order: message id and the 1-based line it is reported on. */
  errors: Array<{ messageId: string; line: number; message?: string | RegExp }>;
}

/**
 * The rule tester for source rules: each case is a file of server code, read by the real source loader and linted by
 * the real engine with only this rule on (so a rule's tests see what `mcp-lint server.ts` would report).
 */
export function testSourceRule(rule: Rule, tests: { valid: SourceRuleTestCase[]; invalid: InvalidSourceRuleTestCase[] }): void {
  const run = async (testCase: SourceRuleTestCase) => {
    const source = await loadText(testCase.code);
    const options = { ...(rule.meta.defaultOptions ?? {}), ...(testCase.options ?? {}) };
    const result = lintSource(source, [rule], { spec: DEFAULT_SPEC, settings: new Map([[rule.id, { level: 'error', options }]]) });
    const crash = result.diagnostics.find((d) => d.ruleId === rule.id && d.messageId === undefined);
    if (crash) throw new Error(crash.message);
    return result.diagnostics.filter((d) => d.ruleId === rule.id);
  };
  describe(`${rule.id} (source rule tester)`, () => {
    afterAll(cleanScratch);
    it('has valid and invalid cases', () => {
      expect(tests.valid.length).toBeGreaterThan(0);
      expect(tests.invalid.length).toBeGreaterThan(0);
    });
    for (const testCase of tests.valid) {
      it(`valid: ${testCase.name}`, async () => {
        expect((await run(testCase)).map((d) => `${d.messageId} at line ${d.range?.start.line}: ${d.message}`)).toEqual([]);
      });
    }
    for (const testCase of tests.invalid) {
      it(`invalid: ${testCase.name}`, async () => {
        expect(testCase.errors.length, 'an invalid case must expect at least one error').toBeGreaterThan(0);
        const found = await run(testCase);
        expect(found.map((d) => ({ messageId: d.messageId, line: d.range?.start.line })), found.map((d) => d.message).join(' | ')).toEqual(
          testCase.errors.map((e) => ({ messageId: e.messageId, line: e.line })),
        );
        testCase.errors.forEach((want, i) => {
          if (typeof want.message === 'string') expect(found[i]!.message).toBe(want.message);
          else if (want.message) expect(found[i]!.message).toMatch(want.message);
        });
      });
    }
  });
}
