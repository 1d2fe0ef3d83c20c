import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { describeValue } from '../../spec/value-text.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { checkSchemaDocument, SCHEMA_DOCUMENT_MESSAGES } from '../shared/schema-document.js';

// Under 2025-11-25 structuredContent is an object, so the outputSchema root must be "type": "object"; SDK v1
// clients reject the whole tools/list otherwise. 2026-07-28 allows any root (schema-portability still warns).
const rule = defineRule({
  id: 'output-schema-valid',
  meta: {
    description: 'outputSchema must be a valid JSON Schema for its dialect, with an object root under spec 2025-11-25',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      ...SCHEMA_DOCUMENT_MESSAGES,
      notObject:
        'outputSchema must be a JSON Schema object, got {{value}}. Describe structuredContent with {"type": "object", "properties": {…}} or remove outputSchema.',
      rootTypeMissing:
        'outputSchema has no "type": "object". Under MCP 2025-11-25 structuredContent is always an object, and SDK v1 clients reject the whole tools/list over this tool. Add "type": "object" at the root.',
      // Measured: mcp 1.29 publishes `-> Node` (a recursive model) as {"$ref": "#/$defs/Node", "$defs": …}; 2.3 inlines it.
      rootTypeMissingPython:
        'outputSchema has no "type": "object": mcp 1.x publishes a recursive model returned by the function as a bare "$ref". Under MCP 2025-11-25 structuredContent is always an object, and SDK v1 clients reject the whole tools/list over this tool. Return a model that holds the recursive one in a field (class Result(BaseModel): tree: Node), or upgrade to mcp 2.x, which writes the root out.',
      rootNotObject:
        'outputSchema has "type": {{value}}, but under MCP 2025-11-25 its root must be "type": "object" (structuredContent is an object). Wrap the value, e.g. {"type": "object", "properties": {"result": …}, "required": ["result"]}.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !('outputSchema' in definition) || definition.outputSchema === undefined) return;
    const schema = definition.outputSchema;
    if (!isObject(schema)) {
      context.report({ messageId: 'notObject', pointer: '/outputSchema', data: { value: describeValue(schema) } });
      return;
    }
    if (context.spec === '2025-11-25') {
      if (!('type' in schema)) {
        const recursiveModel = '$ref' in schema && schemaLanguageOf(tool, context) === 'python';
        context.report({
          messageId: recursiveModel ? 'rootTypeMissingPython' : 'rootTypeMissing',
          pointer: '/outputSchema/type',
        });
      } else if (schema.type !== 'object') {
        const value = Array.isArray(schema.type)
          ? JSON.stringify(schema.type).slice(0, 80)
          : describeValue(schema.type);
        context.report({ messageId: 'rootNotObject', pointer: '/outputSchema/type', data: { value } });
      }
    }
    for (const finding of checkSchemaDocument(schema, '/outputSchema', 'outputSchema')) context.report(finding);
  },
});

export default rule;
