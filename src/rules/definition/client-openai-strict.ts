import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { inputSubschemas, isObjectSchema, subschemaLabel } from '../shared/client-checks.js';

// OpenAI strict mode (`strict: true`, Structured Outputs; sources and dates on docs/rules/client-openai-strict.md):
// every object must say "additionalProperties": false, every property must be listed in "required" (optional
// ones become nullable), and "oneOf" is not permitted. The API answers 400 to the whole request. Clients that
// send MCP tools with strict: true (or an agent framework that does) need all of it. Off unless
// `--client openai-strict`.
const rule = defineRule({
  id: 'client-openai-strict',
  meta: {
    description:
      'with --client openai-strict: additionalProperties: false on every object, every property required, no oneOf',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      additionalProperties:
        'OpenAI strict mode: {{where}} is an object schema without "additionalProperties": false, which strict mode requires on every object ("\'additionalProperties\' is required to be supplied and to be false"). Add it.',
      notRequired:
        'OpenAI strict mode: {{where}} does not list {{missing}} in "required"; strict mode requires every property there. List each, and let an optional one accept null, e.g. "type": ["string", "null"].',
      oneOf:
        'OpenAI strict mode: {{where}} uses "oneOf", which strict mode does not permit ("\'oneOf\' is not permitted"). Use "anyOf".',
    },
  },
  checkTool(tool, context) {
    for (const node of inputSubschemas(tool.definition)) {
      const s = node.schema;
      if (isObjectSchema(s)) {
        if (s.additionalProperties !== false) {
          const pointer = 'additionalProperties' in s ? `${node.pointer}/additionalProperties` : node.pointer;
          context.report({ messageId: 'additionalProperties', pointer, data: { where: subschemaLabel(node.pointer) } });
        }
        if (isObject(s.properties)) {
          const required = new Set(
            Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [],
          );
          const missing = Object.keys(s.properties).filter((key) => !required.has(key));
          if (missing.length > 0) {
            const pointer = Array.isArray(s.required) ? `${node.pointer}/required` : node.pointer;
            context.report({
              messageId: 'notRequired',
              pointer,
              data: { where: subschemaLabel(node.pointer), missing: quoteList(missing, 5) },
            });
          }
        }
      }
      if (Array.isArray(s.oneOf))
        context.report({
          messageId: 'oneOf',
          pointer: `${node.pointer}/oneOf`,
          data: { where: subschemaLabel(node.pointer) },
        });
    }
  },
});

export default rule;
