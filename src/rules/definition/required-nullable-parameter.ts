import { isObject, type JsonObject } from '../../core/json-value.js';
import { getAtPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { INPUT_SCHEMA_POINTER, inputSchemaOf, parametersOf, typesOf, type Parameter } from '../shared/parameters.js';
import { pythonTypeOf } from '../shared/python-server.js';
import { schemaLanguageOf } from '../shared/schema-language.js';

// A parameter that is required yet accepts null says two things at once: "you must send it" and "it may be empty".
// Models read such a parameter as optional and leave it out, and the call fails validation. In Python this is what
// `x: T | None` (or `Optional[T]`) without a default gives: pydantic lists it in "required" with
// {"anyOf": [T, {"type": "null"}]}, and a call without it fails with "Field required" (MCPServer) or "Missing required
// argument" (fastmcp), measured on mcp 2.3.0 and fastmcp 4.0.10; a default was almost always what was meant.
// Off by default (in `strict`): 2 of 3 sampled findings on published servers were TRUE (67%); the other was a
// parameter whose description says null unsets the value.
const rule = defineRule({
  id: 'required-nullable-parameter',
  meta: {
    description: 'a required parameter should not also accept null',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      requiredNullable:
        'Parameter "{{path}}" is required but also accepts null: a model reads it as optional, leaves it out, and the call fails validation. Make it optional (leave it out of "required", with a default), or drop null from its type.',
      requiredNullablePython:
        'Parameter "{{path}}" is {{type}} | None without a default, so the SDK makes it required: a model reads it as optional, leaves it out, and the call fails validation. Give it a default: `{{name}}: {{type}} | None = None`.',
      // zod's .nullable() keeps the field required; .nullish() is .nullable().optional().
      requiredNullableZod:
        'Parameter "{{path}}" is .nullable() without .optional() in the zod schema, so it is required yet accepts null: a model reads it as optional, leaves it out, and the call fails validation. Write .nullish() instead (or .optional(), if null means nothing to the handler).',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    // A hand-written Python schema (the low-level Server) is JSON Schema, not a signature.
    const language = schemaLanguageOf(tool, context);
    for (const parameter of parametersOf(schema)) {
      const others = nonNullParts(parameter.schema);
      if (others === undefined || !isRequired(schema, parameter) || nullHasAMeaning(parameter.schema)) continue;
      if (language === 'python') {
        const type = others.map(pythonTypeOf).join(' | ');
        context.report({
          messageId: 'requiredNullablePython',
          pointer: parameter.pointer,
          data: { path: parameter.path, name: parameter.name, type },
        });
      } else
        context.report({
          messageId: language === 'zod' ? 'requiredNullableZod' : 'requiredNullable',
          pointer: parameter.pointer,
          data: { path: parameter.path },
        });
    }
  },
});

/**
 * When the schema accepts null beside other values: the schemas of those other values (to name them in a message);
 * undefined when it does not accept null, or accepts nothing else.
 */
function nonNullParts(schema: JsonObject): JsonObject[] | undefined {
  const types = typesOf(schema);
  if (types.includes('null'))
    return types.length > 1 ? types.filter((t) => t !== 'null').map((type) => ({ type })) : undefined;
  // OpenAPI 3.0's way of saying it, which some generators write.
  if (schema.nullable === true && types.length > 0) return [schema];
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const isNull = (branch: unknown) =>
      isObject(branch) && typesOf(branch).length === 1 && typesOf(branch)[0] === 'null';
    if (!branches.some(isNull)) continue;
    const others = branches.filter((branch) => !isNull(branch));
    return others.length > 0 ? others.map((branch) => (isObject(branch) ? branch : {})) : undefined;
  }
  return undefined;
}

// "null to clear", "pass null to remove the limit": a required parameter whose null is a value the caller chooses
// (an update that unsets a field) is deliberate, and a model told so sends null rather than leaving it out.
const NULL_MEANING =
  /\bnull\b[^.\n]{0,40}?\b(?:unset|clear|remov|reset|delet|disabl|no limit|none|default)|\b(?:unset|clear|remov|reset|delet|disabl)\w*\b[^.\n]{0,40}?\bnull\b/i;

function nullHasAMeaning(schema: JsonObject): boolean {
  return typeof schema.description === 'string' && NULL_MEANING.test(schema.description);
}

/** Whether the object schema that declares the parameter lists it in "required". */
function isRequired(root: JsonObject, parameter: Parameter): boolean {
  const parent = getAtPointer(root, parameter.parentPointer.slice(INPUT_SCHEMA_POINTER.length));
  return isObject(parent) && Array.isArray(parent.required) && parent.required.includes(parameter.name);
}

export default rule;
