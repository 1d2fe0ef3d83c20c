import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { shownJson } from '../../spec/value-text.js';
import { inputSubschemas, subschemaLabel } from '../shared/client-checks.js';
import { pythonTypeOf } from '../shared/python-server.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { fitsDeclaredType, isOneOf, shownValues } from '../shared/schema-types.js';

// JSON Schema does not validate "default", but models copy it: a model that sends the published default of
// {"type": "string", "default": null} sends null, and the server's validator (pydantic: "Input should be a valid
// string", Ajv in the TS SDK) refuses the call. In Python it is what `x: str = None` publishes.
const rule = defineRule({
  id: 'default-fits-schema',
  meta: {
    description: 'a "default" must be a value its own schema accepts (its type, its enum)',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      defaultOutsideType:
        '{{where}} has "default": {{value}}, which its own "type": {{type}} refuses; a model that sends the default gets the call refused. Make the default a value of that type, or let the parameter accept null if null is meant (add "null" to its "type").',
      defaultOutsideTypePython:
        '{{where}} has "default": {{value}}, which its own "type": {{type}} refuses: `{{name}}: {{python}} = None` publishes that, and a model that sends the default gets "Input should be a valid …". Write `{{name}}: {{python}} | None = None`.',
      defaultOutsideTypeZod:
        '{{where}} has "default": {{value}}, which its own "type": {{type}} refuses; a model that sends the default gets the call refused. Give `.default()` a value the zod schema accepts, or write `.nullable()` before `.default(null)` if null is meant.',
      defaultOutsideEnum:
        '{{where}} has "default": {{value}}, which is not one of its enum values ({{values}}); a model that sends the default gets the call refused. Make the default one of the values, or add it to the enum.',
    },
  },
  checkTool(tool, context) {
    const nodes = inputSubschemas(tool.definition);
    const language = schemaLanguageOf(tool, context);
    for (let n = 0; n < nodes.length; n++) {
      const { schema, pointer, propertyName } = nodes[n]!;
      if (!('default' in schema)) continue;
      const value = schema.default;
      const at = joinPointer(pointer, 'default');
      const where = subschemaLabel(pointer);
      if (!fitsDeclaredType(value, schema)) {
        const data = { where, value: shownJson(value, 40), type: shownJson(schema.type) };
        if (language === 'python' && value === null && propertyName !== undefined) {
          context.report({
            messageId: 'defaultOutsideTypePython',
            pointer: at,
            data: { ...data, name: propertyName, python: pythonTypeOf(schema) },
          });
        } else
          context.report({
            messageId: language === 'zod' ? 'defaultOutsideTypeZod' : 'defaultOutsideType',
            pointer: at,
            data,
          });
      } else if (Array.isArray(schema.enum) && schema.enum.length > 0 && !isOneOf(value, schema.enum)) {
        context.report({
          messageId: 'defaultOutsideEnum',
          pointer: at,
          data: { where, value: shownJson(value, 40), values: shownValues(schema.enum) },
        });
      }
    }
  },
});

export default rule;
