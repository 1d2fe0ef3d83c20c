// Inline control: `// mcp-lint-disable-next-line rule-a, rule-b -- reason`, `/* mcp-lint-disable rule */ … /* mcp-lint-enable rule */`,
// and a file-level `/* mcp-lint-disable */` before any code. Directives are parsed by the source loader;
// this file only decides which diagnostics they silence.
import type { Diagnostic, DisableDirective } from './types.js';

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
      suppressed.push({ ...diagnostic, suppressions: hits.map((hit) => ({ kind: 'directive' as const, justification: hit.reason ?? '' })) });
      for (const hit of hits) used.add(hit);
    }
  }
  const unused = directives.filter((d) => d.kind !== 'block-end' && !used.has(d));
  return { kept, suppressed, unused };
}
