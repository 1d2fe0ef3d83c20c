// Diff and pin rules report changes that were classified before any rule ran (one comparison per source, shared
// by every rule); each rule reports the changes of its own class, so `--rule <id>:<level>` and config apply per class.
import type { Rule, RuleMeta } from '../../../types.js';

export function changeReporter(id: string, meta: RuleMeta): Rule {
  return {
    id,
    meta,
    checkSource(_tools, context) {
      for (const change of context.source.comparison?.changes ?? []) {
        if (change.ruleId !== id) continue;
        context.report({ messageId: change.messageId, pointer: change.pointer, data: change.data, tool: change.tool });
      }
    },
  };
}
