import { isNonEmptyString, isObject, type JsonObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';
import { forEachParameter, inputSchemaOf } from '../shared/parameters.js';
import { pythonTypeOf, schemasFromTypeHints } from '../shared/python-server.js';
import { resolveLocalRef } from '../shared/schema-document.js';
import { isLeaked, sdkTypeLeak } from '../shared/sdk-types.js';

/**
 * A description the model sees for this parameter: its own, or the one on the definition a local `$ref` points to
 * (directly, as the only `allOf` entry, or as an `anyOf`/`oneOf` branch, as pydantic writes them).
 */
function hasDescription(schema: JsonObject, root: JsonObject): boolean {
  if (isNonEmptyString(schema.description)) return true;
  // Runs for every parameter without its own description: the places are checked in turn, with no list built.
  if (describedTarget(schema.$ref, root)) return true;
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0]) && describedTarget(allOf[0].$ref, root)) return true;
  // Optional[Model] in pydantic: {"anyOf": [{"$ref": "#/$defs/Model"}, {"type": "null"}]}.
  return describedBranch(schema.anyOf, root) || describedBranch(schema.oneOf, root);
}

function describedBranch(branches: unknown, root: JsonObject): boolean {
  if (!Array.isArray(branches)) return false;
  for (let i = 0; i < branches.length; i++) {
    const branch: unknown = branches[i];
    if (isObject(branch) && describedTarget(branch.$ref, root)) return true;
  }
  return false;
}

/** Whether `ref` is a local reference to a schema with a non-empty description. */
function describedTarget(ref: unknown, root: JsonObject): boolean {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return false;
  const target = resolveLocalRef(root, ref);
  return isObject(target) && isNonEmptyString(target.description);
}

// A property with one possible value (a discriminator such as {"const": "circle"}, or a one-value enum as older
// generators write it) leaves the model no choice, so it needs no prose.
const rule: Rule = {
  id: 'property-description',
  meta: {
    description: 'every parameter, at any depth, needs a non-empty description',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      missing:
        'Parameter "{{path}}" has no description, so a model has only its name to go on. Say what it is for, its format and an example value.',
      titleOnly:
        'Parameter "{{path}}" has a title ({{title}}) but no description; models read the description. Add a "description" saying what it is for, its format and an example value.',
      // Python servers generate the schema from the signature, and pydantic writes every "title" itself.
      missingPython:
        'Parameter "{{path}}" has no description, so a model has only its name to go on. Declare it as Annotated[{{type}}, Field(description="…")] saying what it is for, its format and an example value.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    // A leaked SDK type is one sdk-type-in-input finding, not one here per field of the SDK's models.
    const leak = sdkTypeLeak(schema);
    forEachParameter(schema, (parameter) => {
      if (isLeaked(leak, parameter.pointer)) return;
      const s = parameter.schema;
      const fixedValue = 'const' in s || (Array.isArray(s.enum) && s.enum.length === 1);
      if (fixedValue || hasDescription(s, schema)) return;
      if (schemasFromTypeHints(context)) {
        context.report({ messageId: 'missingPython', pointer: parameter.pointer, data: { path: parameter.path, type: pythonTypeOf(s) } });
      } else if (isNonEmptyString(s.title)) {
        context.report({ messageId: 'titleOnly', pointer: parameter.pointer, data: { path: parameter.path, title: JSON.stringify(s.title) } });
      } else context.report({ messageId: 'missing', pointer: parameter.pointer, data: { path: parameter.path } });
    });
  },
};

export default rule;
