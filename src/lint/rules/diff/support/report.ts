// Diff and pin rules report changes that were classified before any rule ran (one comparison per source, shared
// by every rule); each rule reports the changes of its own class, so `--rule <id>:<level>` and config apply per class.
import type { DefinitionChange, Rule, RuleMeta, SourceComparison } from '../../../types.js';

// Changes grouped by rule once per comparison, so twenty-odd rules do not each scan every change.
const grouped = new WeakMap<SourceComparison, Map<string, DefinitionChange[]>>();

function changesFor(comparison: SourceComparison, ruleId: string): DefinitionChange[] {
  let byRule = grouped.get(comparison);
  if (!byRule) {
    byRule = new Map();
    for (const change of comparison.changes) {
      const list = byRule.get(change.ruleId);
      if (list) list.push(change);
      else byRule.set(change.ruleId, [change]);
    }
    grouped.set(comparison, byRule);
  }
  return byRule.get(ruleId) ?? [];
}

export function changeReporter(id: string, meta: RuleMeta): Rule {
  return {
    id,
    meta,
    checkSource(_tools, context) {
      const comparison = context.source.comparison;
      if (!comparison) return;
      for (const change of changesFor(comparison, id)) {
        context.report({ messageId: change.messageId, pointer: change.pointer, data: change.data, tool: change.tool });
      }
    },
  };
}
