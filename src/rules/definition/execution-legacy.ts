import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { describeValue } from '../../spec/value-text.js';

// MCP 2026-07-28 removed `Tool.execution` (changelog: tasks moved out to the `io.modelcontextprotocol/tasks`
// extension). Tool stays open, so the field is no error; a 2026-07-28 client ignores it. Only a tool that asks for
// tasks is told: `{"taskSupport": "forbidden"}` means what no field means, and SDK v1 writes it on every tool (468 of
// the 469 `execution` fields on the published-servers benchmark). Under 2025-11-25 the field is part of the Tool
// schema, whose values ("forbidden" | "optional" | "required") tool-definition-valid checks.
const rule = defineRule({
  id: 'execution-legacy',
  meta: {
    description:
      'under spec 2026-07-28, a tool still asking for task support through execution.taskSupport (tasks became an extension)',
    defaultLevel: 'info',
    scope: 'definition',
    messages: {
      legacy:
        'The tool declares "execution" {{value}} (2025-11-25\'s task support), which MCP 2026-07-28 removed: tasks are now the "io.modelcontextprotocol/tasks" extension, and 2026-07-28 clients ignore this field. Keep it only while you serve 2025-11-25 clients.',
    },
  },
  checkTool(tool, context) {
    if (context.spec !== '2026-07-28') return;
    if (!isObject(tool.definition) || !('execution' in tool.definition)) return;
    const execution = tool.definition.execution;
    const taskSupport = isObject(execution) ? execution.taskSupport : execution;
    if (taskSupport === undefined || taskSupport === 'forbidden') return;
    const pointer = isObject(execution) ? '/execution/taskSupport' : '/execution';
    context.report({
      messageId: 'legacy',
      pointer,
      data: { value: isObject(execution) ? `taskSupport ${describeValue(taskSupport)}` : describeValue(execution) },
    });
  },
});

export default rule;
