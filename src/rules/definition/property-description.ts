import { isNonEmptyString, isObject, type JsonObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import {
  INPUT_SCHEMA_POINTER,
  forEachParameter,
  inputSchemaOf,
  readablePath,
  type Parameter,
} from '../shared/parameters.js';
import { pythonTypeOf } from '../shared/python-server.js';
import { unreferencedDefinitions } from '../shared/definitions.js';
import { resolveLocalRef } from '../shared/schema-document.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { isLeaked, sdkTypeLeak } from '../shared/sdk-types.js';

/**
 * A description the model sees for this parameter: its own, or the one on the definition a local `$ref` points to
 * (directly, as the only `allOf` entry, or as an `anyOf`/`oneOf` branch, as pydantic writes them), or one written on
 * an `anyOf`/`oneOf` branch itself (`{"anyOf": [{"type": "string", "description": "…"}, {"type": "null"}]}`).
 */
function hasDescription(schema: JsonObject, root: JsonObject): boolean {
  if (isNonEmptyString(schema.description)) return true;
  // Runs for every parameter without its own description: the places are checked in turn, with no list built.
  if (describedTarget(schema.$ref, root)) return true;
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0]) && describedTarget(allOf[0].$ref, root))
    return true;
  // Optional[Model] in pydantic: {"anyOf": [{"$ref": "#/$defs/Model"}, {"type": "null"}]}.
  return describedBranch(schema.anyOf, root) || describedBranch(schema.oneOf, root);
}

function describedBranch(branches: unknown, root: JsonObject): boolean {
  if (!Array.isArray(branches)) return false;
  for (let i = 0; i < branches.length; i++) {
    const branch: unknown = branches[i];
    if (isObject(branch) && (isNonEmptyString(branch.description) || describedTarget(branch.$ref, root))) return true;
  }
  return false;
}

/** Whether `ref` is a local reference to a schema with a non-empty description. */
function describedTarget(ref: unknown, root: JsonObject): boolean {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return false;
  const target = resolveLocalRef(root, ref);
  return isObject(target) && isNonEmptyString(target.description);
}

/** Whether a parameter sits in one of the top-level definitions no `$ref` reaches (`/inputSchema/$defs/Name/…`). */
function inUnusedDefinition(pointer: string, unused: ReadonlySet<string>): boolean {
  if (unused.size === 0) return false;
  const segments = pointer.slice(INPUT_SCHEMA_POINTER.length).split('/');
  return (
    (segments[1] === '$defs' || segments[1] === 'definitions') &&
    unused.has(`${INPUT_SCHEMA_POINTER}/${segments[1]}/${segments[2]}`)
  );
}

/**
 * A container whose members are all described (`params: {type: "object", properties: {…each described…}}`, an array
 * of such objects): the model reads what goes in it from its members, so the container's own prose adds little.
 */
function describedContainer(schema: JsonObject, root: JsonObject): boolean {
  const members = isObject(schema.items) ? schema.items : schema;
  if (!isObject(members.properties)) return false;
  const properties = Object.values(members.properties);
  return properties.length > 0 && properties.every((property) => isObject(property) && hasDescription(property, root));
}

/**
 * The tool's description documents the parameter the way docstrings and READMEs do ("city: the city to look up",
 * "- key (str): the key", "Args: … days: …"): the model reads it there, so it has more than the name to go on.
 * Only for top-level parameters, whose names such lists use.
 */
function documentedInToolDescription(name: string, toolDescription: string | undefined): boolean {
  if (!toolDescription || name.length < 2) return false;
  let at = toolDescription.indexOf(name);
  while (at >= 0) {
    // A list entry starts its line ("    key (str): …", "- name: …"); "weather for a city: …" is prose, not one.
    const lineStart = toolDescription.lastIndexOf('\n', at - 1) + 1;
    const lead = toolDescription.slice(lineStart, at);
    const after = toolDescription.slice(at + name.length, at + name.length + 40);
    if (lead.length <= 12 && /^[\s\-*•`]*$/.test(lead) && /^`?\s*(\([^)\n]*\)\s*)?[:—–]|^`?\s+-\s/.test(after))
      return true;
    at = toolDescription.indexOf(name, at + name.length);
  }
  return false;
}

/**
 * More undescribed parameters than this under one top-level parameter (or among the top-level ones, or in one
 * definition) are one finding listing them: they share one cause (an API body generated without descriptions), and
 * a finding per nested field buried large servers' output.
 */
const GROUP_ABOVE = 3;

/** The group a parameter belongs to: the top-level parameter or definition it is nested in, or the root's own. */
function groupOf(parameter: Parameter): string {
  if (parameter.parentPointer === INPUT_SCHEMA_POINTER) return INPUT_SCHEMA_POINTER;
  const segments = parameter.pointer.slice(INPUT_SCHEMA_POINTER.length).split('/');
  return `${INPUT_SCHEMA_POINTER}/${segments[1]}/${segments[2]}`;
}

// A property with one possible value (a discriminator such as {"const": "circle"}, or a one-value enum as older
// generators write it) leaves the model no choice, so it needs no prose. Nor does a container whose members are all
// described, or a top-level parameter the tool's description documents ("Args: city: …", as Python docstrings do). Parameters inside a top-level definition no
// `$ref` reaches are no parameters of this tool (generators copy shared definitions into every tool).
// Off by default (in `strict`): 42 of 118 sampled findings on published servers were TRUE (36%, docs/rules/README.md);
// most rejected ones are self-evident fields (a bounded latitude, an `asc`/`desc` enum, a chart's `x`).
const rule = defineRule({
  id: 'property-description',
  meta: {
    description: 'every parameter, at any depth, needs a non-empty description',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      missing:
        'Parameter "{{path}}" has no description, so a model has only its name to go on. Say what it is for, its format and an example value.',
      titleOnly:
        'Parameter "{{path}}" has a title ({{title}}) but no description; models read the description. Add a "description" saying what it is for, its format and an example value.',
      missingZod:
        'Parameter "{{path}}" has no description, so a model has only its name to go on. Add .describe("…") to its zod schema saying what it is for, its format and an example value.',
      // Python servers generate the schema from the signature, and pydantic writes every "title" itself.
      missingPython:
        'Parameter "{{path}}" has no description, so a model has only its name to go on. Declare it as Annotated[{{type}}, Field(description="…")] saying what it is for, its format and an example value.',
      manyMissing:
        '{{count}} parameters {{where}} have no description ({{names}}), so a model has only their names to go on. Give each a "description" saying what it is for, its format and an example value.',
      manyMissingZod:
        '{{count}} parameters {{where}} have no description ({{names}}), so a model has only their names to go on. Add .describe("…") to each one\'s zod schema saying what it is for, its format and an example value.',
      manyMissingPython:
        '{{count}} parameters {{where}} have no description ({{names}}), so a model has only their names to go on. Declare each as Annotated[T, Field(description="…")] (a model\'s fields as Field(description="…")) saying what it is for, its format and an example value.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const unused = new Set(
      unreferencedDefinitions(schema, INPUT_SCHEMA_POINTER).map((definition) => definition.pointer),
    );
    const undescribed = new Map<string, Parameter[]>();
    const toolDescription =
      isObject(tool.definition) && typeof tool.definition.description === 'string'
        ? tool.definition.description
        : undefined;
    // A leaked SDK type is one sdk-type-in-input finding, not one here per field of the SDK's models.
    const leak = sdkTypeLeak(schema);
    forEachParameter(schema, (parameter) => {
      if (isLeaked(leak, parameter.pointer)) return;
      const s = parameter.schema;
      const fixedValue = 'const' in s || (Array.isArray(s.enum) && s.enum.length === 1);
      if (fixedValue || hasDescription(s, schema) || inUnusedDefinition(parameter.pointer, unused)) return;
      if (describedContainer(s, schema)) return;
      if (
        parameter.parentPointer === INPUT_SCHEMA_POINTER &&
        documentedInToolDescription(parameter.name, toolDescription)
      )
        return;
      const group = groupOf(parameter);
      let siblings = undescribed.get(group);
      if (!siblings) undescribed.set(group, (siblings = []));
      siblings.push(parameter);
    });
    const language = schemaLanguageOf(tool, context);
    for (const [group, parameters] of undescribed) {
      if (parameters.length > GROUP_ABOVE) {
        const path = readablePath(group.slice(INPUT_SCHEMA_POINTER.length));
        const messageId = messageIn(language, {
          'json-schema': 'manyMissing',
          zod: 'manyMissingZod',
          python: 'manyMissingPython',
        });
        const names = quoteList(
          parameters.map((p) => (path && p.path.startsWith(`${path}.`) ? p.path.slice(path.length + 1) : p.path)),
          6,
        );
        const data = { count: parameters.length, where: path ? `in "${path}"` : 'of the tool', names };
        context.report({ messageId, pointer: group === INPUT_SCHEMA_POINTER ? `${group}/properties` : group, data });
        continue;
      }
      for (const parameter of parameters) {
        const s = parameter.schema;
        if (language === 'python') {
          context.report({
            messageId: 'missingPython',
            pointer: parameter.pointer,
            data: { path: parameter.path, type: pythonTypeOf(s) },
          });
        } else if (language === 'zod') {
          context.report({ messageId: 'missingZod', pointer: parameter.pointer, data: { path: parameter.path } });
        } else if (isNonEmptyString(s.title)) {
          context.report({
            messageId: 'titleOnly',
            pointer: parameter.pointer,
            data: { path: parameter.path, title: JSON.stringify(s.title) },
          });
        } else context.report({ messageId: 'missing', pointer: parameter.pointer, data: { path: parameter.path } });
      }
    }
  },
});

export default rule;
