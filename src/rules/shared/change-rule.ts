// Diff and pin rules report changes that were classified before any rule ran (one comparison per source, shared
// by every rule); each rule reports the changes of its own class, so `--rule <id>:<level>` and config apply per class.
import type { DefinitionChange, Rule, RuleMeta, SourceComparison } from '../../core/types.js';
import { toolNameOf } from '../../core/json-value.js';
import { quote } from '../../spec/value-text.js';

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

// The templates as each rule declares them (what changed, without the tool), for pin summaries that name it first.
const declared = new Map<string, Record<string, string>>();

export function changeTemplate(ruleId: string, messageId: string): string | undefined {
  return declared.get(ruleId)?.[messageId];
}

/**
 * A diff finding names its tool: on a minified capture a line and column do not say which tool, and a removed tool
 * has no place at all. Messages that start from the tool ("Tool {{name}} was removed") already do.
 */
function namingTheTool(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([messageId, template]) => [
      messageId,
      template.startsWith('Tool {{') ? template : `Tool {{tool}}: ${template}`,
    ]),
  );
}

export function changeReporter(id: string, meta: RuleMeta): Rule {
  declared.set(id, meta.messages);
  const messages = meta.scope === 'diff' ? namingTheTool(meta.messages) : meta.messages;
  return {
    id,
    meta: { ...meta, messages },
    checkSource(_tools, context) {
      const comparison = context.source.comparison;
      if (!comparison) return;
      for (const change of changesFor(comparison, id)) {
        const data = { ...change.data, tool: quote(toolNameOf(change.tool.definition) ?? '') };
        context.report({ messageId: change.messageId, pointer: change.pointer, data, tool: change.tool });
      }
    },
  };
}
