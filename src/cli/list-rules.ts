// --list-rules: every rule with its default level, scope, description and docs link.
import { ruleDocsUrl } from '../core/docs-url.js';
import type { Rule } from '../core/types.js';

export function listRulesJson(rules: readonly Rule[]): string {
  const rows = rules.map((rule) => ({
    id: rule.id,
    defaultLevel: rule.meta.defaultLevel,
    scope: rule.meta.scope,
    description: rule.meta.description,
    docs: ruleDocsUrl(rule.id),
    ...(rule.meta.optionsSchema ? { optionsSchema: rule.meta.optionsSchema } : {}),
  }));
  return JSON.stringify(rows, null, 2) + '\n';
}

export function listRulesTable(rules: readonly Rule[]): string {
  if (rules.length === 0) return 'No rules are registered.\n';
  const header = ['rule', 'default', 'scope', 'description'];
  const rows = rules.map((r) => [r.id, r.meta.defaultLevel, r.meta.scope, r.meta.description]);
  const widths = header.slice(0, 3).map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w)).concat('-'.repeat(11))), ...rows.map(line)];
  out.push('', `Docs: ${ruleDocsUrl('<rule>')}`);
  return out.join('\n') + '\n';
}
