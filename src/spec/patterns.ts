// Regular expressions taken from definitions (`pattern`, `patternProperties` keys), run against text. V8's engine
// backtracks: `^(a+)+$` against 41 characters takes hours. These run in RE2JS, a linear-time engine (a port of RE2),
// and under budgets on the size of each compiled program, on all of one input's patterns together, and on each match.
// RE2 cannot express look-ahead, backreferences or counts over 1,000: such a pattern is 'unsupported', and callers
// treat it as unknown.
// Only compiling with V8 (to tell a valid pattern from an invalid one) is safe: V8 parses without running.
import { createRequire } from 'node:module';
import type { RE2JS as RE2JSClass } from 're2js';

/** Estimated program size (RE2 instructions, counted from the source) past which one pattern is not compiled. */
export const MAX_PATTERN_SIZE = 2_000;
/** Estimated instructions one input's patterns may compile together (about a second at RE2JS's slowest). */
export const MAX_PATTERN_SIZE_PER_INPUT = 100_000;
/** Program size × text length past which one match is not run (about a second at the NFA's pace). */
export const MAX_MATCH_WORK = 100_000_000;

export type PatternProblem = 'invalid' | 'unsupported' | 'costly' | 'spent';

export interface LinearPattern {
  ok: true;
  /** Whether the pattern matches somewhere in the text (RegExp.prototype.test), or undefined past MAX_MATCH_WORK. */
  test(text: string): boolean | undefined;
}
export type DefinitionPattern = LinearPattern | { ok: false; problem: PatternProblem };

/** What one input may still spend on compiling patterns: one per input, so a file of patterns is bounded as a whole. */
export interface PatternBudget {
  left: number;
  /** What this input's patterns compiled to: a pattern repeated across its tools is compiled and charged once. */
  readonly compiled: Map<string, DefinitionPattern>;
}

export const newPatternBudget = (): PatternBudget => ({ left: MAX_PATTERN_SIZE_PER_INPUT, compiled: new Map() });

// Functions, not constants: a number's first toLocaleString loads ICU's number formatting (about 12 ms of CPU), which
// only a run that prints one of these should pay.
export const PATTERN_PROBLEMS: Record<PatternProblem, () => string> = {
  invalid: () => 'is not a valid regular expression',
  unsupported: () =>
    'uses what linear-time engines cannot run (look-ahead, a backreference or a count over 1,000), and mcp-lint runs it in no other',
  costly: () =>
    `is too costly to check (mcp-lint runs patterns of up to ${MAX_PATTERN_SIZE.toLocaleString('en-US')} steps)`,
  spent: () =>
    `was not run: the patterns of this input passed ${MAX_PATTERN_SIZE_PER_INPUT.toLocaleString('en-US')} steps together`,
};

let engine: typeof RE2JSClass | undefined;

/**
 * In the published bundle (CommonJS) the literal require lets esbuild put re2js into a vendor file of its own
 * (scripts/bundle-cli.mjs), read on the first pattern run: most runs compile none. Run as ES modules (tests, the tsc
 * output), Node's require is made for this file.
 */
function loadEngine(): typeof RE2JSClass {
  if (typeof require === 'function') return (require('re2js') as { RE2JS: typeof RE2JSClass }).RE2JS;
  return (createRequire(import.meta.url)('re2js') as { RE2JS: typeof RE2JSClass }).RE2JS;
}

/** The pattern as JSON Schema means it (ECMA-262 with the `u` flag), ready to run in linear time, or why not. */
export function definitionPattern(source: string, budget: PatternBudget): DefinitionPattern {
  const known = budget.compiled.get(source);
  if (known) return known;
  const size = estimatedSize(source);
  if (size > MAX_PATTERN_SIZE) return remember(budget, source, { ok: false, problem: 'costly' });
  // Not remembered: a spent budget says nothing of the pattern itself.
  if (size > budget.left) return { ok: false, problem: 'spent' };
  budget.left -= size;
  return remember(budget, source, compile(source, size));
}

function remember(budget: PatternBudget, source: string, pattern: DefinitionPattern): DefinitionPattern {
  budget.compiled.set(source, pattern);
  return pattern;
}

function compile(source: string, size: number): DefinitionPattern {
  try {
    new RegExp(source, 'u');
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  // translateRegExp turns `\k<name>` into the letter k instead of refusing it: a named backreference is caught here.
  if (hasNamedBackreference(source)) return { ok: false, problem: 'unsupported' };
  engine ??= loadEngine();
  let program: RE2JSClass;
  try {
    program = engine.compile(engine.translateRegExp(source), engine.LOOKBEHINDS);
  } catch {
    return { ok: false, problem: 'unsupported' };
  }
  const work = Math.max(size, program.programSize());
  return {
    ok: true,
    test: (text) => (work * Math.max(1, text.length) > MAX_MATCH_WORK ? undefined : program.test(text)),
  };
}

function hasNamedBackreference(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== '\\') continue;
    if (source[i + 1] === 'k' && source[i + 2] === '<') return true;
    i++; // the escaped character
  }
  return false;
}

/**
 * An upper estimate of the RE2 program's size, read from the source in one pass: each atom counts one, a counted
 * repetition multiplies what it repeats (`(?:[a-z]{100}){10}` is 1,000), so a short pattern that compiles to a huge
 * program is refused before RE2JS spends time on it.
 */
export function estimatedSize(source: string): number {
  // Per open group: its size so far, and the size of the last atom (what a quantifier repeats).
  const totals: number[] = [0];
  let last = 0;
  let i = 0;
  const add = (size: number) => {
    totals[totals.length - 1]! += size;
    last = size;
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') {
      i += 2;
      add(1);
    } else if (char === '[') {
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
      add(1);
    } else if (char === '(') {
      totals.push(0);
      last = 0;
      i++;
    } else if (char === ')') {
      const group = totals.length > 1 ? totals.pop()! : 0;
      add(group + 1);
      i++;
    } else if (char === '|') {
      add(1);
      last = 0;
      i++;
    } else if (char === '{') {
      const repeat = /^\{(\d+)(?:,(\d*))?\}/.exec(source.slice(i, i + 24));
      if (!repeat) {
        add(1);
        i++;
        continue;
      }
      const count = Math.max(Number(repeat[1]), Number(repeat[2] || 0), 1);
      const extra = last * (count - 1);
      totals[totals.length - 1]! += extra;
      last += extra;
      i += repeat[0].length;
      if (totals[totals.length - 1]! > MAX_PATTERN_SIZE * 1000) return Infinity;
    } else {
      add(1);
      i++;
    }
  }
  return totals.reduce((sum, size) => sum + size, 0);
}
