import { isObject } from '../../json-value.js';
import { describeValue } from '../../spec/value-text.js';
// SDK v1 clients reject the whole tools/list when one tool breaks this, so it is an error even though the
// fix is one line.
const rule = {
    id: 'input-schema-root-object',
    meta: {
        description: 'inputSchema must exist, be an object and have "type": "object" at its root',
        defaultLevel: 'error',
        scope: 'definition',
        messages: {
            missing: 'The tool has no inputSchema. The spec requires one even without parameters, and SDK v1 clients reject the whole tools/list over it. Add {"type": "object", "additionalProperties": false}.',
            notObject: 'inputSchema must be a JSON Schema object, got {{value}}. Use {"type": "object", "properties": {…}}; SDK v1 clients reject the whole tools/list over this tool.',
            typeMissing: 'inputSchema has no "type": "object". Tool arguments are always a JSON object, and SDK v1 clients reject the whole tools/list over this tool. Add "type": "object" at the root.',
            typeNotObject: 'inputSchema has "type": {{value}}, but its root must be "type": "object" because tool arguments are always a JSON object. Wrap the value in an object property.',
        },
    },
    checkTool(tool, context) {
        const definition = tool.definition;
        if (!isObject(definition))
            return;
        if (!('inputSchema' in definition)) {
            context.report({ messageId: 'missing', pointer: '/inputSchema' });
            return;
        }
        const schema = definition.inputSchema;
        if (!isObject(schema)) {
            context.report({ messageId: 'notObject', pointer: '/inputSchema', data: { value: describeValue(schema) } });
            return;
        }
        if (!('type' in schema))
            context.report({ messageId: 'typeMissing', pointer: '/inputSchema/type' });
        else if (schema.type !== 'object') {
            const value = Array.isArray(schema.type) ? JSON.stringify(schema.type).slice(0, 80) : describeValue(schema.type);
            context.report({ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value } });
        }
    },
};
export default rule;
