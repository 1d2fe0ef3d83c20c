import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { shownJson } from '../../spec/value-text.js';
import { inputSubschemas, subschemaLabel } from '../shared/client-checks.js';
import { pythonTypeOf } from '../shared/python-server.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
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
      defaultOutsideTypePythonValue:
        '{{where}} has "default": {{value}}, which its own "type": {{type}} refuses: the signature gives `{{name}}: {{python}}` a default of another type, and a model that sends it gets "Input should be a valid …". Give it a default of its type, or widen the hint to the values it takes.',
      defaultOutsideTypeZod:
        '{{where}} has "default": {{value}}, which its own "type": {{type}} refuses; a model that sends the default gets the call refused. Give `.default()` a value the zod schema accepts, or write `.nullable()` before `.default(null)` if null is meant.',
      defaultOutsideEnum:
        '{{where}} has "default": {{value}}, which is not one of its enum values ({{values}}); a model that sends the default gets the call refused. Make the default one of the values, or add it to the enum.',
      defaultOutsideEnumZod:
        '{{where}} has "default": {{value}}, which is not one of its enum values ({{values}}); a model that sends the default gets the call refused. Give `.default()` one of the z.enum([…]) values, or add it to the enum.',
      defaultOutsideEnumPython:
        '{{where}} has "default": {{value}}, which is not one of its enum values ({{values}}); a model that sends the default gets "Input should be …". Give `{{name}}: {{python}}` one of those values as its default, or add it to the Literal.',
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
        if (language === 'python' && propertyName !== undefined) {
          context.report({
            messageId: value === null ? 'defaultOutsideTypePython' : 'defaultOutsideTypePythonValue',
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
        // A Literal's fix names the parameter, so a nested one (no name of its own) gets the JSON Schema wording.
        const named = language !== 'python' || propertyName !== undefined;
        context.report({
          messageId: messageIn(named ? language : 'json-schema', {
            'json-schema': 'defaultOutsideEnum',
            zod: 'defaultOutsideEnumZod',
            python: 'defaultOutsideEnumPython',
          }),
          pointer: at,
          data: {
            where,
            value: shownJson(value, 40),
            values: shownValues(schema.enum),
            name: propertyName ?? '',
            python: pythonTypeOf(schema),
          },
        });
      }
    }
  },
});

export default rule;
