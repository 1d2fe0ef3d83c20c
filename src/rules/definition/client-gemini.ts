import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule, type RuleContext } from '../../core/types.js';
import { quote, quoteList } from '../../spec/value-text.js';
import { inputSubschemas, rejectedCharacters, subschemaLabel, toolNameOf } from '../shared/client-checks.js';

/** The fields of Gemini's `Schema` (a select subset of the OpenAPI 3.0 schema object), as its reference lists them. */
const SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);
const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const NAME_CHARACTER = /^[A-Za-z0-9_.:-]$/;
const PARAMETER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

// Gemini function declarations (sources and dates on docs/rules/client-gemini.md): a function name starts with a
// letter or underscore and holds at most 64 of a-z A-Z 0-9 _ . : -; parameter names are letters, digits and
// underscores; `parameters` is an OpenAPI-subset Schema, so any other keyword ("const", "additionalProperties",
// "$ref", "oneOf"…), a type array, or "type" beside "anyOf" makes the API reject the request. Clients that send
// the schema as `parametersJsonSchema` instead are not affected by the schema checks. Off unless `--client gemini`.
const rule = defineRule({
  id: 'client-gemini',
  meta: {
    description:
      'with --client gemini: function and parameter names, only the OpenAPI-subset Schema fields, one type, no type beside anyOf',
    defaultLevel: 'off',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        schemaKeywords: {
          type: 'boolean',
          description: 'check the schema against the OpenAPI subset (false for clients that send parametersJsonSchema)',
        },
      },
    },
    defaultOptions: { schemaKeywords: true },
    messages: {
      name: 'Gemini: function name {{name}} {{problem}}; Gemini requires a name that starts with a letter or underscore and holds at most 64 of a-z A-Z 0-9 _ . : -. Rename the tool.',
      parameterName:
        'Gemini: parameter name {{name}} {{problem}}; Gemini requires parameter names that start with a letter or underscore and hold at most 64 of a-z A-Z 0-9 _. Rename it.',
      unsupportedKeyword:
        'Gemini: {{where}} uses {{keywords}}, which Gemini\'s function schema (a subset of OpenAPI 3.0) does not have; the API rejects the request ("Unknown name … Cannot find field") unless the client strips them. Remove them or describe the constraint in "description".',
      typeArray:
        'Gemini: {{where}} has "type": {{value}}, but Gemini\'s "type" is one value and the API rejects a list there. Use one type with "nullable": true, or "anyOf".',
      itemsList:
        'Gemini: {{where}} has a list of schemas under "items" (a tuple); Gemini takes one schema there ("Proto field is not repeating, cannot start list"). Use one "items" schema.',
      typeWithAnyOf:
        'Gemini: {{where}} has both "type" and "anyOf"; Gemini rejects that ("type and anyOf cannot be both populated"). Move the type into each "anyOf" branch.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    const name = toolNameOf(definition);
    if (name !== undefined && !NAME.test(name)) {
      context.report({
        messageId: 'name',
        pointer: '/name',
        data: { name: quote(name), problem: nameProblem(name, NAME_CHARACTER) },
      });
    }
    // Clients that send the schema as parametersJsonSchema are held to names only.
    const schemaChecks = context.options.schemaKeywords !== false;
    for (const node of inputSubschemas(definition)) {
      const s = node.schema;
      if (node.depth === 0) checkParameterNames(s, node.pointer, context);
      if (!schemaChecks) continue;
      const unsupported = Object.keys(s).filter((key) => !SCHEMA_FIELDS.has(key));
      if (unsupported.length > 0) {
        context.report({
          messageId: 'unsupportedKeyword',
          pointer: joinPointer(node.pointer, unsupported[0]!),
          data: { where: subschemaLabel(node.pointer), keywords: quoteList(unsupported, 5) },
        });
      }
      if (Array.isArray(s.type)) {
        context.report({
          messageId: 'typeArray',
          pointer: `${node.pointer}/type`,
          data: { where: subschemaLabel(node.pointer), value: JSON.stringify(s.type).slice(0, 60) },
        });
      }
      if ('type' in s && Array.isArray(s.anyOf))
        context.report({
          messageId: 'typeWithAnyOf',
          pointer: `${node.pointer}/anyOf`,
          data: { where: subschemaLabel(node.pointer) },
        });
      if (Array.isArray(s.items))
        context.report({
          messageId: 'itemsList',
          pointer: `${node.pointer}/items`,
          data: { where: subschemaLabel(node.pointer) },
        });
    }
  },
});

function checkParameterNames(root: JsonObject, pointer: string, context: RuleContext): void {
  if (!isObject(root.properties)) return;
  for (const key of Object.keys(root.properties)) {
    if (PARAMETER.test(key)) continue;
    context.report({
      messageId: 'parameterName',
      pointer: joinPointer(pointer, 'properties', key),
      data: { name: quote(key), problem: nameProblem(key, /^[A-Za-z0-9_]$/) },
    });
  }
}

function nameProblem(name: string, allowed: RegExp): string {
  if (name.length === 0) return 'is empty';
  const characters = rejectedCharacters(name, allowed);
  if (characters) return `contains ${characters}`;
  if (!/^[A-Za-z_]/.test(name)) return `starts with ${JSON.stringify(name[0])}`;
  return `is ${name.length} characters long`;
}

export default rule;
