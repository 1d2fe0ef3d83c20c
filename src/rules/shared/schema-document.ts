// Checks one user schema (inputSchema or outputSchema) as a document of its dialect: depth bound, `$schema`
// dialect, the dialect's meta-schema, `pattern` regular expressions and local `$ref`s. Shared by
// input-schema-valid and output-schema-valid, which differ only in where the schema sits.
import { isObject, type JsonObject } from '../../core/json-value.js';
import { getAtPointer, joinPointer } from '../../core/pointer.js';
import { subschemasOf } from './subschemas.js';
import { chooseDialect, DIALECT_NAMES, metaValidate } from '../../spec/dialects.js';
import { describeAjvErrors, pointerLabel } from '../../spec/ajv-errors.js';
import { MAX_SCHEMA_NESTING, measureNesting } from '../../spec/schema-depth.js';
import formats from '../../spec/formats.js';
import { quote } from '../../spec/value-text.js';

export interface SchemaDocumentFinding {
  messageId: 'invalid' | 'unsupportedDialect' | 'tooDeep' | 'badPattern' | 'unresolvedRef';
  pointer: string;
  data: Record<string, string | number>;
}

export const SCHEMA_DOCUMENT_MESSAGES = {
  invalid: '{{problem}} ({{dialect}}). Fix it so clients can compile the schema.',
  unsupportedDialect:
    '{{label}} declares "$schema": {{value}}, a dialect mcp-lint cannot check. Supported: JSON Schema 2020-12 (the MCP default when "$schema" is absent), 2019-09 and draft-07. Remove "$schema" or name one of those.',
  tooDeep:
    '{{label}} is nested {{depth}} levels deep; mcp-lint validates schemas up to {{max}} levels. Flatten it with "$defs" and "$ref".',
  badPattern: '{{where}} {{value}} is not a valid regular expression ({{reason}}). Fix the pattern.',
  unresolvedRef:
    '"$ref": {{value}} does not resolve inside {{label}}, so clients that compile the schema fail. Fix the reference or add the definition it names.',
} as const;

export function checkSchemaDocument(schema: JsonObject, pointer: string, label: string): SchemaDocumentFinding[] {
  const nesting = measureNesting(schema);
  if (nesting > MAX_SCHEMA_NESTING) {
    return [
      {
        messageId: 'tooDeep',
        pointer,
        data: { label, depth: measureNesting(schema, Infinity), max: MAX_SCHEMA_NESTING },
      },
    ];
  }
  const choice = chooseDialect(schema);
  if ('unsupported' in choice) {
    return [
      {
        messageId: 'unsupportedDialect',
        pointer: joinPointer(pointer, '$schema'),
        data: { label, value: quote(choice.unsupported) },
      },
    ];
  }
  const findings: SchemaDocumentFinding[] = [];
  const dialect = DIALECT_NAMES[choice.dialect];
  for (const problem of describeAjvErrors(metaValidate(choice.dialect, schema), schema, label)) {
    findings.push({
      messageId: 'invalid',
      pointer: pointer + problem.pointer,
      data: { problem: problem.message, dialect },
    });
  }
  findings.push(...checkPatternsAndRefs(schema, pointer, label));
  return findings;
}

// The same patterns recur across a server's tools (dates, ids): each distinct one is compiled once per run. Bounded,
// so a file of endless distinct patterns cannot grow it without limit.
const regexErrors = new Map<string, string | undefined>();
const MAX_CACHED_PATTERNS = 10_000;

function regexError(source: string): string | undefined {
  if (regexErrors.has(source)) return regexErrors.get(source);
  const error = compileError(source);
  if (regexErrors.size < MAX_CACHED_PATTERNS) regexErrors.set(source, error);
  return error;
}

function compileError(source: string): string | undefined {
  if (formats.regex!(source)) return undefined;
  try {
    new RegExp(source, 'u');
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: /, '');
  }
  return 'invalid';
}

function checkPatternsAndRefs(schema: JsonObject, pointer: string, label: string): SchemaDocumentFinding[] {
  const findings: SchemaDocumentFinding[] = [];
  const anchors = new Set<string>();
  const refs: Array<{ value: string; pointer: string }> = [];
  let nestedId = false;
  // The pointer relative to the schema is sliced only for a node that needs it: this loop runs for every subschema.
  const nodes = subschemasOf(schema, pointer);
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n]!;
    const s = node.schema;
    if (node.depth > 0 && typeof s.$id === 'string') nestedId = true;
    if (typeof s.$anchor === 'string') anchors.add(s.$anchor);
    if (typeof s.$dynamicAnchor === 'string') anchors.add(s.$dynamicAnchor);
    if (typeof s.$ref === 'string') refs.push({ value: s.$ref, pointer: node.pointer.slice(pointer.length) });
    if (typeof s.pattern === 'string') {
      const reason = regexError(s.pattern);
      if (reason) {
        findings.push({
          messageId: 'badPattern',
          pointer: joinPointer(node.pointer, 'pattern'),
          data: {
            where: pointerLabel(label, joinPointer(node.pointer.slice(pointer.length), 'pattern'), schema),
            value: quote(s.pattern),
            reason,
          },
        });
      }
    }
    if (isObject(s.patternProperties)) {
      for (const key of Object.keys(s.patternProperties)) {
        const reason = regexError(key);
        if (reason) {
          findings.push({
            messageId: 'badPattern',
            pointer: joinPointer(node.pointer, 'patternProperties', key),
            data: {
              where: `The patternProperties key in ${pointerLabel(label, node.pointer.slice(pointer.length), schema)}`,
              value: quote(key),
              reason,
            },
          });
        }
      }
    }
  }
  // A nested `$id` changes what "#..." means below it; rather than guess, local refs are then not checked.
  if (nestedId) return findings;
  for (const ref of refs) {
    if (!ref.value.startsWith('#') || resolvesLocally(schema, ref.value, anchors)) continue;
    findings.push({
      messageId: 'unresolvedRef',
      pointer: pointer + joinPointer(ref.pointer, '$ref'),
      data: { value: quote(ref.value), label },
    });
  }
  return findings;
}

export function resolvesLocally(schema: JsonObject, ref: string, anchors: ReadonlySet<string>): boolean {
  return resolveLocalRef(schema, ref, anchors) !== undefined;
}

/** The subschema a "#…" reference names (JSON pointer fragment or plain-name anchor), or undefined. */
export function resolveLocalRef(schema: JsonObject, ref: string, anchors?: ReadonlySet<string>): unknown {
  const fragment = ref.slice(1);
  if (fragment === '') return schema;
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('/')) return getAtPointer(schema, decoded);
  if (anchors) return anchors.has(decoded) ? true : undefined;
  return anchorIndex(schema).get(decoded);
}

// One walk per schema however many references it has, so a wide hostile schema stays linear.
const anchorIndexes = new WeakMap<JsonObject, Map<string, JsonObject>>();

function anchorIndex(schema: JsonObject): Map<string, JsonObject> {
  let index = anchorIndexes.get(schema);
  if (!index) {
    const built = new Map<string, JsonObject>();
    for (const node of subschemasOf(schema, '')) {
      for (const key of ['$anchor', '$dynamicAnchor']) {
        const anchor = node.schema[key];
        if (typeof anchor === 'string' && !built.has(anchor)) built.set(anchor, node.schema);
      }
    }
    index = built;
    anchorIndexes.set(schema, index);
  }
  return index;
}
