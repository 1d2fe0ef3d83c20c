import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { describeValue } from '../../spec/value-text.js';

// SDK v1 clients reject the whole tools/list when one tool breaks this, so it is an error even though the
// fix is one line.
const rule = defineRule({
  id: 'input-schema-root-object',
  meta: {
    description: 'inputSchema must exist, be an object and have "type": "object" at its root',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no inputSchema. The spec requires one even without parameters, and SDK v1 clients reject the whole tools/list over it. Add {"type": "object", "additionalProperties": false}.',
      notObject:
        'inputSchema must be a JSON Schema object, got {{value}}. Use {"type": "object", "properties": {…}}; SDK v1 clients reject the whole tools/list over this tool.',
      typeMissing:
        'inputSchema has no "type": "object". Tool arguments are always a JSON object, and SDK v1 clients reject the whole tools/list over this tool. Add "type": "object" at the root.',
      typeNotObject:
        'inputSchema has "type": {{value}}, but its root must be "type": "object" because tool arguments are always a JSON object. Wrap the value in an object property.',
      zodRootV1:
        'inputSchema is a zod schema whose root is {{root}}, not an object, and tool arguments are always a JSON object. SDK v1 publishes it as {"type": "object", "properties": {}} and checks every call against the zod schema, so every call fails as invalid arguments ("{{zodSays}}"). Wrap it in z.object({ … }) and give the value a named property.',
      zodRootV2List:
        'inputSchema is a zod schema whose root is {{root}}, not an object, and tool arguments are always a JSON object. SDK v2 refuses to convert it when a client lists the tools ("MCP tool and prompt schemas must describe objects"), so tools/list fails for the whole server and none of its tools can be used. Wrap it in z.object({ … }) and give the value a named property.',
      zodRootV2Calls:
        'inputSchema is a zod schema whose root is {{root}}, not an object, and tool arguments are always a JSON object. SDK v2 publishes it with "type": "object" stamped on the root, which no value satisfies, and checks every call against the zod schema, so every call fails as invalid arguments ("{{zodSays}}"). Wrap it in z.object({ … }) and give the value a named property.',
    },
  },
  checkTool(tool, context) {
    // Source mode: the definition holds what the SDK publishes for a zod root that is no object, which hides the mistake.
    const zodRoot = tool.sourceFacts?.zodInputRoot;
    if (zodRoot) {
      const messageId = zodRoot.generation === 1 ? 'zodRootV1' : zodRoot.listFails ? 'zodRootV2List' : 'zodRootV2Calls';
      context.report({ messageId, pointer: '/inputSchema', data: { root: zodRoot.text, zodSays: zodRoot.zodSays } });
      return;
    }
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!('inputSchema' in definition)) {
      context.report({ messageId: 'missing', pointer: '/inputSchema' });
      return;
    }
    const schema = definition.inputSchema;
    if (!isObject(schema)) {
      context.report({ messageId: 'notObject', pointer: '/inputSchema', data: { value: describeValue(schema) } });
      return;
    }
    if (!('type' in schema)) context.report({ messageId: 'typeMissing', pointer: '/inputSchema/type' });
    else if (schema.type !== 'object') {
      const value = Array.isArray(schema.type) ? JSON.stringify(schema.type).slice(0, 80) : describeValue(schema.type);
      context.report({ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value } });
    }
  },
});

export default rule;
