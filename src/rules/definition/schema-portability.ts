import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule, type RuleContext } from '../../core/types.js';
import { pointerLabel } from '../../spec/ajv-errors.js';
import { describeValue, quote } from '../../spec/value-text.js';
import { readablePath } from '../shared/parameters.js';
import { schemaLanguageOf, type SchemaLanguage } from '../shared/schema-language.js';
import { subschemasOf } from '../shared/subschemas.js';

/** Where a boolean subschema is unusual. `additionalProperties: false` and friends are normal and not listed. */
const SINGLE = ['items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames'];
const ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAP = ['properties', '$defs', 'definitions', 'dependentSchemas', 'patternProperties'];
const REF_KEYS = ['$ref', '$dynamicRef'];
const TYPED_BY = ['type', 'enum', 'const', '$ref', '$dynamicRef', 'anyOf', 'oneOf', 'allOf', 'not'];

interface Options {
  booleanSchemas: boolean;
  typeArrays: boolean;
  untypedParameters: boolean;
  remoteRefs: boolean;
  nonObjectOutput: boolean;
}

function optionsOf(context: RuleContext): Options {
  const o = context.options;
  return {
    booleanSchemas: o.booleanSchemas !== false,
    typeArrays: o.typeArrays !== false,
    // Off by default: 17 of 22 reviewed untyped parameters on published servers were TRUE (77%); the rest are a
    // deliberate "number or numeric string" or "row or rows" (bench/review, 2026-12-06). strict turns it on.
    untypedParameters: o.untypedParameters === true,
    remoteRefs: o.remoteRefs !== false,
    nonObjectOutput: o.nonObjectOutput !== false,
  };
}

const NONE: ReadonlyArray<{ pointer: string; value: boolean }> = [];

function booleanChildren(schema: JsonObject, pointer: string): ReadonlyArray<{ pointer: string; value: boolean }> {
  if (!hasBooleanChild(schema)) return NONE;
  const found: Array<{ pointer: string; value: boolean }> = [];
  for (const key of SINGLE)
    if (typeof schema[key] === 'boolean')
      found.push({ pointer: joinPointer(pointer, key), value: schema[key] as boolean });
  for (const key of ARRAY) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach(
        (item, i) => typeof item === 'boolean' && found.push({ pointer: joinPointer(pointer, key, i), value: item }),
      );
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, sub] of Object.entries(map))
        if (typeof sub === 'boolean') found.push({ pointer: joinPointer(pointer, key, name), value: sub });
  }
  return found;
}

const SINGLE_KEYS = new Set(SINGLE);
const ARRAY_KEYS = new Set(ARRAY);
const MAP_KEYS = new Set(MAP);

/**
 * Whether booleanChildren finds anything, answered from the keys the schema has (most schemas have no boolean
 * subschema, and a plain `"additionalProperties": false` is not one): only the keywords listed above are looked into.
 */
function hasBooleanChild(schema: JsonObject): boolean {
  for (const key in schema) {
    const value = schema[key];
    if (typeof value === 'boolean') {
      if (SINGLE_KEYS.has(key)) return true;
    } else if (Array.isArray(value)) {
      if (ARRAY_KEYS.has(key)) for (let i = 0; i < value.length; i++) if (typeof value[i] === 'boolean') return true;
    } else if (isObject(value) && MAP_KEYS.has(key)) {
      for (const name in value) if (typeof value[name] === 'boolean') return true;
    }
  }
  return false;
}

function typedBy(schema: JsonObject): boolean {
  for (let i = 0; i < TYPED_BY.length; i++) if (TYPED_BY[i]! in schema) return true;
  return false;
}

function collectIds(root: JsonObject, base: string): Set<string> {
  const ids = new Set<string>();
  for (const { schema } of subschemasOf(root, base))
    if (typeof schema.$id === 'string') ids.add(schema.$id.replace(/#$/, ''));
  return ids;
}

const UNTYPED_IN = { 'json-schema': 'untyped', zod: 'untypedZod', python: 'untypedPython' } as const satisfies Record<
  SchemaLanguage,
  string
>;

function checkSchema(
  root: JsonObject,
  key: 'inputSchema' | 'outputSchema',
  context: RuleContext,
  options: Options,
  language: SchemaLanguage,
): void {
  const base = '/' + key;
  let ids: Set<string> | undefined; // only needed once a non-local reference shows up
  const label = (pointer: string) => pointerLabel(key, pointer.slice(base.length), root);
  const nodes = subschemasOf(root, base);
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n]!;
    const s = node.schema;
    if (options.booleanSchemas) {
      const children = hasBooleanChild(s) ? booleanChildren(s, node.pointer) : NONE;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        // Under 2025-11-25 a boolean root property schema breaks the Tool type: tool-definition-valid reports it.
        if (
          context.spec === '2025-11-25' &&
          node.depth === 0 &&
          child.pointer.startsWith(joinPointer(base, 'properties') + '/')
        )
          continue;
        context.report({
          messageId: 'booleanSchema',
          pointer: child.pointer,
          data: { where: label(child.pointer), value: String(child.value) },
        });
      }
    }
    // ["string", "null"] is the common nullable idiom (and what OpenAI's strict mode asks for), so only arrays
    // with two or more non-null types are flagged; and only in inputs, the part clients forward to model APIs (an
    // outputSchema is read by the client's validator, which takes type arrays).
    if (
      options.typeArrays &&
      key === 'inputSchema' &&
      Array.isArray(s.type) &&
      s.type.filter((t) => t !== 'null').length > 1
    ) {
      context.report({
        messageId: language === 'zod' ? 'typeArrayZod' : 'typeArray',
        pointer: joinPointer(node.pointer, 'type'),
        data: { where: label(node.pointer) || key, value: JSON.stringify(s.type).slice(0, 80) },
      });
    }
    // `{}` is JSON Schema's explicit "any value" (a feature flag's value, a cell's value): deliberate, and reviewers
    // rejected it as a finding. A schema with other keywords but no type is the oversight this check is for.
    if (
      options.untypedParameters &&
      key === 'inputSchema' &&
      node.propertyName !== undefined &&
      !typedBy(s) &&
      Object.keys(s).length > 0
    ) {
      const path = readablePath(node.pointer.slice(base.length));
      // A Python parameter without a type hint publishes {"title": …} alone; zod's z.any()/z.unknown() publish no type.
      const top = node.pointer === joinPointer(base, 'properties', node.propertyName);
      const messageId = language === 'python' && !top ? 'untyped' : UNTYPED_IN[language];
      context.report({ messageId, pointer: node.pointer, data: { path } });
    }
    if (options.remoteRefs) {
      for (let k = 0; k < REF_KEYS.length; k++) {
        const refKey = REF_KEYS[k]!;
        const ref = s[refKey];
        if (typeof ref !== 'string' || ref.startsWith('#')) continue;
        ids ??= collectIds(root, base);
        if (ids.has(ref.replace(/#.*$/, ''))) continue;
        context.report({
          messageId: 'remoteRef',
          pointer: joinPointer(node.pointer, refKey),
          data: { key: refKey, value: quote(ref) },
        });
      }
    }
  }
}

// What spec-valid schemas still break in real clients and model APIs. Each check can be turned off by option.
const rule = defineRule({
  id: 'schema-portability',
  meta: {
    description:
      'flags valid schemas that some clients cannot use: boolean subschemas, type arrays, untyped parameters, network $refs, non-object outputSchema',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      booleanSchema:
        '{{where}} is the boolean schema {{value}}; some clients and model APIs accept only object schemas. Write {} instead of true, or {"not": {}} instead of false.',
      typeArray:
        '{{where}} has "type": {{value}}; some clients and model APIs accept only one type (plus "null"). Use "anyOf" for the alternatives, e.g. {"anyOf": [{"type": "string"}, {"type": "number"}]}.',
      // zod 4 collapses a union of bare primitives into a type array, and writes "anyOf" once a member says more.
      typeArrayZod:
        '{{where}} has "type": {{value}}, which zod writes for a z.union of bare primitive types; some clients and model APIs accept only one type (plus "null"). Give each alternative a .describe("…"), e.g. z.union([z.string().describe("…"), z.number().describe("…")]), which zod 4 writes as "anyOf"; or take one type and convert in the handler.',
      untyped:
        'Parameter "{{path}}" has no "type", so a model must guess what to send, and some clients reject untyped schemas. Add a "type" (or an "enum").',
      untypedZod:
        'Parameter "{{path}}" has no "type" (z.any() or z.unknown() publish none), so a model must guess what to send, and some clients reject untyped schemas. Give it a typed zod schema: z.string(), z.number(), z.object({ … }), or z.enum([…]).',
      untypedPython:
        'Parameter "{{path}}" has no "type" (a parameter without a type hint, or typed Any, publishes none), so a model must guess what to send, and some clients reject untyped schemas. Give it a type hint in the signature, e.g. `{{path}}: str | None = None`.',
      remoteRef:
        '"{{key}}": {{value}} points outside the schema. Clients must not fetch network references, so this part cannot be resolved. Copy the definition under "$defs" and refer to it as "#/$defs/…".',
      nonObjectOutput:
        'outputSchema has "type": {{value}}. MCP 2026-07-28 allows that, but SDK v1 clients (and every 2025-11-25 client) reject the whole tools/list over a non-object outputSchema. Wrap the value in an object property if older clients matter.',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        booleanSchemas: { type: 'boolean' },
        typeArrays: { type: 'boolean' },
        untypedParameters: { type: 'boolean' },
        remoteRefs: { type: 'boolean' },
        nonObjectOutput: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    defaultOptions: {
      booleanSchemas: true,
      typeArrays: true,
      untypedParameters: false,
      remoteRefs: true,
      nonObjectOutput: true,
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const options = optionsOf(context);
    const language = schemaLanguageOf(tool, context);
    if (isObject(definition.inputSchema))
      checkSchema(definition.inputSchema, 'inputSchema', context, options, language);
    const output = definition.outputSchema;
    if (isObject(output)) {
      checkSchema(output, 'outputSchema', context, options, language);
      if (options.nonObjectOutput && context.spec !== '2025-11-25' && output.type !== 'object') {
        const value =
          'type' in output
            ? Array.isArray(output.type)
              ? JSON.stringify(output.type).slice(0, 80)
              : describeValue(output.type)
            : 'absent';
        context.report({ messageId: 'nonObjectOutput', pointer: '/outputSchema/type', data: { value } });
      }
    }
  },
});

export default rule;
