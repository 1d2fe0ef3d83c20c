// Inline control comments, in one place: what a comment says (the grammar) and which diagnostics it silences.
//   // mcp-lint-disable-next-line rule-a, rule-b -- reason
//   // mcp-lint-disable-line rule -- reason
//   /* mcp-lint-disable rule */ … /* mcp-lint-enable rule */
//   /* mcp-lint-disable */ before any code: the whole file
// The source loader finds the comments (loaders/source/comments.ts) and hands each one's text here.
import type { Diagnostic, DisableDirective } from './types.js';
import type { Range } from './position.js';

const PATTERN = /^\s*mcp-lint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;

/** A quick test before any comment is scanned: files without the prefix have no directive. */
export const DIRECTIVE_PREFIX = 'mcp-lint-';

/**
 * The directive a comment's text (without its `//` or `/* *\/`) states, or undefined when it states none.
 * `range` is the comment's; `beforeCode` says whether it comes before the file's first statement.
 */
export function parseDirective(body: string, range: Range, beforeCode: boolean): DisableDirective | undefined {
  const match = PATTERN.exec(body);
  if (!match) return undefined;
  const [, keyword, rest = ''] = match;
  const [list = '', ...reasonParts] = rest.split(/\s--\s|\s--$/);
  const reason = reasonParts.join(' -- ').trim();
  const ruleIds = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let kind: DisableDirective['kind'];
  if (keyword === 'disable-next-line') {
    kind = 'next-line';
    // The next line is the one after the comment's last line.
    if (range.start.line !== range.end.line) range = { start: { line: range.end.line, column: 1 }, end: range.end };
  } else if (keyword === 'disable-line') kind = 'line';
  else if (keyword === 'enable') kind = 'block-end';
  else kind = beforeCode ? 'file' : 'block-start';
  return { kind, ruleIds, range, ...(reason ? { reason } : {}) };
}

/** Rule ids named by directives that are not rules of this run (directive-unknown-rule reports them). */
export function unknownRuleIds(
  directives: readonly DisableDirective[],
  known: ReadonlySet<string>,
): Array<{ id: string; range: Range }> {
  return directives.flatMap((directive) =>
    directive.ruleIds.filter((id) => !known.has(id)).map((id) => ({ id, range: directive.range })),
  );
}

export interface DirectiveOutcome {
  kept: Diagnostic[];
  suppressed: Diagnostic[];
  unused: DisableDirective[];
}

function names(directive: DisableDirective, ruleId: string | null): boolean {
  return ruleId !== null && (directive.ruleIds.length === 0 || directive.ruleIds.includes(ruleId));
}

/** The directives that silence one diagnostic (empty when none does). */
function silencers(diagnostic: Diagnostic, directives: readonly DisableDirective[]): DisableDirective[] {
  const line = diagnostic.range?.start.line;
  if (line === undefined) return [];
  const hits: DisableDirective[] = [];
  // Block directives: the latest disable/enable before the line decides, per rule.
  let openBlock: DisableDirective | undefined;
  for (const directive of directives) {
    if (!names(directive, diagnostic.ruleId)) continue;
    switch (directive.kind) {
      case 'file':
        hits.push(directive);
        break;
      case 'next-line':
        if (directive.range.start.line + 1 === line) hits.push(directive);
        break;
      case 'line':
        if (directive.range.start.line === line) hits.push(directive);
        break;
      case 'block-start':
        if (directive.range.start.line <= line) openBlock = directive;
        break;
      case 'block-end':
        if (directive.range.start.line <= line) openBlock = undefined;
        break;
    }
  }
  if (openBlock) hits.push(openBlock);
  return hits;
}

export function applyDirectives(diagnostics: Diagnostic[], directives: readonly DisableDirective[]): DirectiveOutcome {
  if (directives.length === 0) return { kept: diagnostics, suppressed: [], unused: [] };
  const used = new Set<DisableDirective>();
  const kept: Diagnostic[] = [];
  const suppressed: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const hits = diagnostic.fatal ? [] : silencers(diagnostic, directives);
    if (hits.length === 0) kept.push(diagnostic);
    else {
      suppressed.push({
        ...diagnostic,
        suppressions: hits.map((hit) => ({ kind: 'directive' as const, justification: hit.reason ?? '' })),
      });
      for (const hit of hits) used.add(hit);
    }
  }
  const unused = directives.filter((d) => d.kind !== 'block-end' && !used.has(d));
  return { kept, suppressed, unused };
}
