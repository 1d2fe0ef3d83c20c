// ESLint's RuleTester for mcp-lint rules. Each case becomes a vitest test:
//
//   testRule(rule, {
//     valid: [{ tool: {...} }, { name: 'clean', code: 'print("x", file=sys.stderr)', filename: 'server.py' }],
//     invalid: [
//       { tool: {...}, options: {...}, errors: [{ messageId: 'missing', pointer: '/description' }] },
//       { name: 'print', code: '…', filename: 'server.py', errors: [{ messageId: 'beforeTransport', line: 4 }], output: '…' },
//     ],
//   });
//
// A case is a tool definition (the JSON side, located by pointer) or a file of server code, TS/JS or Python by its
// filename, read by the real loader and located by line. Strict: every reported finding must be listed, in the order
// the rule reports it; every messageId must exist in the rule's meta; every {{placeholder}} of the message must be
// filled; a code case whose findings fix the code must say the fixed `output`, and each suggestion its own.
// `data` in an expected error is checked as a subset of what the rule reported. Rules run through the real engine
// (lintSource) with only that rule on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanScratch, scratchDir } from '../loaders/source/helpers.js';
import { lintSource, type ObservedFinding } from '../../src/core/engine.js';
import { applyFixes } from '../../src/fix/apply.js';
import { loadJsonText } from '../../src/loaders/json/index.js';
import { loadScriptFiles } from '../../src/loaders/scripts.js';
import { allRules } from '../../src/rules/index.js';
import { parsePointer } from '../../src/core/pointer.js';
import type {
  Diagnostic,
  InputKind,
  LoadedSource,
  LoadedTool,
  PeerServer,
  Rule,
  SpecVersion,
} from '../../src/core/types.js';
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
  valid: AnyRuleTestCase[];
  invalid: AnyInvalidRuleTestCase[];
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

export function makeLoadedTool(
  definition: unknown,
  documentPointer: string,
  extra: Partial<LoadedTool> = {},
): LoadedTool {
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
  if (testCase.loaded)
    tools = testCase.loaded.map((t, i) => makeLoadedTool(t.definition, t.documentPointer ?? `/tools/${i}`, t));
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
  const kind: InputKind =
    testCase.source?.kind ??
    (rule.meta.scope === 'definition'
      ? 'json'
      : rule.meta.scope === 'diff' || rule.meta.scope === 'pin'
        ? 'json'
        : rule.meta.scope);
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
      return {
        messageId: descriptor.messageId,
        pointer: diagnostic.pointer,
        toolIndex: tool ? source.tools.indexOf(tool) : -1,
        data: descriptor.data ?? {},
        message: diagnostic.message,
      };
    });
}

function title(testCase: RuleTestCase, index: number): string {
  if (testCase.name) return testCase.name;
  const first = testCase.tool ?? testCase.tools?.[0] ?? testCase.loaded?.[0]?.definition;
  const name =
    first !== null && typeof first === 'object' && typeof (first as { name?: unknown }).name === 'string'
      ? (first as { name: string }).name
      : '';
  return `#${index}${name ? ` ${name}` : ''}${testCase.spec ? ` (${testCase.spec})` : ''}`;
}

/** A case of text (a tools/list JSON file, TS/JS or Python server code), read by the real loader of its kind. */
export interface CodeRuleTestCase {
  name: string;
  /** The text of the file. */
  code: string;
  /** Its name, which picks the reader: `server.ts` (default), `server.js`, `server.py`, `tools.json`… */
  filename?: string;
  options?: Record<string, unknown>;
}

export interface ExpectedSuggestion {
  /** Checked against the suggestion's description when given. */
  desc?: string | RegExp;
  /** The code once this one suggestion is applied. */
  output: string;
}

export interface ExpectedCodeError {
  messageId: string;
  /** The 1-based line it is reported on. */
  line: number;
  message?: string | RegExp;
  /** Every suggestion of the finding, in order; required when it has any (ESLint's RuleTester asks the same). */
  suggestions?: ExpectedSuggestion[];
}

export interface InvalidCodeRuleTestCase extends CodeRuleTestCase {
  /** Every finding of the rule, in order. */
  errors: ExpectedCodeError[];
  /**
   * The code after one pass of the findings' fixes (as --fix applies them); `null` asserts that nothing is fixed.
   * Required when any finding has a fix, so a fix is never untested.
   */
  output?: string | null;
}

export type AnyRuleTestCase = RuleTestCase | CodeRuleTestCase;
export type AnyInvalidRuleTestCase = InvalidRuleTestCase | InvalidCodeRuleTestCase;

const isCode = (testCase: AnyRuleTestCase): testCase is CodeRuleTestCase => 'code' in testCase;

async function loadCode(code: string, filename: string): Promise<LoadedSource> {
  if (filename.endsWith('.json')) {
    const loaded = await loadJsonText(code, filename, { explicit: true });
    if (loaded.status !== 'loaded') throw new Error(`${filename} is not a tool list: ${loaded.reason}`);
    return loaded.source;
  }
  const dir = scratchDir();
  writeFileSync(join(dir, filename), code);
  const [source] = await loadScriptFiles([filename], {
    cwd: dir,
    knownRuleIds: new Set(allRules.map((known) => known.id)),
  });
  return source!;
}

/** Lints one code case with only this rule on, through the loader of the file's language and the real engine. */
async function runCode(rule: Rule, testCase: CodeRuleTestCase): Promise<Diagnostic[]> {
  const source = await loadCode(testCase.code, testCase.filename ?? 'server.ts');
  const options = { ...(rule.meta.defaultOptions ?? {}), ...(testCase.options ?? {}) };
  const result = lintSource(source, [rule], {
    spec: DEFAULT_SPEC,
    settings: new Map([[rule.id, { level: 'error', options }]]),
  });
  const crash = result.diagnostics.find((d) => d.ruleId === rule.id && d.messageId === undefined);
  if (crash) throw new Error(crash.message);
  const found = result.diagnostics.filter((d) => d.ruleId === rule.id);
  for (const finding of found) {
    const unfilled = /\{\{\s*\w+\s*\}\}/.exec(finding.message);
    if (unfilled) throw new Error(`${rule.id} left ${unfilled[0]} unfilled in message "${finding.messageId}"`);
  }
  return found;
}

function expectText(actual: string, want: string | RegExp | undefined, what: string): void {
  if (typeof want === 'string') expect(actual, what).toBe(want);
  else if (want) expect(actual, what).toMatch(want);
}

/** Runs one invalid code case and asserts what it must (exported for the tester's own tests). */
export async function checkCodeCase(rule: Rule, testCase: InvalidCodeRuleTestCase): Promise<void> {
  const found = await runCode(rule, testCase);
  expect(
    found.map((d) => ({ messageId: d.messageId, line: d.range?.start.line })),
    found.map((d) => d.message).join(' | '),
  ).toEqual(testCase.errors.map((e) => ({ messageId: e.messageId, line: e.line })));
  testCase.errors.forEach((want, i) => {
    const got = found[i]!;
    expectText(got.message, want.message, `message of error ${i}`);
    const suggestions = got.suggestions ?? [];
    if (suggestions.length > 0)
      expect(want.suggestions, `error ${i} has suggestions: list them with their output`).toBeDefined();
    expect(suggestions.length, `suggestions of error ${i}`).toBe(want.suggestions?.length ?? 0);
    suggestions.forEach((suggestion, j) => {
      expectText(suggestion.desc, want.suggestions![j]!.desc, `description of suggestion ${j} of error ${i}`);
      expect(
        applyFixes(testCase.code, [{ ...got, fix: suggestion.fix }]).output,
        `output of suggestion ${j} of error ${i}`,
      ).toBe(want.suggestions![j]!.output);
    });
  });
  const fixed = applyFixes(testCase.code, found);
  if (fixed.applied > 0)
    expect(testCase.output, 'the rule fixed the code: give the case an output').not.toBeUndefined();
  if (testCase.output !== undefined)
    expect(fixed.applied > 0 ? fixed.output : null, 'output after the fixes').toBe(testCase.output);
}

function checkDefinitionCase(rule: Rule, testCase: InvalidRuleTestCase): void {
  const reported = runRule(rule, testCase);
  const actual = reported.map((e) => ({ messageId: e.messageId, pointer: e.pointer, toolIndex: e.toolIndex }));
  const expected = testCase.errors.map((e) => ({
    messageId: e.messageId,
    pointer: e.pointer,
    toolIndex: e.toolIndex ?? 0,
  }));
  expect(actual, `reported: ${reported.map((e) => e.message).join(' | ')}`).toEqual(expected);
  testCase.errors.forEach((want, i) => {
    const got = reported[i]!;
    if (want.data) expect(got.data).toMatchObject(want.data);
    expectText(got.message, want.message, `message of error ${i}`);
  });
}

function caseTitle(testCase: AnyRuleTestCase, index: number): string {
  return isCode(testCase)
    ? `${testCase.name}${testCase.filename ? ` (${testCase.filename})` : ''}`
    : title(testCase, index);
}

/**
 * ESLint's RuleTester for mcp-lint rules: valid cases report nothing, invalid cases report exactly the listed errors
 * in order. A case is a tool definition (`tool`, `tools`, `loaded`: the JSON side, located by pointer) or a file of
 * server code (`code`, TS/JS or Python by `filename`: located by line, with its fixed `output` and each suggestion's).
 */
export function testRule(rule: Rule, tests: RuleTests): void {
  describe(rule.id, () => {
    afterAll(cleanScratch);
    it('has valid and invalid cases', () => {
      expect(tests.valid.length).toBeGreaterThan(0);
      expect(tests.invalid.length).toBeGreaterThan(0);
    });
    describe('valid', () => {
      tests.valid.forEach((testCase, index) => {
        it(caseTitle(testCase, index), async () => {
          const found = isCode(testCase)
            ? (await runCode(rule, testCase)).map((d) => `${d.messageId} at line ${d.range?.start.line}: ${d.message}`)
            : runRule(rule, testCase).map((e) => `${e.messageId} at ${e.pointer}: ${e.message}`);
          expect(found).toEqual([]);
        });
      });
    });
    describe('invalid', () => {
      tests.invalid.forEach((testCase, index) => {
        it(caseTitle(testCase, index), async () => {
          expect(testCase.errors.length, 'an invalid case must expect at least one error').toBeGreaterThan(0);
          if (isCode(testCase)) await checkCodeCase(rule, testCase as InvalidCodeRuleTestCase);
          else checkDefinitionCase(rule, testCase as InvalidRuleTestCase);
        });
      });
    });
  });
}
