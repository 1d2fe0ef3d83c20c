import { isObject, type JsonObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { subschemasOf } from '../shared/subschemas.js';
import { subschemaLabel } from '../shared/client-checks.js';

// Microsoft Copilot Studio's known MCP issues (sources and dates on docs/rules/client-copilot-studio.md): a tool
// with a reference ($ref) in its input or output schema is filtered out of the tool list; a "type" that lists
// several types truncates the input schema; a numeric "exclusiveMinimum" throws System.FormatException. Off unless
// `--client copilot-studio`.
const rule = defineRule({
  id: 'client-copilot-studio',
  meta: {
    description:
      'with --client copilot-studio: no $ref in input or output schemas, one type per "type", no numeric exclusiveMinimum',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      reference:
        'Copilot Studio: {{where}} uses "$ref"; Copilot Studio filters tools with reference types out of the server\'s tool list ("Reference type inputs and outputs aren\'t supported", https://learn.microsoft.com/en-us/microsoft-copilot-studio/mcp-troubleshooting). Inline the referenced schema.',
      typeArray:
        'Copilot Studio: {{where}} has "type": {{value}}; Copilot Studio truncates the input schema at a type that lists several types (https://learn.microsoft.com/en-us/microsoft-copilot-studio/mcp-troubleshooting). Use one type.',
      exclusiveMinimum:
        'Copilot Studio: {{where}} has a numeric "exclusiveMinimum"; Copilot Studio throws System.FormatException on it (https://learn.microsoft.com/en-us/microsoft-copilot-studio/mcp-troubleshooting). Use "minimum" with the next allowed value.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    for (const key of ['inputSchema', 'outputSchema'] as const) {
      const schema = definition[key];
      if (!isObject(schema)) continue;
      let referenced = false;
      for (const node of subschemasOf(schema as JsonObject, `/${key}`)) {
        const s = node.schema;
        const where =
          key === 'inputSchema'
            ? subschemaLabel(node.pointer)
            : `outputSchema${node.pointer.slice('/outputSchema'.length)}`;
        // One $ref finding per schema: the tool is filtered out either way.
        if (!referenced && typeof s.$ref === 'string') {
          referenced = true;
          context.report({ messageId: 'reference', pointer: `${node.pointer}/$ref`, data: { where } });
        }
        if (key !== 'inputSchema') continue;
        if (Array.isArray(s.type) && s.type.length > 1) {
          context.report({
            messageId: 'typeArray',
            pointer: `${node.pointer}/type`,
            data: { where, value: JSON.stringify(s.type).slice(0, 60) },
          });
        }
        if (typeof s.exclusiveMinimum === 'number')
          context.report({
            messageId: 'exclusiveMinimum',
            pointer: `${node.pointer}/exclusiveMinimum`,
            data: { where },
          });
      }
    }
  },
});

export default rule;
